import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';
import { suppliers } from './merchants';

/**
 * Each merchant's own register of trade accounts, standing in for the merchant's account system: supplier 2's
 * automatic validation (spec 1 §4) checks a new merchant account's number, postcode and phone against it, and the
 * review of the other merchants' applications reads it too (modules/merchant-accounts). Postcode and phone are kept
 * normalised (upper case without spaces; digits only).
 */
export const merchantAccountRegister = pgTable(
  'merchant_account_register',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    accountNumber: varchar('account_number', { length: 30 }).notNull(),
    holderName: varchar('holder_name', { length: 120 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    telephone: varchar('telephone', { length: 20 }).notNull(),
  },
  (t) => [uniqueIndex('merchant_account_register_key').on(t.supplierId, t.accountNumber)],
);

/** The signed buying-group agreement (spec 1 §3 "Buying group join"), kept so the admin can view it later. */
export const buyingGroupAgreements = pgTable(
  'buying_group_agreements',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** The signature as the pad drew it: a JPEG data URL (spec 1 §5). */
    signatureImage: text('signature_image').notNull(),
    address1: varchar('address1', { length: 60 }).notNull(),
    address2: varchar('address2', { length: 60 }),
    address3: varchar('address3', { length: 60 }),
    town: varchar('town', { length: 30 }).notNull(),
    postcode: varchar('postcode', { length: 30 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('buying_group_agreements_org_key').on(t.organisationId)],
);

/** One-time set-password links sent by Account/InviteUser; only the token's SHA-256 is stored. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_invitations_user_idx').on(t.userId)],
);

/** The trades an organisation works in (spec 1 §3 "Trade": id, selected flag); trade names are in domain/account/trades. */
export const organisationTrades = pgTable(
  'organisation_trades',
  {
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    tradeId: integer('trade_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.tradeId] })],
);
