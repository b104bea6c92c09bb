import { describe, expect, it } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { fixedClock } from '../../lib/clock';
import { useSignedInApp } from '../../test/signed-in-app';

// Monday 2 March 2026, 10:00 UK time: every slot is open at a trade counter (as in availability.test.ts).
const t = useSignedInApp({ as: ['admin'], clock: fixedClock('2026-03-02T10:00:00Z') });
const { admin } = t.sessions;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };

/** How many branches show an alternative (non-genuine) part first for the basket's line, and how many the genuine one. */
async function shownKinds() {
  const { branches } = (await t.post(admin, '/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
  const shown = branches.flatMap((branch) => branch.sameDayAvailability.filter((entry) => entry.show));
  return { alternatives: shown.filter((entry) => entry.alternativeItem).length, genuine: shown.filter((entry) => !entry.alternativeItem).length };
}

describe('Account/ChangePreference really changes which line availability shows first (spec 1 §3 Preferences)', () => {
  it('preferNonGenuineParts puts the merchant equivalent first wherever one is in stock', async () => {
    // CAL-87161 has a merchant equivalent (DEMO_DATA.md) and is in stock at most branches.
    expect((await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 1 })).statusCode).toBe(200);
    const genuineFirst = await shownKinds();
    expect((await t.post(admin, '/Account/ChangePreference', { preferNonGenuineParts: true })).statusCode).toBe(200);
    const alternativeFirst = await shownKinds();
    expect(alternativeFirst.alternatives).toBeGreaterThan(genuineFirst.alternatives);
    expect(alternativeFirst.genuine).toBeLessThan(genuineFirst.genuine);
    await t.post(admin, '/Account/ChangePreference', { preferNonGenuineParts: false });
    expect(await shownKinds()).toEqual(genuineFirst);
  });
});
