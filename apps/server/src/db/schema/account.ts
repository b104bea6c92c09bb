import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { branches, suppliers } from './merchants';

/** User groups drive the shop variant (id 4 = electrical services, spec 1 §6) and the banner text. */
export const userGroups = pgTable('user_groups', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  allowSpares: boolean('allow_spares').notNull().default(true),
  searchUrl: varchar('search_url', { length: 200 }).notNull().default('/Spares'),
  hideOfferLabels: boolean('hide_offer_labels').notNull().default(false),
  tradeHelpBtCreditAccount: boolean('trade_help_bt_credit_account').notNull().default(false),
  /** HTML shown in the banner strip; the literal 'noshow' means no banner (spec 1 §2). */
  bannerText: text('banner_text').notNull().default('noshow'),
});

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  orgName: varchar('org_name', { length: 120 }).notNull(),
  postCode: varchar('post_code', { length: 30 }),
  address1: varchar('address1', { length: 60 }),
  address2: varchar('address2', { length: 60 }),
  address3: varchar('address3', { length: 60 }),
  county: varchar('county', { length: 30 }),
  townCity: varchar('town_city', { length: 30 }),
  email: varchar('email', { length: 200 }),
  telephone: varchar('telephone', { length: 30 }),
  regCompanyNo: varchar('reg_company_no', { length: 30 }),
  mobile: varchar('mobile', { length: 30 }),
  contactName: varchar('contact_name', { length: 100 }),
  gasSafeNo: varchar('gas_safe_no', { length: 30 }),
  /** 0/1 = not a member, above 1 = joined the buying group (spec 1 §4). */
  buyingGroupStatusId: integer('buying_group_status_id').notNull().default(0),
  userGroupId: integer('user_group_id').notNull().references(() => userGroups.id),
  byBoxEnabled: boolean('by_box_enabled').notNull().default(false),
  tradeHelpBtCreditAccount: boolean('trade_help_bt_credit_account').notNull().default(false),
  preferNonGenuineParts: boolean('prefer_non_genuine_parts').notNull().default(false),
  isTestAccount: boolean('is_test_account').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    /** Stored lower-cased; sign-in compares lower-cased input. */
    email: varchar('email', { length: 200 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    surname: varchar('surname', { length: 50 }).notNull(),
    telephone: varchar('telephone', { length: 30 }),
    roleName: varchar('role_name', { length: 40 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    disableProductCheckout: boolean('disable_product_checkout').notNull().default(false),
    isTestUser: boolean('is_test_user').notNull().default(false),
    isContactUser: boolean('is_contact_user').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_organisation_idx').on(t.organisationId)],
);

/** Server-side sessions (BFF). The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    /** utm_* parameters captured at sign-in, restored into the URL by the app (spec 3 §9). */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Merchant credit accounts linked to an organisation (spec 1 §3 "Merchant (credit) account"). */
export const organisationSuppliers = pgTable(
  'organisation_suppliers',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    accountNumber: varchar('account_number', { length: 30 }).notNull(),
    typeId: integer('type_id').notNull().default(1),
    branchId: integer('branch_id').references(() => branches.id),
    postcode: varchar('postcode', { length: 30 }),
    telephoneNumber: varchar('telephone_number', { length: 30 }),
    /** 0 = not validated, 1 = validated, 2 = unsuccessful, 3 = in review (spec 1 §4). */
    isValidated: integer('is_validated').notNull().default(0),
    sparesFinder: boolean('spares_finder').notNull().default(false),
    defaultPaymentMethodTypeId: integer('default_payment_method_type_id').notNull().default(2),
    /** Credit the merchant allows on this account and what is owed now (integer pence; checkout issue #15). */
    creditLimitPence: integer('credit_limit_pence').notNull().default(0),
    balancePence: integer('balance_pence').notNull().default(0),
  },
  (t) => [index('organisation_suppliers_org_idx').on(t.organisationId)],
);

export const savedCards = pgTable('saved_cards', {
  tokenId: varchar('token_id', { length: 64 }).primaryKey(),
  organisationId: integer('organisation_id').notNull().references(() => organisations.id),
  userId: integer('user_id').notNull().references(() => users.id),
  expiryDate: varchar('expiry_date', { length: 4 }).notNull(),
  last4Digits: varchar('last4_digits', { length: 4 }).notNull(),
  billingAddress1: varchar('billing_address1', { length: 60 }).notNull(),
  billingAddress2: varchar('billing_address2', { length: 60 }),
  billingCity: varchar('billing_city', { length: 30 }).notNull(),
  billingPostCode: varchar('billing_post_code', { length: 30 }).notNull(),
});

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  organisationId: integer('organisation_id').notNull().references(() => organisations.id),
  isBilling: boolean('is_billing').notNull().default(false),
  firstName: varchar('first_name', { length: 20 }).notNull(),
  surname: varchar('surname', { length: 20 }).notNull(),
  companyName: varchar('company_name', { length: 30 }),
  address1: varchar('address1', { length: 60 }).notNull(),
  address2: varchar('address2', { length: 60 }),
  city: varchar('city', { length: 30 }).notNull(),
  county: varchar('county', { length: 30 }),
  postCode: varchar('post_code', { length: 30 }).notNull(),
});

/**
 * A trade credit account (spec 3 §6 tradeHelpBTCreditAccount, set on the organisation or its user group): a credit
 * line from a finance provider, charged for account orders from any merchant (decision 020). One per organisation.
 */
export const tradeCreditAccounts = pgTable(
  'trade_credit_accounts',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    providerName: varchar('provider_name', { length: 60 }).notNull(),
    accountNumber: varchar('account_number', { length: 30 }).notNull(),
    creditLimitPence: integer('credit_limit_pence').notNull(),
    balancePence: integer('balance_pence').notNull().default(0),
  },
  (t) => [uniqueIndex('trade_credit_accounts_organisation_key').on(t.organisationId)],
);
