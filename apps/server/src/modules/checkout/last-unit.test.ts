import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { baskets, branchStock, organisationSuppliers, products } from '../../db/schema/index';
import { demoOrganisationIds } from '../../db/seed/accounts';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, accountSubmission, anchorBranchIds, movableClock } from './checkout-test-helpers';

const t = useSignedInApp({ as: ['admin', 'electrical'], clock: movableClock() });
const { admin, electrical } = t.sessions;

describe('two buyers for the last unit (issue #15)', () => {
  it('one order takes it; the other gets a clear message and nothing is charged', async () => {
    // Spark Electrical gets a Heatline account too, so both buy on account at Heatline Leeds South.
    await t.db.insert(organisationSuppliers).values({ organisationId: demoOrganisationIds.sparkElectrical, supplierId: 1, accountNumber: 'HL-SPARK', isValidated: 1, creditLimitPence: 500_000 });
    const [{ id: productId }] = (await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, 'CAL-87161'))) as [{ id: number }];
    const shelf = and(eq(branchStock.branchId, anchorBranchIds.heatlineLeedsSouth), eq(branchStock.productId, productId));
    await t.db.update(branchStock).set({ qty: 1 }).where(shelf);
    const one = [{ manufacturerCode: 'CAL-87161', qty: 1 }];
    const acme = await acceptBasket(t, admin, { lines: one });
    const spark = await acceptBasket(t, electrical, { lines: one });

    const responses = await Promise.all([t.post(admin, checkoutPaths.placeAccountOrder, accountSubmission(acme)), t.post(electrical, checkoutPaths.placeAccountOrder, accountSubmission(spark))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(responses.find((r) => r.statusCode === 422)!.json().message).toBe(messages.orderPlacement.soldOut);
    expect((await t.db.select({ qty: branchStock.qty }).from(branchStock).where(shelf))[0]!.qty).toBe(0);
    const statuses = await t.db.select({ status: baskets.status }).from(baskets).where(eq(baskets.basketKey, acme.basketKey));
    const other = await t.db.select({ status: baskets.status }).from(baskets).where(eq(baskets.basketKey, spark.basketKey));
    expect([statuses[0]!.status, other[0]!.status].sort()).toEqual(['open', 'placed']);
    const sparkAccount = await t.db.select({ balance: organisationSuppliers.balancePence }).from(organisationSuppliers).where(eq(organisationSuppliers.accountNumber, 'HL-SPARK'));
    expect(sparkAccount[0]!.balance).toBe(other[0]!.status === 'placed' ? Math.round(spark.totalCostWithVat * 100) : 0);
  });
});
