import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';

/** Feature flags keyed by name (spec 3 §3 "feature flags (a list keyed by feature name)"). */
export const featureFlags = pgTable('feature_flags', {
  name: varchar('name', { length: 60 }).primaryKey(),
  isEnabled: boolean('is_enabled').notNull().default(false),
  description: text('description'),
});

/** Per-organisation override of a global flag. */
export const organisationFeatureFlags = pgTable(
  'organisation_feature_flags',
  {
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    name: varchar('name', { length: 60 }).notNull(),
    isEnabled: boolean('is_enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.name] })],
);

export const configurationVariables = pgTable('configuration_variables', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    title: varchar('title', { length: 200 }).notNull(),
    text: text('text').notNull(),
    fullDescription: text('full_description').notNull(),
    hasRead: boolean('has_read').notNull().default(false),
    logDateTime: timestamp('log_date_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.hasRead)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  organisationId: integer('organisation_id').notNull().references(() => organisations.id),
  userId: integer('user_id').notNull().references(() => users.id),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 200 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 40 }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail the shop sends goes through this outbox; the provider delivers and stamps sentAt. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  /** The organisation the mail concerns (null: the shop's own mail); /dev/mail shows a viewer only their organisation's. */
  organisationId: integer('organisation_id').references(() => organisations.id),
  toAddress: varchar('to_address', { length: 200 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  provider: varchar('provider', { length: 30 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/**
 * Counters behind throttling (domain throttle.ts): sign-in failures per account and per address, messages sent per
 * user. In the database, not in memory, so every app node sees the same counts. Keys are namespaced
 * ('sign-in:account:…', 'sign-in:address:…', 'messages:user:…').
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: varchar('key', { length: 320 }).primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
