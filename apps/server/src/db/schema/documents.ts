import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Gapless document number series (migration 0029): one row per series, 'invoice:<supplier id>' for a merchant's VAT
 * invoices (HMRC VAT Notice 700 §16.3: a unique, sequential number). modules/orders/document-numbers.repository.ts
 * is the one writer: UPDATE … RETURNING inside the transaction that stores the number.
 */
export const documentCounters = pgTable('document_counters', {
  series: varchar('series', { length: 40 }).primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});
