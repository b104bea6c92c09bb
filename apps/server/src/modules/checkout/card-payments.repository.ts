import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardPayments, savedCards } from '../../db/schema/index';

/** Card payment attempts and saved cards (gateway tokens only), scoped by organisation. */
export function createCardPaymentsRepository(db: Executor) {
  return {
    async insertPayment(row: typeof cardPayments.$inferInsert) {
      const [inserted] = await db.insert(cardPayments).values(row).returning({ id: cardPayments.id });
      return inserted!.id;
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
    async setStatus(organisationId: number, id: number, status: string, tokenId: string | null, now: Date) {
      await db.update(cardPayments).set({ status, tokenId, updatedAt: now }).where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.id, id)));
    },
    /** paid/pending → refunded with the buyer's message, once (a concurrent retry finds it already set). */
    async markRefunded(organisationId: number, id: number, refundMessage: string, now: Date) {
      await db
        .update(cardPayments)
        .set({ status: 'refunded', refundMessage, updatedAt: now })
        .where(and(eq(cardPayments.organisationId, organisationId), eq(cardPayments.id, id), ne(cardPayments.status, 'refunded')));
    },
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
