import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';
import { products } from './catalogue';

/*
 * The customer's lists: sourcing requests, cash back, liked (favourite) and requested products. They refer to the
 * catalogue and the account; neither refers back, so the schema files import in one direction.
 * Search columns and indexes on products are plain SQL in migrations/0002_search_indexes.sql (generated tsvector,
 * normalised MPN, GIN / trigram indexes), because drizzle-kit cannot express them.
 */

/** 'Want us to source this part for you?' requests (spec 2 §4): kept, mailed to the sourcing team, listed as requested. */
export const sourcingRequests = pgTable(
  'sourcing_requests',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    /** The scenario text, e.g. 'Obsolete Part Availability Request' (spec 2 §7). */
    type: varchar('type', { length: 100 }).notNull(),
    manufacturerPartNumber: varchar('manufacturer_part_number', { length: 60 }).notNull(),
    description: text('description').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    manufacturer: varchar('manufacturer', { length: 100 }),
    iBasisManId: varchar('i_basis_man_id', { length: 20 }),
    iBasisAppliance: varchar('i_basis_appliance', { length: 150 }),
    iBasisApplianceId: varchar('i_basis_appliance_id', { length: 20 }),
    iBasisGcn: varchar('i_basis_gcn', { length: 20 }),
    iBasisApplianceGc: varchar('i_basis_appliance_gc', { length: 20 }),
    qty: integer('qty'),
    requestedProductId: integer('requested_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sourcing_requests_org_user_idx').on(t.organisationId, t.userId)],
);

/** Cash-back registrations from the 'Cash Back Available' modal (spec 2 §4). */
export const cashBackRegistrations = pgTable(
  'cash_back_registrations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_back_registrations_org_idx').on(t.organisationId)],
);

export const likedProducts = pgTable(
  'liked_products',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    productId: integer('product_id').notNull().references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('liked_products_user_product_key').on(t.userId, t.productId)],
);

export const requestedProducts = pgTable(
  'requested_products',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    manufacturerPartNumber: varchar('manufacturer_part_number', { length: 60 }).notNull(),
    description: text('description').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    iBasisAppliance: varchar('i_basis_appliance', { length: 150 }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('requested_products_org_idx').on(t.organisationId)],
);
