import { and, eq, like } from 'drizzle-orm';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { basketRow } from '../../db/factories/basket-factories';
import type { Database } from '../../db/client';
import { baskets, mailOutbox, notifications, users } from '../../db/schema/index';

/** The demo world's anchor branches (seed merchants.ts): Heatline Leeds South (supplier 1), Pipeworks Hunslet (supplier 2). */
export const heatlineBranchId = 1;
export const pipeworksBranchId = 2;

/** A placed order of the user's organisation at `branchId`, inserted directly (the status tests need no checkout). */
export async function insertPlacedOrder(db: Database, options: { email: string; orderNumber: number; branchId?: number; isDelivery?: boolean; placedAt: Date; orderStatus?: string }) {
  const [user] = await db.select({ id: users.id, organisationId: users.organisationId }).from(users).where(eq(users.email, options.email));
  const [order] = await db
    .insert(baskets)
    .values(
      basketRow({
        organisationId: user!.organisationId,
        userId: user!.id,
        status: basketStatuses.placed,
        selectedBranchId: options.branchId ?? heatlineBranchId,
        isDelivery: options.isDelivery ?? false,
        orderId: options.orderNumber,
        supplierOrderNumber: `SF-${options.orderNumber}`,
        orderDate: options.placedAt,
        orderStatus: options.orderStatus ?? 'placed',
      }),
    )
    .returning({ id: baskets.id });
  return { basketId: order!.id, userId: user!.id, organisationId: user!.organisationId };
}

export const orderStatusOf = async (db: Database, basketId: number) => (await db.select({ status: baskets.orderStatus }).from(baskets).where(eq(baskets.id, basketId)))[0]?.status;

/** The notifications raised about one order (their titles start "Order <number>:"). */
export const orderNotices = async (db: Database, userId: number, orderNumber: number) =>
  db.select({ title: notifications.title, text: notifications.text }).from(notifications).where(and(eq(notifications.userId, userId), like(notifications.title, `Order ${orderNumber}:%`))).orderBy(notifications.id);

export const orderMails = async (db: Database, orderNumber: number) =>
  db.select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(like(mailOutbox.subject, `Order ${orderNumber}:%`));
