import { and, eq, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { OrderDetail } from '@sparesfinder/contracts/orders';
import { baskets, branchStock, products } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, anchorBranchIds, movableClock } from '../checkout/checkout-test-helpers';

const clock = movableClock();
const t = useSignedInApp({ as: ['admin'], clock });
const { admin } = t.sessions;

beforeAll(async () => {
  const [cal] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'));
  // The mini world holds one at Heatline Leeds South; each order here takes two.
  await t.db.update(branchStock).set({ qty: 50 }).where(and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, cal!.id)));
});

/** Accepts `optionId` on the availability page's route, places the order on account, and reads it back. */
async function placedWith(optionId: number) {
  const basket = await acceptBasket(t, admin, { optionId });
  const placed = await t.post(admin, checkoutPaths.placeAccountOrder, accountSubmission(basket));
  expect(placed.statusCode, placed.body).toBe(200);
  const response = await t.get(admin, `/Orders/GetOrder?basketKey=${basket.basketKey}`);
  expect(response.statusCode).toBe(200);
  return { basket, detail: OrderDetail.parse(response.json()) };
}

describe('GET /Orders/GetOrder carries the fulfilment option the order was placed with (spec 3 §4.1, spec 1 §4)', () => {
  it.each([
    ['collect next day', 1],
    ['collect on a later date', 3],
  ])('%s: fulfilmentOptionId %i, with its collection date', async (_case, optionId) => {
    const { basket, detail } = await placedWith(optionId);
    const [row] = await t.db.select({ collectFromBranchOn: baskets.collectFromBranchOn }).from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    expect(detail).toMatchObject({ fulfilmentOptionId: optionId, isDelivery: false, collectFromBranchOn: row!.collectFromBranchOn!.toISOString() });
    // POST /Orders/Order answers the same order, the same field.
    expect((await t.post(admin, '/Orders/Order', { basketKey: basket.basketKey })).json()).toMatchObject({ fulfilmentOptionId: optionId });
  });

  it('a later-date collection is dated after the next-day one (the note the page shows depends on it)', async () => {
    const nextDay = (await placedWith(1)).detail;
    const later = (await placedWith(3)).detail;
    expect(new Date(later.collectFromBranchOn!).getTime()).toBeGreaterThan(new Date(nextDay.collectFromBranchOn!).getTime());
  });

  it('the seeded history records its options: express same-day, next-day delivery, next-day collection', async () => {
    // The seeded orders are days old; the ones this file places are dated now.
    const placed = await t.db
      .select({ quoteId: baskets.quoteId, isDelivery: baskets.isDelivery, fulfilmentOptionId: baskets.fulfilmentOptionId })
      .from(baskets)
      .where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), lt(baskets.orderDate, new Date(Date.now() - 2 * 24 * 3600_000))));
    expect(placed.length).toBeGreaterThan(20);
    const express = placed.filter((row) => row.quoteId !== 0);
    expect(express.length).toBeGreaterThan(0);
    for (const row of express) expect(row.fulfilmentOptionId).toBe(4);
    for (const row of placed.filter((other) => other.quoteId === 0)) expect(row.fulfilmentOptionId).toBe(row.isDelivery ? 2 : 1);
  });

  it('an order that recorded no option answers null, never a guess', async () => {
    const [seeded] = await t.db.select({ basketKey: baskets.basketKey }).from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), eq(baskets.quoteId, 0)));
    await t.db.update(baskets).set({ fulfilmentOptionId: null }).where(eq(baskets.basketKey, seeded!.basketKey));
    const detail = (await t.get(admin, `/Orders/GetOrder?basketKey=${seeded!.basketKey}`)).json();
    expect(detail.fulfilmentOptionId).toBeNull();
  });
});
