import { expect } from 'vitest';
import type { Clock } from '../../lib/clock';
import type { SignedInApp } from '../../test/signed-in-app';
import type { SignedIn } from '../../test/test-app';

/**
 * The next Monday, 10:00 UTC, after today: a working morning (every slot open at the anchor branches) near the seed's
 * own "now", so the demo world's dated rows (TRADE10 valid from 30 days ago) hold at it.
 */
export function nextMondayMorning(from = new Date()): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 10));
  day.setUTCDate(day.getUTCDate() + (((8 - day.getUTCDay()) % 7) || 7));
  return day.toISOString();
}

/** A clock a test can move (the 5-minute payment window, spec 3 §9). Starts on the next Monday morning. */
export function movableClock(iso = nextMondayMorning()): Clock & { set(iso: string): void; advanceMinutes(minutes: number): void } {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    set: (next) => {
      now = new Date(next);
    },
    advanceMinutes: (minutes) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

/** The demo world's anchor branches (seed merchants.ts): ids in the order they are planned. */
export const anchorBranchIds = { heatlineLeedsSouth: 1, pipeworksHunslet: 2, tradeHubKirkstall: 3 } as const;

export interface AcceptedBasket {
  basketKey: string;
  totalCostWithVat: number;
  lines: { manufacturerCode: string; qty: number; cost: number; basketLineTypeId: number }[];
}

/**
 * Empties the user's basket, adds `lines`, and accepts `optionId` at `branchId` through the availability area's own
 * route (SparesAvailability/Select or SelectDelivery), as the page does: checkout starts from such a basket.
 */
export async function acceptBasket(t: Pick<SignedInApp, 'get' | 'post'>, session: SignedIn, options: { branchId?: number; optionId?: number; lines?: { manufacturerCode: string; qty: number }[] } = {}): Promise<AcceptedBasket> {
  const { branchId = anchorBranchIds.heatlineLeedsSouth, optionId = 1, lines = [{ manufacturerCode: 'CAL-87161', qty: 2 }] } = options;
  const current = (await t.get(session, '/Basket/GetBasketForUser')).json();
  if (current.lines.length) {
    const emptied = await t.post(session, '/Basket/UpdateBasketForUser', { version: current.version, quoteId: 0, lines: current.lines.map((line: { manufacturerCode: string }) => ({ manufacturerCode: line.manufacturerCode, qty: 0 })) });
    expect(emptied.statusCode).toBe(200);
  }
  expect((await t.post(session, '/Basket/AddLines', { lines })).statusCode).toBe(200);
  const accepted = optionId === 2 ? await t.post(session, '/SparesAvailability/SelectDelivery', { branchId }) : await t.post(session, '/SparesAvailability/Select', { branchId, fulfilmentOptionId: optionId });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return (await t.get(session, '/Basket/GetBasketForUser')).json();
}

export const acmeDeliveryAddress = { firstName: 'Alex', surname: 'Morgan', companyName: 'Acme Heating Ltd', address1: '42 Cross Flatts Avenue', address2: 'Beeston', city: 'Leeds', county: 'West Yorkshire', postCode: 'LS11 7BU' };

/** A complete account-order submission for `basket` (spec 3 §3 Order submission payload). */
export function accountSubmission(basket: AcceptedBasket, overrides: Record<string, unknown> = {}) {
  return {
    basketKey: basket.basketKey,
    termsAccepted: true,
    orderReference: 'JOB-2417',
    costWithVat: basket.totalCostWithVat,
    telephoneNumber: '0113 496 0123',
    mobileNumber: '07700 900123',
    contactName: 'Alex Morgan',
    paymentMethodTypeId: 2,
    email: 'admin@acme-heating.test',
    preferredCollectionBranch: 'Leeds South',
    ...overrides,
  };
}
