import { describe, expect, it } from 'vitest';
import type { Basket } from '@sparesfinder/contracts/basket';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, movableClock } from './checkout-test-helpers';

const clock = movableClock();
const t = useSignedInApp({ as: ['admin'], clock });
const { admin } = t.sessions;

describe('quantity 0 at checkout (spec 3 §4.7)', () => {
  it('removes the line, keeps the other at the server\'s price, keeps the 5-minute hold, and the rest can be ordered', async () => {
    const accepted = await acceptBasket(t, admin, { lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 2 }] });
    const before = (await t.get(admin, `/Basket/GetBasketByKey?basketKey=${accepted.basketKey}`)).json<Basket>();
    clock.advanceMinutes(1);
    // The page sends the whole body (web checkout/hooks/line-removal.ts): the removed line at 0, the other as it is.
    const updated = await t.post(admin, '/Basket/UpdateBasketForUser', { basketKey: before.basketKey, version: before.version, lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 0 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<Basket>();
    expect(after.lines.map((line) => [line.manufacturerCode, line.qty])).toEqual([['CAL-87161', 1]]);
    expect(after.lines[0]!.cost).toBe(before.lines.find((line) => line.manufacturerCode === 'CAL-87161')!.cost);
    expect(after.expiryDate).toBe(before.expiryDate);

    const placed = await t.post(admin, checkoutPaths.placeAccountOrder, accountSubmission({ basketKey: after.basketKey, totalCostWithVat: after.totalCostWithVat, lines: [] }));
    expect(placed.json(), placed.body).toMatchObject({ success: true });
  });

});
