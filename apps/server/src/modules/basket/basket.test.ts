import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { baskets } from '../../db/schema/index';
import { useSignedInApp, type DemoAccountName } from '../../test/signed-in-app';

const t = useSignedInApp();

const getBasket = async (account: DemoAccountName) => t.get(await t.signIn(account), '/Basket/GetBasketForUser');

describe('GET /Basket/GetBasketForUser', () => {
  it("answers the user's open basket with typed lines and money in pounds", async () => {
    const response = await getBasket('admin');
    expect(response.statusCode).toBe(200);
    const basket = response.json();
    expect(basket).toMatchObject({ organisationId: 1, basketKey: expect.any(String), lines: expect.any(Array) });
    for (const line of basket.lines) {
      expect(line.basketLineType).toEqual({ id: line.basketLineTypeId, name: expect.any(String), considerForAvailability: expect.any(Boolean) });
      expect(Number.isInteger(Math.round(line.cost * 100))).toBe(true);
    }
  });

  it('creates one empty open basket for a user without one, and answers the same one afterwards', async () => {
    const userId = 6; // electrical@spark-electrical.test
    await t.db.delete(baskets).where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')));
    const session = await t.signIn('electrical');
    const get = () => t.get(session, '/Basket/GetBasketForUser');
    const [first, second] = await Promise.all([get(), get()]);
    expect(first.json()).toMatchObject({ organisationId: 3, lines: [], version: 1, customerOrderNo: null });
    expect(second.json().basketKey).toBe(first.json().basketKey);
    const open = await t.db.select({ id: baskets.id }).from(baskets).where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')));
    expect(open).toHaveLength(1);
  });
});
