import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appliances, applianceParts, attributes, classifications, manuals, manufacturers, organisations, productAttributes, products, relatedProducts } from '../../db/schema/index';

/** The product modals' reads (spec 2 §2 Modals): shared catalogue data, no organisation scope needed. */
export function createProductDetailsRepository(db: Executor) {
  return {
    async productExists(productId: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      return row !== undefined;
    },

    listSpecifications(productId: number) {
      return db
        .select({ attributeName: attributes.name, value: productAttributes.value })
        .from(productAttributes)
        .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
        .where(eq(productAttributes.productId, productId))
        .orderBy(asc(attributes.name));
    },

    /** Appliances a part fits, found by its MPN (case- and punctuation-insensitive) and, if given, its maker. */
    listAppliancesFitting(normalisedMpn: string, manufacturerId: number | undefined) {
      const byMaker = manufacturerId === undefined ? undefined : eq(products.manufacturerId, manufacturerId);
      return db
        .select({ applianceId: appliances.id, manufacturer: manufacturers.name, applianceName: appliances.name, gcn: appliances.gcNumber, hasManual: appliances.hasManual })
        .from(products)
        .innerJoin(applianceParts, eq(applianceParts.productId, products.id))
        .innerJoin(appliances, eq(appliances.id, applianceParts.applianceId))
        .innerJoin(manufacturers, eq(manufacturers.id, appliances.manufacturerId))
        .where(and(sql`${products}.mpn_normalised = ${normalisedMpn}`, byMaker))
        .orderBy(asc(manufacturers.name), asc(appliances.name), asc(appliances.id))
        .limit(500);
    },

    async countRelated(productId: number): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(relatedProducts).where(eq(relatedProducts.productId, productId));
      return Number(row?.count ?? 0);
    },

    /** Related products with the viewer organisation's buying-group status, to price them at what it pays. */
    listRelated(productId: number, organisationId: number, skip: number, take: number) {
      return db
        .select({
          id: relatedProducts.relatedProductId,
          description: products.description,
          pricePence: products.pricePence,
          buyingGroupCostPence: products.buyingGroupCostPence,
          buyingGroupStatusId: sql<number>`coalesce(${organisations.buyingGroupStatusId}, 0)`.mapWith(Number),
          imageUrl: products.imageUrl,
          mpn: products.mpn,
          sortOrder: sql<number>`coalesce(${classifications.sortOrder}, 0)`,
        })
        .from(relatedProducts)
        .innerJoin(products, eq(products.id, relatedProducts.relatedProductId))
        .leftJoin(classifications, eq(classifications.id, products.classificationId))
        .leftJoin(organisations, eq(organisations.id, organisationId))
        .where(eq(relatedProducts.productId, productId))
        .orderBy(asc(relatedProducts.sortOrder), asc(relatedProducts.relatedProductId))
        .limit(take)
        .offset(skip);
    },

    /** The appliance's manual (the first one when there are several), or undefined when it has none. */
    async findManual(applianceId: number) {
      const [row] = await db
        .select({ title: manuals.title, applianceName: appliances.name, gcNumber: appliances.gcNumber })
        .from(appliances)
        .innerJoin(manuals, eq(manuals.applianceId, appliances.id))
        .where(and(eq(appliances.id, applianceId), eq(appliances.hasManual, true)))
        .orderBy(asc(manuals.id))
        .limit(1);
      return row;
    },
  };
}
export type ProductDetailsRepository = ReturnType<typeof createProductDetailsRepository>;
