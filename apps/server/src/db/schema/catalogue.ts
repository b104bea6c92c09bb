import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Three-level category tree. Spares categories hang under the SPARES parent (spec 1 §2). */
export const classifications = pgTable(
  'classifications',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 120 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    level: integer('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isSpares: boolean('is_spares').notNull().default(false),
  },
  (t) => [index('classifications_parent_idx').on(t.parentId)],
);

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const appliances = pgTable(
  'appliances',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id').notNull().references(() => manufacturers.id),
    name: varchar('name', { length: 150 }).notNull(),
    /** Gas Council number, digits only (spec 3 §5: dashes and spaces excluded). Not unique: 4799902 is shared. */
    gcNumber: varchar('gc_number', { length: 20 }).notNull(),
    hasManual: boolean('has_manual').notNull().default(false),
  },
  (t) => [index('appliances_manufacturer_idx').on(t.manufacturerId), index('appliances_gc_idx').on(t.gcNumber)],
);

export const partTypes = pgTable('part_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    mpn: varchar('mpn', { length: 60 }).notNull(),
    description: text('description').notNull(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    classificationId: integer('classification_id').references(() => classifications.id),
    partTypeId: integer('part_type_id').references(() => partTypes.id),
    /** List price in pence ex VAT; 0 = obsolete (spec 2 §3). */
    pricePence: integer('price_pence').notNull(),
    buyingGroupCostPence: integer('buying_group_cost_pence'),
    imageUrl: varchar('image_url', { length: 300 }).notNull(),
    isSpare: boolean('is_spare').notNull().default(false),
    isCashBack: boolean('is_cash_back').notNull().default(false),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    /** Genuine part (false = a pattern/merchant equivalent). */
    isGenuine: boolean('is_genuine').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_mpn_key').on(t.mpn),
    index('products_classification_idx').on(t.classificationId),
    index('products_manufacturer_idx').on(t.manufacturerId),
  ],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    value: varchar('value', { length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] }), index('product_attributes_attr_value_idx').on(t.attributeId, t.value)],
);

/** Exploded diagrams per appliance; each is a diagram category of the spares finder (spec 3 §2.2). */
export const diagrams = pgTable(
  'diagrams',
  {
    id: serial('id').primaryKey(),
    applianceId: integer('appliance_id').notNull().references(() => appliances.id),
    name: varchar('name', { length: 120 }).notNull(),
    imageUrl: varchar('image_url', { length: 300 }).notNull(),
  },
  (t) => [index('diagrams_appliance_idx').on(t.applianceId)],
);

/** Which part fits which appliance, with its place on a diagram. */
export const applianceParts = pgTable(
  'appliance_parts',
  {
    applianceId: integer('appliance_id').notNull().references(() => appliances.id),
    productId: integer('product_id').notNull().references(() => products.id),
    diagramId: integer('diagram_id').references(() => diagrams.id),
    placementRef: varchar('placement_ref', { length: 10 }),
  },
  (t) => [primaryKey({ columns: [t.applianceId, t.productId] }), index('appliance_parts_product_idx').on(t.productId)],
);

export const manuals = pgTable('manuals', {
  id: serial('id').primaryKey(),
  applianceId: integer('appliance_id').notNull().references(() => appliances.id),
  title: varchar('title', { length: 200 }).notNull(),
});

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    relatedProductId: integer('related_product_id').notNull().references(() => products.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

/** Equivalent parts: 'genuine_equivalent' or 'merchant_equivalent' (spec 3 §3). */
export const productEquivalents = pgTable(
  'product_equivalents',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    equivalentProductId: integer('equivalent_product_id').notNull().references(() => products.id),
    kind: varchar('kind', { length: 30 }).notNull(),
    supplierId: integer('supplier_id'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.equivalentProductId] }),
    // Availability asks both ways round (what stands in for a basket product, and what a basket product stands in for).
    index('product_equivalents_equivalent_idx').on(t.equivalentProductId),
  ],
);
