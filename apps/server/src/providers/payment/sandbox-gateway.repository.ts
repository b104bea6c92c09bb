import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxGatewayPayments, sandboxGatewayRefunds, sandboxGatewayTokens } from '../../db/schema/index';

export type SandboxPaymentRow = typeof sandboxGatewayPayments.$inferSelect;
type PaymentChanges = Partial<Pick<SandboxPaymentRow, 'status' | 'tokenId' | 'last4Digits' | 'expiryDate'>>;

/**
 * The sandbox gateway's own tables (db/schema/sandbox-gateway.ts): its payments, tokens and refunds survive a
 * restart as a real gateway's would. Every status change is conditional on the status read, so two requests for
 * one payment cannot both move it (one pay, one refund).
 */
export function createSandboxGatewayRepository(db: Database) {
  return {
    async insertPayment(row: typeof sandboxGatewayPayments.$inferInsert) {
      await db.insert(sandboxGatewayPayments).values(row);
    },
    async findPayment(reference: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.reference, reference)).limit(1);
      return row;
    },
    /** Moves the payment from `from` to its new state; false when another request moved it first. */
    async movePayment(reference: string, from: string, changes: PaymentChanges, now: Date): Promise<boolean> {
      const moved = await db
        .update(sandboxGatewayPayments)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(sandboxGatewayPayments.reference, reference), eq(sandboxGatewayPayments.status, from)))
        .returning({ reference: sandboxGatewayPayments.reference });
      return moved.length === 1;
    },
    /** Marks the payment refunded and records the refund, at most once (the unique index on the payment). */
    async refundPayment(payment: SandboxPaymentRow, reason: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(sandboxGatewayPayments)
          .set({ status: 'refunded', updatedAt: now })
          .where(and(eq(sandboxGatewayPayments.reference, payment.reference), eq(sandboxGatewayPayments.status, 'paid')))
          .returning({ reference: sandboxGatewayPayments.reference });
        if (moved.length === 0) return false;
        await tx.insert(sandboxGatewayRefunds).values({ paymentReference: payment.reference, amountPence: payment.amountPence, reason: reason.slice(0, 300), createdAt: now });
        return true;
      });
    },
    listRefunds(reference: string) {
      return db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentReference, reference));
    },
    async findToken(tokenId: string) {
      const [row] = await db.select().from(sandboxGatewayTokens).where(eq(sandboxGatewayTokens.tokenId, tokenId)).limit(1);
      return row;
    },
    async insertToken(row: typeof sandboxGatewayTokens.$inferInsert) {
      await db.insert(sandboxGatewayTokens).values(row).onConflictDoNothing();
    },
    async deleteToken(tokenId: string) {
      await db.delete(sandboxGatewayTokens).where(eq(sandboxGatewayTokens.tokenId, tokenId));
    },
  };
}
export type SandboxGatewayRepository = ReturnType<typeof createSandboxGatewayRepository>;
