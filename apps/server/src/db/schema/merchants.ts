import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/** Merchants. The flags mirror the supplier settings the availability and checkout rules read (spec 3 §3). */
export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  imageUrl: varchar('image_url', { length: 300 }).notNull(),
  deliveryChargeText: varchar('delivery_charge_text', { length: 200 }),
  showBranchDistance: boolean('show_branch_distance').notNull().default(true),
  showBranchDetailsLink: boolean('show_branch_details_link').notNull().default(true),
  isCreditAccount: boolean('is_credit_account').notNull().default(false),
  isTradeClub: boolean('is_trade_club').notNull().default(false),
  onlineDelivery: boolean('online_delivery').notNull().default(false),
  showPreferredCollectionBranch: boolean('show_preferred_collection_branch').notNull().default(false),
  samePostcodeVerification: boolean('same_postcode_verification').notNull().default(false),
  termsOfSaleLink: varchar('terms_of_sale_link', { length: 300 }),
  /** 1 card, 2 account (spec 3 §9). */
  defaultPaymentMethodTypeId: integer('default_payment_method_type_id').notNull().default(2),
  sparesFinder: boolean('spares_finder').notNull().default(true),
  automaticValidation: boolean('automatic_validation').notNull().default(false),
  /** Merchant 1: an account needs only branch and account number (spec 1 §5). */
  accountNeedsOnlyBranchAndNumber: boolean('account_needs_only_branch_and_number').notNull().default(false),
  courierBased: boolean('courier_based').notNull().default(false),
  byBoxDelivery: boolean('by_box_delivery').notNull().default(false),
  /** Feature flag that must be on for orders to this merchant (the named trade supplier). */
  orderingFeatureFlag: varchar('ordering_feature_flag', { length: 60 }),
  // Availability rules (spec 3 §4.1, issue 14), read by the engine in packages/domain/src/availability:
  /** Minutes a branch needs to pick an order for same-day collection. */
  sameDayPickMinutes: smallint('same_day_pick_minutes').notNull().default(30),
  /** Open days the merchant needs to bring in a part the branch does not hold (the future-date slot). */
  leadTimeDays: smallint('lead_time_days').notNull().default(3),
  /** The merchant delivers from a branch on the next working day (the next-day delivery slot, option 2). */
  deliversNextDay: boolean('delivers_next_day').notNull().default(false),
  /** Next-day delivery orders placed after this minute of the day (UK time) go a working day later. */
  deliveryCutoffMinute: smallint('delivery_cutoff_minute').notNull().default(960),
  /** Next-day delivery (option 2) charge ex VAT; null = the merchant charges nothing for it (domain nextDayDeliveryCharge). */
  nextDayChargePence: integer('next_day_charge_pence'),
  /** Products ex VAT above which next-day delivery is free; null = never free. */
  nextDayFreeOverPence: integer('next_day_free_over_pence'),
  /** The seller's VAT registration number and registered address, printed on its VAT invoices and credit notes. */
  vatNumber: varchar('vat_number', { length: 20 }),
  registeredAddress: varchar('registered_address', { length: 300 }),
  /** The prefix of the merchant's document numbers ('HL' → HL-000123); null prints 'M<id>' (migration 0029). */
  documentPrefix: varchar('document_prefix', { length: 6 }),
});

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    name: varchar('name', { length: 120 }).notNull(),
    supplierCode: varchar('supplier_code', { length: 20 }).notNull(),
    address1: varchar('address1', { length: 60 }).notNull(),
    address2: varchar('address2', { length: 60 }),
    address3: varchar('address3', { length: 60 }),
    address4: varchar('address4', { length: 60 }),
    town: varchar('town', { length: 60 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    telephone: varchar('telephone', { length: 30 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isExpressOpen: boolean('is_express_open').notNull().default(false),
    /** Express same-day orders (option 4) must be placed before this minute of the day (UK time). */
    expressCutoffMinute: smallint('express_cutoff_minute').notNull().default(900),
  },
  (t) => [index('branches_supplier_idx').on(t.supplierId)],
);

/** Opening hours per weekday (0 = Sunday). Minutes since midnight; null = closed. */
export const branchOpeningHours = pgTable(
  'branch_opening_hours',
  {
    branchId: integer('branch_id').notNull().references(() => branches.id),
    weekday: smallint('weekday').notNull(),
    opensAtMinute: smallint('opens_at_minute'),
    closesAtMinute: smallint('closes_at_minute'),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.weekday] })],
);

export const sameDayDeliveryTypes = pgTable('same_day_delivery_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  description: text('description').notNull(),
  imageUrl: varchar('image_url', { length: 300 }).notNull(),
});

export const branchSameDayDeliveryTypes = pgTable(
  'branch_same_day_delivery_types',
  {
    branchId: integer('branch_id').notNull().references(() => branches.id),
    sameDayDeliveryTypeId: integer('same_day_delivery_type_id').notNull().references(() => sameDayDeliveryTypes.id),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.sameDayDeliveryTypeId] })],
);

/** Merchant price list: the price a merchant charges for a product, in pence ex VAT. */
export const supplierPrices = pgTable(
  'supplier_prices',
  {
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    pricePence: integer('price_pence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId] })],
);

/** Stock on hand per branch. Only stocked products have a row. */
export const branchStock = pgTable(
  'branch_stock',
  {
    branchId: integer('branch_id').notNull().references(() => branches.id),
    productId: integer('product_id').notNull().references(() => products.id),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.branchId] })],
);

export const paymentMethodTypes = pgTable('payment_method_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const byBoxLocations = pgTable('by_box_locations', {
  id: serial('id').primaryKey(),
  exchange: varchar('exchange', { length: 100 }).notNull(),
  postalCode: varchar('postal_code', { length: 10 }).notNull(),
});
