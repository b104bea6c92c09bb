import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchOpeningHours, branchSameDayDeliveryTypes, branches, productEquivalents, products, sameDayDeliveryTypes, supplierPrices, suppliers } from '../../db/schema/index';

/** A branch with its merchant's settings and availability rules. */
const branchColumns = {
  id: branches.id,
  name: branches.name,
  supplierId: branches.supplierId,
  latitude: branches.latitude,
  longitude: branches.longitude,
  isExpressOpen: branches.isExpressOpen,
  expressCutoffMinute: branches.expressCutoffMinute,
  address1: branches.address1,
  address2: branches.address2,
  address3: branches.address3,
  address4: branches.address4,
  postcode: branches.postcode,
  telephone: branches.telephone,
  email: branches.email,
  supplier: {
    name: suppliers.name,
    imageUrl: suppliers.imageUrl,
    deliveryChargeText: suppliers.deliveryChargeText,
    showBranchDistance: suppliers.showBranchDistance,
    showBranchDetailsLink: suppliers.showBranchDetailsLink,
    isCreditAccount: suppliers.isCreditAccount,
    isTradeClub: suppliers.isTradeClub,
    onlineDelivery: suppliers.onlineDelivery,
    showPreferredCollectionBranch: suppliers.showPreferredCollectionBranch,
    samePostcodeVerification: suppliers.samePostcodeVerification,
    termsOfSaleLink: suppliers.termsOfSaleLink,
  },
  /** The merchant's next-day delivery terms: the row's delivery charge text is made from them (availability-view.ts). */
  nextDayTerms: { chargePence: suppliers.nextDayChargePence, freeOverPence: suppliers.nextDayFreeOverPence },
  rules: {
    sameDayPickMinutes: suppliers.sameDayPickMinutes,
    leadTimeDays: suppliers.leadTimeDays,
    deliversNextDay: suppliers.deliversNextDay,
    deliveryCutoffMinute: suppliers.deliveryCutoffMinute,
    byBoxDelivery: suppliers.byBoxDelivery,
  },
};

/**
 * Reads for availability: shared reference data (branches, merchants, price lists, catalogue), none of it owned by
 * an organisation; the asking organisation's basket and settings come from the basket and account services.
 */
export function createAvailabilityRepository(db: Database) {
  const selectBranches = () => db.select(branchColumns).from(branches).innerJoin(suppliers, eq(suppliers.id, branches.supplierId));
  return {
    /**
     * The `limit` branches nearest a point, with their merchant's settings. Ranked in SQL by an equirectangular
     * distance (exact enough to order UK branches; the service computes the great-circle miles it shows).
     */
    async findNearestBranches(point: { latitude: number; longitude: number }, limit: number) {
      const cosLat = Math.cos((point.latitude * Math.PI) / 180);
      const rank = sql`power(${branches.latitude} - ${point.latitude}, 2) + power((${branches.longitude} - ${point.longitude}) * ${cosLat}, 2)`;
      return selectBranches()
        .orderBy(rank, asc(branches.id))
        .limit(limit);
    },

    /** One branch by id (acceptance recomputes the chosen branch only); branches are the same for everyone. */
    async findBranchById(branchId: number) {
      return selectBranches().where(eq(branches.id, branchId)).limit(1);
    },

    async findOpeningHours(branchIds: readonly number[]) {
      if (branchIds.length === 0) return [];
      return db
        .select({ branchId: branchOpeningHours.branchId, weekday: branchOpeningHours.weekday, opensAtMinute: branchOpeningHours.opensAtMinute, closesAtMinute: branchOpeningHours.closesAtMinute })
        .from(branchOpeningHours)
        .where(inArray(branchOpeningHours.branchId, [...branchIds]));
    },

    async findSameDayDeliveryTypes(branchIds: readonly number[]) {
      if (branchIds.length === 0) return [];
      return db
        .select({ branchId: branchSameDayDeliveryTypes.branchId, id: sameDayDeliveryTypes.id, name: sameDayDeliveryTypes.name, description: sameDayDeliveryTypes.description, imageUrl: sameDayDeliveryTypes.imageUrl })
        .from(branchSameDayDeliveryTypes)
        .innerJoin(sameDayDeliveryTypes, eq(sameDayDeliveryTypes.id, branchSameDayDeliveryTypes.sameDayDeliveryTypeId))
        .where(inArray(branchSameDayDeliveryTypes.branchId, [...branchIds]))
        .orderBy(asc(sameDayDeliveryTypes.id));
    },

    async findMerchantPrices(supplierIds: readonly number[], productIds: readonly number[]) {
      if (supplierIds.length === 0 || productIds.length === 0) return [];
      return db
        .select({ supplierId: supplierPrices.supplierId, productId: supplierPrices.productId, pricePence: supplierPrices.pricePence })
        .from(supplierPrices)
        .where(and(inArray(supplierPrices.supplierId, [...supplierIds]), inArray(supplierPrices.productId, [...productIds])));
    },

    async findProductsByIds(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .select({
          id: products.id,
          mpn: products.mpn,
          description: products.description,
          imageUrl: products.imageUrl,
          manufacturerId: products.manufacturerId,
          isGenuine: products.isGenuine,
          listPricePence: products.pricePence,
          buyingGroupCostPence: products.buyingGroupCostPence,
        })
        .from(products)
        .where(inArray(products.id, [...productIds]));
    },

    /** Every merchant's id and name, by id (the sort list's merchant filters; reference data, no organisation). */
    listMerchants: () => db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.id)),

    /** Equivalence rows touching these products, either way round (a pattern part's genuine original too). */
    async findEquivalents(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: productEquivalents.productId, equivalentProductId: productEquivalents.equivalentProductId, kind: productEquivalents.kind, supplierId: productEquivalents.supplierId })
        .from(productEquivalents)
        .where(or(inArray(productEquivalents.productId, [...productIds]), inArray(productEquivalents.equivalentProductId, [...productIds])));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
