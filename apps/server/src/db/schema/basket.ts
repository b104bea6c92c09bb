import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './account';
import { branches, byBoxLocations, sameDayDeliveryTypes } from './merchants';
import { products } from './catalogue';

/** Line types (spec 3 §3): 1 product, 2 and 3 delivery charges, 4 discount, 5 by-box delivery. */
export const basketLineTypes = pgTable('basket_line_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  considerForAvailability: boolean('consider_for_availability').notNull(),
});

/**
 * A basket is the user's open order; when placed it becomes the order (status 'placed') and keeps its basketKey,
 * which is how order history, invoices and confirmation address it (spec 1 §3 Order).
 */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    basketKey: uuid('basket_key').notNull().defaultRandom(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    /** Optimistic concurrency: every update must name the version it read. */
    version: integer('version').notNull().default(1),
    customerOrderNo: varchar('customer_order_no', { length: 20 }),
    fulfillmentPostcode: varchar('fulfillment_postcode', { length: 10 }),
    quoteId: integer('quote_id').notNull().default(0),
    selectedBranchId: integer('selected_branch_id').references(() => branches.id),
    isDelivery: boolean('is_delivery').notNull().default(false),
    collectFromBranchOn: timestamp('collect_from_branch_on', { withTimezone: true }),
    /** The fulfilment option accepted on the availability page (spec 3 §4.1 ids 0-5); null until one is. */
    fulfilmentOptionId: smallint('fulfilment_option_id'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    discountCode: varchar('discount_code', { length: 30 }),
    /** By-box delivery (option 5, spec 3 §2.4/§4.6): the locker and the buyer's reference chosen in the by-box modal. */
    byBoxLocationId: integer('by_box_location_id').references(() => byBoxLocations.id),
    byBoxReference: varchar('by_box_reference', { length: 20 }),
    /** What the acceptance promised: each product line's quantity then (upper-case code → qty); null = nothing accepted. */
    acceptedQuantities: jsonb('accepted_quantities').$type<Record<string, number>>(),
    // Order fields, filled when the basket is placed.
    orderId: integer('order_id'),
    supplierOrderNumber: varchar('supplier_order_number', { length: 30 }),
    orderDate: timestamp('order_date', { withTimezone: true }),
    paymentMethodTypeId: integer('payment_method_type_id'),
    accountNumber: varchar('account_number', { length: 30 }),
    /** The account the order's account part was charged to: 'merchant' or 'trade-credit'; null = card only. */
    chargedAccountKind: varchar('charged_account_kind', { length: 20 }),
    /** What the card paid (the whole total, or the delivery lines of a split payment); null = no card. */
    cardAmountPence: integer('card_amount_pence'),
    contactName: varchar('contact_name', { length: 100 }),
    mobileNumber: varchar('mobile_number', { length: 30 }),
    telephoneNumber: varchar('telephone_number', { length: 30 }),
    address1: varchar('address1', { length: 60 }),
    address2: varchar('address2', { length: 60 }),
    town: varchar('town', { length: 30 }),
    postCode: varchar('post_code', { length: 30 }),
    preferredCollectionBranch: varchar('preferred_collection_branch', { length: 20 }),
    publicTrackerUrl: varchar('public_tracker_url', { length: 300 }),
    totalCostPence: integer('total_cost_pence'),
    totalCostWithVatPence: integer('total_cost_with_vat_pence'),
    /** The order's VAT invoice number in its merchant's series ('HL-000123') and when it was first issued; null until then. */
    invoiceNumber: varchar('invoice_number', { length: 20 }),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /** The merchant's progress on a placed order (domain orders/order-status.ts); the default lets any writer place one. */
    orderStatus: varchar('order_status', { length: 20 }).notNull().default('placed'),
    orderStatusUpdatedAt: timestamp('order_status_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('baskets_basket_key_key').on(t.basketKey),
    index('baskets_org_status_idx').on(t.organisationId, t.status),
    index('baskets_user_status_idx').on(t.userId, t.status),
    uniqueIndex('baskets_invoice_number_key').on(t.invoiceNumber).where(sql`${t.invoiceNumber} is not null`),
  ],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    id: serial('id').primaryKey(),
    basketId: integer('basket_id').notNull().references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    basketLineTypeId: integer('basket_line_type_id').notNull().references(() => basketLineTypes.id),
    manufacturerCode: varchar('manufacturer_code', { length: 60 }).notNull(),
    description: text('description').notNull(),
    qty: integer('qty').notNull(),
    costPence: integer('cost_pence').notNull(),
    displayedCostPence: integer('displayed_cost_pence').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    manufacturer: varchar('manufacturer', { length: 100 }),
    iBasisManId: integer('i_basis_man_id'),
    iBasisAppliance: varchar('i_basis_appliance', { length: 150 }),
    iBasisApplianceId: integer('i_basis_appliance_id'),
    iBasisGcn: varchar('i_basis_gcn', { length: 20 }),
    iBasisApplianceGc: varchar('i_basis_appliance_gc', { length: 20 }),
  },
  (t) => [index('basket_lines_basket_idx').on(t.basketId)],
);

export const saveForLater = pgTable(
  'save_for_later',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    productId: integer('product_id').references(() => products.id),
    /** Empty for single saved items; set for lines of a saved parts order. */
    orderReference: varchar('order_reference', { length: 20 }),
    title: varchar('title', { length: 200 }),
    manufacturerCode: varchar('manufacturer_code', { length: 60 }).notNull(),
    description: text('description').notNull(),
    imageUrl: varchar('image_url', { length: 300 }),
    qty: integer('qty').notNull(),
    manufacturer: varchar('manufacturer', { length: 100 }),
    iBasisManId: integer('i_basis_man_id'),
    iBasisAppliance: varchar('i_basis_appliance', { length: 150 }),
    iBasisApplianceId: integer('i_basis_appliance_id'),
    iBasisGcn: varchar('i_basis_gcn', { length: 20 }),
    iBasisApplianceGc: varchar('i_basis_appliance_gc', { length: 20 }),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('save_for_later_org_idx').on(t.organisationId, t.orderReference)],
);

export const discountCodes = pgTable('discount_codes', {
  code: varchar('code', { length: 30 }).primaryKey(),
  friendlyName: varchar('friendly_name', { length: 100 }).notNull(),
  percentOff: integer('percent_off').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  supplierId: integer('supplier_id'),
  description: text('description'),
});

/**
 * Same-day courier quotes as issued (spec 2 §3 Delivery quote). AddDeliveryQuoteToBasket only accepts a stored,
 * unexpired quote of the same user, so the price on the courier line is always one the server offered.
 */
export const deliveryQuotes = pgTable(
  'delivery_quotes',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull().references(() => organisations.id),
    userId: integer('user_id').notNull().references(() => users.id),
    branchId: integer('branch_id').notNull().references(() => branches.id),
    sameDayDeliveryTypeId: integer('same_day_delivery_type_id').notNull().references(() => sameDayDeliveryTypes.id),
    courierCode: varchar('courier_code', { length: 20 }).notNull(),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    distanceMiles: doublePrecision('distance_miles').notNull(),
    priceNetPence: integer('price_net_pence').notNull(),
    priceWithVatPence: integer('price_with_vat_pence').notNull(),
    deliveryAddress1: varchar('delivery_address1', { length: 60 }).notNull(),
    deliveryAddress2: varchar('delivery_address2', { length: 60 }),
    deliveryPostCode: varchar('delivery_post_code', { length: 10 }).notNull(),
    deliveryTown: varchar('delivery_town', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_quotes_user_idx').on(t.organisationId, t.userId)],
);
