import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { baskets, cardPayments, savedCards } from '../../db/schema/index';

export type CardPaymentRow = typeof cardPayments.$inferSelect;

/** Card payment attempts and saved cards (gateway tokens only), scoped by organisation. */
export function createCardPaymentsRepository(db: Executor) {
  /** Moves a payment from one of `from` to `status`; false when another request moved it first. */
  async function move(organisationId: number, id: number, from: readonly string[], changes: Partial<Pick<CardPaymentRow, 'status' | 'tokenId' | 'refundMessage'>> & { status: string }, now: Date, tx: Executor = db): Promise<boolean> {
    const moved = await tx
      .update(cardPayments)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.id, id), inArray(cardPayments.status, [...from])))
      .returning({ id: cardPayments.id });
    return moved.length === 1;
  }

  return {
    /** Records a started payment; undefined when the basket already has one pending (its unique index). */
    async insertPendingPayment(row: typeof cardPayments.$inferInsert): Promise<number | undefined> {
      const [inserted] = await db.insert(cardPayments).values({ ...row, status: 'pending' }).onConflictDoNothing().returning({ id: cardPayments.id });
      return inserted?.id;
    },
    /** Every payment attempt for a basket of this user, oldest first. */
    listPaymentsOfBasket(organisationId: number, userId: number, basketId: number) {
      return db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.userId, userId), eq(cardPayments.basketId, basketId)))
        .orderBy(asc(cardPayments.id));
    },
    /** The newest payment attempt for a basket of this user. */
    async findLatestPayment(organisationId: number, userId: number, basketId: number) {
      const [row] = await db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.userId, userId), eq(cardPayments.basketId, basketId)))
        .orderBy(desc(cardPayments.id))
        .limit(1);
      return row;
    },
    /** Payments left unsettled (pending, or a refund claimed but not finished) created at or before `before`, oldest first. */
    listUnsettled(before: Date, limit: number) {
      return db
        .select()
        .from(cardPayments)
        .where(and(inArray(cardPayments.status, ['pending', 'refunding']), lte(cardPayments.createdAt, before)))
        .orderBy(asc(cardPayments.createdAt))
        .limit(limit);
    },
    /** Whether the basket is placed as an order (by any payment, or on account). */
    async isBasketPlaced(basketId: number): Promise<boolean> {
      const [row] = await db.select({ orderId: baskets.orderId }).from(baskets).where(eq(baskets.id, basketId));
      return row?.orderId != null;
    },
    updateSubmission: async (organisationId: number, id: number, submission: Record<string, unknown>, saveCard: boolean, now: Date) => {
      await db.update(cardPayments).set({ submission, saveCard, updatedAt: now }).where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.id, id), eq(cardPayments.status, 'pending')));
    },
    /** pending → paid inside the placing transaction: the payment that placed the order, and no other, is 'paid'. */
    markPaid: (organisationId: number, id: number, tokenId: string | null, now: Date, tx: Executor) => move(organisationId, id, ['pending'], { status: 'paid', tokenId }, now, tx),
    /** The gateway's word on a payment that was never paid (failed, aborted). */
    markClosed: (organisationId: number, id: number, status: 'failed' | 'aborted', now: Date) => move(organisationId, id, ['pending'], { status }, now),
    /** pending → refunding: this request, and no placement, owns the refund from here on. */
    claimRefund: (organisationId: number, id: number, refundMessage: string, now: Date) => move(organisationId, id, ['pending'], { status: 'refunding', refundMessage }, now),
    /** A rejected order's card payment, paid → refunding in the rejection's transaction (once). */
    async claimRefundOfOrder(organisationId: number, basketId: number, refundMessage: string, now: Date, tx: Executor): Promise<boolean> {
      const claimed = await tx
        .update(cardPayments)
        .set({ status: 'refunding', refundMessage, updatedAt: now })
        .where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.basketId, basketId), eq(cardPayments.status, 'paid')))
        .returning({ id: cardPayments.id });
      return claimed.length > 0;
    },
    /** refunding → refunded once the gateway confirmed it. */
    finishRefund: (organisationId: number, id: number, now: Date) => move(organisationId, id, ['refunding'], { status: 'refunded' }, now),
    listSavedCards(organisationId: number) {
      return db.select().from(savedCards).where(eq(savedCards.organisationId, organisationId)).orderBy(desc(savedCards.tokenId));
    },
    async findSavedCard(organisationId: number, tokenId: string) {
      const [row] = await db.select().from(savedCards).where(and(eq(savedCards.organisationId, organisationId), eq(savedCards.tokenId, tokenId)));
      return row;
    },
    async saveCard(row: typeof savedCards.$inferInsert) {
      await db.insert(savedCards).values(row).onConflictDoNothing();
    },
    async deleteSavedCard(organisationId: number, tokenId: string): Promise<number> {
      return (await db.delete(savedCards).where(and(eq(savedCards.organisationId, organisationId), eq(savedCards.tokenId, tokenId))).returning({ tokenId: savedCards.tokenId })).length;
    },
  };
}
export type CardPaymentsRepository = ReturnType<typeof createCardPaymentsRepository>;
