import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isFinalOrderStatus, orderStatuses } from '@sparesfinder/domain/orders/order-status';
import { isPlacedOrder } from '../../db/basket-predicates';
import type { Database, Executor } from '../../db/client';
import { baskets, branches, creditNotes, merchantOrderStatusEvents, organisationSuppliers, suppliers, tradeCreditAccounts, users } from '../../db/schema/index';

/** What a status change needs to know about an order: who to tell, and what the state machine decides on. */
const orderColumns = {
  basketId: baskets.id,
  orderNumber: baskets.orderId,
  organisationId: baskets.organisationId,
  userId: baskets.userId,
  userEmail: users.email,
  isDelivery: baskets.isDelivery,
  orderStatus: baskets.orderStatus,
  paymentMethodTypeId: baskets.paymentMethodTypeId,
  totalCostPence: baskets.totalCostPence,
  totalCostWithVatPence: baskets.totalCostWithVatPence,
  cardAmountPence: baskets.cardAmountPence,
  chargedAccountKind: baskets.chargedAccountKind,
  accountNumber: baskets.accountNumber,
  // Still 'placed': the order date is when the status began.
  statusSince: sql<Date>`coalesce(${baskets.orderStatusUpdatedAt}, ${baskets.orderDate}, ${baskets.createdAt})`.mapWith((value: string | Date) => new Date(value)),
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  branchName: branches.name,
};

/**
 * Merchant order status (issue #18): the orders it moves and the webhook's event log. Every status write is guarded
 * by the status it expects to find, so two runs (a retried job, a replayed or concurrent webhook) move an order once.
 */
export function createOrderStatusRepository(db: Database) {
  const select = (executor: Executor) =>
    executor
      .select(orderColumns)
      .from(baskets)
      .innerJoin(users, eq(users.id, baskets.userId))
      .leftJoin(branches, eq(branches.id, baskets.selectedBranchId))
      .leftJoin(suppliers, eq(suppliers.id, branches.supplierId));

  return {
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    async findOrder(basketId: number, executor: Executor = db) {
      const [row] = await select(executor).where(and(eq(baskets.id, basketId), isPlacedOrder()));
      return row;
    },

    /** Placed orders not yet at a final status, those waiting longest first (the simulation's sweep). */
    async listUnfinishedOrders(limit: number) {
      const unfinished = orderStatuses.filter((status) => !isFinalOrderStatus(status));
      return select(db)
        .where(and(isPlacedOrder(), inArray(baskets.orderStatus, unfinished)))
        .orderBy(asc(orderColumns.statusSince), asc(baskets.id))
        .limit(limit);
    },

    /** A merchant's own order by its number; another merchant's order is not found. */
    async findMerchantOrder(supplierId: number, orderNumber: number, executor: Executor = db) {
      const [row] = await select(executor).where(and(eq(baskets.orderId, orderNumber), eq(suppliers.id, supplierId), isPlacedOrder()));
      return row;
    },

    /** The guarded move: true only for the one writer that found the order still at `from`. */
    async moveStatus(basketId: number, from: string, to: string, at: Date, executor: Executor = db): Promise<boolean> {
      const moved = await executor
        .update(baskets)
        .set({ orderStatus: to, orderStatusUpdatedAt: at })
        .where(and(eq(baskets.id, basketId), eq(baskets.orderStatus, from), isPlacedOrder()))
        .returning({ id: baskets.id });
      return moved.length === 1;
    },

    /** A credit note for the whole order, once (its identifier CN-<order number> is unique): a rejected charged order. */
    /** The full credit note, once (its identifier is the order's); true when this call wrote it. */
    async creditInFull(order: { basketId: number; organisationId: number; orderNumber: number; amountPence: number }, reason: string, at: Date, executor: Executor = db): Promise<boolean> {
      const inserted = await executor
        .insert(creditNotes)
        .values({ organisationId: order.organisationId, basketId: order.basketId, identifier: `CN-${order.orderNumber}`, creditDate: at, reason, amountPence: order.amountPence })
        .onConflictDoNothing()
        .returning({ id: creditNotes.id });
      return inserted.length === 1;
    },

    /**
     * Gives back what a credited order put on an account (issue #44): the merchant account or the trade credit
     * account its account part was charged to, never below nothing owed.
     */
    async releaseAccountCharge(order: { organisationId: number; supplierId: number | null; accountNumber: string | null; chargedAccountKind: string | null }, pence: number, executor: Executor = db): Promise<void> {
      if (pence <= 0 || !order.accountNumber) return;
      if (order.chargedAccountKind === 'trade-credit') {
        await executor
          .update(tradeCreditAccounts)
          .set({ balancePence: sql`greatest(${tradeCreditAccounts.balancePence} - ${pence}, 0)` })
          .where(and(eq(tradeCreditAccounts.organisationId, order.organisationId), eq(tradeCreditAccounts.accountNumber, order.accountNumber)));
        return;
      }
      if (order.supplierId === null) return;
      await executor
        .update(organisationSuppliers)
        .set({ balancePence: sql`greatest(${organisationSuppliers.balancePence} - ${pence}, 0)` })
        .where(and(eq(organisationSuppliers.organisationId, order.organisationId), eq(organisationSuppliers.supplierId, order.supplierId), eq(organisationSuppliers.accountNumber, order.accountNumber)));
    },

    /** Records a webhook event; false when the merchant sent this event id before (a concurrent twin waits, then is refused). */
    async recordEvent(event: { supplierId: number; eventId: string; basketId: number; fromStatus: string; toStatus: string; receivedAt: Date }, executor: Executor = db): Promise<boolean> {
      const inserted = await executor.insert(merchantOrderStatusEvents).values(event).onConflictDoNothing().returning({ id: merchantOrderStatusEvents.id });
      return inserted.length === 1;
    },

    async findEvent(supplierId: number, eventId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ basketId: merchantOrderStatusEvents.basketId, toStatus: merchantOrderStatusEvents.toStatus })
        .from(merchantOrderStatusEvents)
        .where(and(eq(merchantOrderStatusEvents.supplierId, supplierId), eq(merchantOrderStatusEvents.eventId, eventId)));
      return row;
    },
  };
}
export type OrderStatusRepository = ReturnType<typeof createOrderStatusRepository>;
export type OrderForStatus = NonNullable<Awaited<ReturnType<OrderStatusRepository['findOrder']>>>;
