import { boolean, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox gateway's own state (providers/payment, decision 014). It stands in for an external card
 * service, so it keeps its own tables, apart from our orders and card_payments, and never references them: a real
 * gateway would keep these on its side. Never a card number or CVC: a token, the last four digits, expiry and brand.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  reference: varchar('reference', { length: 64 }).primaryKey(),
  /** The shop's id of the attempt, as a real gateway echoes it. */
  merchantReference: varchar('merchant_reference', { length: 100 }).notNull(),
  /** The shop's customer who started it (the organisation): the hosted page and its calls answer no one else. */
  customerReference: varchar('customer_reference', { length: 100 }),
  description: varchar('description', { length: 200 }).notNull(),
  amountPence: integer('amount_pence').notNull(),
  /** pending → paid | failed | aborted; paid → refunded. */
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  offerToSave: boolean('offer_to_save').notNull().default(false),
  tokenId: varchar('token_id', { length: 64 }),
  last4Digits: varchar('last4_digits', { length: 4 }),
  /** MMYY. */
  expiryDate: varchar('expiry_date', { length: 4 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Saved cards as the gateway knows them: what it can charge without card entry. */
export const sandboxGatewayTokens = pgTable('sandbox_gateway_tokens', {
  tokenId: varchar('token_id', { length: 64 }).primaryKey(),
  last4Digits: varchar('last4_digits', { length: 4 }).notNull(),
  expiryDate: varchar('expiry_date', { length: 4 }).notNull(),
  brand: varchar('brand', { length: 20 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Refunds (voids) of paid payments: at most one per payment, so a retried refund never pays back twice. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    paymentReference: varchar('payment_reference', { length: 64 })
      .notNull()
      .references(() => sandboxGatewayPayments.reference),
    amountPence: integer('amount_pence').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_gateway_refunds_payment_key').on(t.paymentReference)],
);
