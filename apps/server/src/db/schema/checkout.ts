import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';
import { baskets } from './basket';

/**
 * Card payments for a basket (spec 3 §4.8, decision 014). A row is written when a card order is submitted (the order
 * does not exist yet) and names the gateway's payment; completion asks the gateway, never the browser, whether it was
 * paid. No card number or CVC is ever stored: the gateway keeps them, we keep its reference and token.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    basketId: integer('basket_id').notNull().references(() => baskets.id),
    /** The gateway's id of this payment (its hosted page and status). */
    gatewayReference: varchar('gateway_reference', { length: 64 }).notNull(),
    /**
     * pending → paid (it placed the order, in the placing transaction) | refunding → refunded (paid, but no order
     * could be placed with it, or the order was placed otherwise) | failed | aborted (cancelled before it was paid).
     */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    amountPence: integer('amount_pence').notNull(),
    /** The saved card paid with, or the token the gateway minted for a card the customer chose to save. */
    tokenId: varchar('token_id', { length: 64 }),
    saveCard: boolean('save_card').notNull().default(false),
    /** Set when a paid completion was refused and the payment refunded: what the buyer is told on every retry. */
    refundMessage: varchar('refund_message', { length: 400 }),
    /** The validated order submission (contact, addresses, reference): what the order is placed with once paid. */
    submission: jsonb('submission').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('card_payments_gateway_reference_key').on(t.gatewayReference),
    index('card_payments_basket_idx').on(t.basketId),
    index('card_payments_unsettled_idx').on(t.createdAt).where(sql`${t.status} IN ('pending', 'refunding')`),
    uniqueIndex('card_payments_one_pending_per_basket').on(t.basketId).where(sql`${t.status} = 'pending'`),
  ],
);
