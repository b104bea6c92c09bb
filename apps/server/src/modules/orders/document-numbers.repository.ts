import { eq, sql } from 'drizzle-orm';
import { formatDocumentNumber, invoiceSeries } from '@sparesfinder/domain/orders/document-number';
import type { Database, Executor } from '../../db/client';
import { baskets, documentCounters } from '../../db/schema/index';

export interface IssuedInvoice {
  invoiceNumber: string;
  invoiceIssuedAt: Date;
}

/**
 * VAT invoice numbers (issue #44, migration 0029): one gapless series per merchant in document_counters. A number is
 * taken inside the transaction that stores it on the order: the counter's row stays locked until that commits, so
 * concurrent issuers of one merchant queue, and a rollback gives the number back (no gaps, no duplicates).
 */
export function createDocumentNumbersRepository(db: Database) {
  /** The merchant's next invoice number, inside the caller's transaction (a new merchant's series starts at 1). */
  async function nextInvoiceNumber(supplierId: number, tx: Executor): Promise<number> {
    // UPDATE … RETURNING, as an upsert so a merchant added after the seed needs no counter row first.
    const [row] = await tx
      .insert(documentCounters)
      .values({ series: invoiceSeries(supplierId), lastValue: 1 })
      .onConflictDoUpdate({ target: documentCounters.series, set: { lastValue: sql`${documentCounters.lastValue} + 1` } })
      .returning({ value: documentCounters.lastValue });
    return row!.value;
  }

  return {
    nextInvoiceNumber,

    /**
     * The order's invoice number, given at first need (lazy but durable): the first time its invoice, a credit note
     * against it or the export is issued, under the order's row lock, it takes the merchant's next number and keeps
     * it for good. The invoice is issued then, so its number and date are that moment's (HMRC VAT Notice 700 §16.3);
     * the tax point stays the order's date. Placement may call `nextInvoiceNumber` in its own transaction instead.
     */
    async issueInvoiceNumber(order: { basketId: number; supplierId: number; documentPrefix: string | null }, now: Date): Promise<IssuedInvoice> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ invoiceNumber: baskets.invoiceNumber, invoiceIssuedAt: baskets.invoiceIssuedAt })
          .from(baskets)
          .where(eq(baskets.id, order.basketId))
          .for('update');
        if (locked?.invoiceNumber && locked.invoiceIssuedAt) return { invoiceNumber: locked.invoiceNumber, invoiceIssuedAt: locked.invoiceIssuedAt };
        const invoiceNumber = formatDocumentNumber(order.documentPrefix, order.supplierId, await nextInvoiceNumber(order.supplierId, tx));
        await tx.update(baskets).set({ invoiceNumber, invoiceIssuedAt: now }).where(eq(baskets.id, order.basketId));
        return { invoiceNumber, invoiceIssuedAt: now };
      });
    },
  };
}
export type DocumentNumbersRepository = ReturnType<typeof createDocumentNumbersRepository>;
