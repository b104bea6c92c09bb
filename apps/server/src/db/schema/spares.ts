import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';
import { products } from './catalogue';

/**
 * spec 3 §7 "Subscribe to part availability": an organisation asks to hear when an obsolete (price 0) part is in
 * stock again. One row per organisation and part (a double click or retry answers the same row); notifiedAt is set
 * when the stock watcher has told the user, and cleared when they ask again.
 */
export const partAvailabilityRequests = pgTable(
  'part_availability_requests',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    productId: integer('product_id').notNull().references(() => products.id),
    manufacturerPartNumber: varchar('manufacturer_part_number', { length: 60 }).notNull(),
    description: text('description').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    /** The branch chosen on the basket, if any: stock there is what counts (else at any branch). */
    selectedBranchId: integer('selected_branch_id'),
    iBasisManId: integer('i_basis_man_id'),
    iBasisAppliance: varchar('i_basis_appliance', { length: 150 }),
    iBasisApplianceId: integer('i_basis_appliance_id'),
    iBasisGcn: varchar('i_basis_gcn', { length: 20 }),
    iBasisApplianceGc: varchar('i_basis_appliance_gc', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('part_availability_requests_org_product_key').on(t.organisationId, t.productId),
    // The stock watcher reads only the requests still waiting.
    index('part_availability_requests_waiting_idx').on(t.productId).where(sql`notified_at IS NULL`),
  ],
);
