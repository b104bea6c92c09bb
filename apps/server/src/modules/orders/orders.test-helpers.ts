import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { baskets } from '../../db/schema/index';

/** Acme Heating Ltd, the demo world's first organisation (DEMO_DATA.md): the admin's orders. */
const acmeOrganisationId = 1;
/** On the trader's credit account with the merchant (spec 1 §4: any id but 1, which is a card through the shop). */
const accountPaymentMethodTypeId = 2;

/** Acme's most recently placed order on its merchant credit account (its invoice names the account number). */
export async function latestPlacedAccountOrder(db: Database) {
  const [order] = await db
    .select()
    .from(baskets)
    .where(and(eq(baskets.organisationId, acmeOrganisationId), eq(baskets.status, 'placed'), eq(baskets.paymentMethodTypeId, accountPaymentMethodTypeId)))
    .orderBy(desc(baskets.orderDate))
    .limit(1);
  if (!order) throw new Error('The demo world has no placed account order for organisation 1');
  return order;
}
