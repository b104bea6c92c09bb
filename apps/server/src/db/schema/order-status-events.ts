import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baskets } from './basket';
import { suppliers } from './merchants';

/**
 * Order-status events a merchant sent to the webhook (providers/order-status/README.md). One row per (merchant,
 * eventId), written in the status change's transaction: a replayed event finds its row and changes nothing.
 */
export const merchantOrderStatusEvents = pgTable(
  'merchant_order_status_events',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    basketId: integer('basket_id').notNull().references(() => baskets.id),
    fromStatus: varchar('from_status', { length: 20 }).notNull(),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('merchant_order_status_events_event_key').on(t.supplierId, t.eventId)],
);
