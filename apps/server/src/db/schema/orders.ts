import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';
import { baskets } from './basket';

/** Credit notes a merchant issued against an order (spec 1 §3 Credit note: creditDate, identifier). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    basketId: integer('basket_id').notNull().references(() => baskets.id),
    identifier: varchar('identifier', { length: 40 }).notNull(),
    creditDate: timestamp('credit_date', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    /** Credited amount ex VAT, integer pence. */
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [uniqueIndex('credit_notes_identifier_key').on(t.identifier), index('credit_notes_basket_idx').on(t.organisationId, t.basketId)],
);

/**
 * Bulk invoice exports (spec 1 §5, spec 3 §2.9): one row per requested period, built by a background job; the zip is
 * kept until `expiresAt`. (organisation, taskId) is unique so a retried request is the same export.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    id: serial('id').primaryKey(),
    fileId: uuid('file_id').notNull().defaultRandom(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    taskId: varchar('task_id', { length: 60 }).notNull(),
    fromDate: timestamp('from_date', { withTimezone: true }).notNull(),
    toDate: timestamp('to_date', { withTimezone: true }).notNull(),
    /** 'pending' | 'ready' | 'failed' */
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    zipBase64: text('zip_base64'),
    orderCount: integer('order_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('order_exports_file_id_key').on(t.fileId), uniqueIndex('order_exports_task_key').on(t.organisationId, t.taskId)],
);
