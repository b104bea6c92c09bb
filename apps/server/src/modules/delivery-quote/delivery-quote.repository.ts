import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branchSameDayDeliveryTypes, branches, deliveryQuotes, sameDayDeliveryTypes } from '../../db/schema/index';

export type NewDeliveryQuote = Omit<typeof deliveryQuotes.$inferInsert, 'id'>;

/** Branches and courier types are shared reference data; issued quotes belong to one user of one organisation. */
export function createDeliveryQuoteRepository(db: Executor) {
  return {
    async findBranch(branchId: number) {
      const [branch] = await db
        .select({ id: branches.id, postcode: branches.postcode, latitude: branches.latitude, longitude: branches.longitude, isExpressOpen: branches.isExpressOpen })
        .from(branches)
        .where(eq(branches.id, branchId));
      return branch;
    },

    listSameDayTypesOfBranch(branchId: number) {
      return db
        .select({ id: sameDayDeliveryTypes.id, name: sameDayDeliveryTypes.name, description: sameDayDeliveryTypes.description, imageUrl: sameDayDeliveryTypes.imageUrl })
        .from(branchSameDayDeliveryTypes)
        .innerJoin(sameDayDeliveryTypes, eq(sameDayDeliveryTypes.id, branchSameDayDeliveryTypes.sameDayDeliveryTypeId))
        .where(eq(branchSameDayDeliveryTypes.branchId, branchId))
        .orderBy(sameDayDeliveryTypes.id);
    },

    async insertQuotes(quotes: readonly NewDeliveryQuote[]): Promise<number[]> {
      if (quotes.length === 0) return [];
      return (await db.insert(deliveryQuotes).values([...quotes]).returning({ id: deliveryQuotes.id })).map((row) => row.id);
    },

    async findQuote(organisationId: number, userId: number, quoteId: number) {
      const [quote] = await db
        .select({
          id: deliveryQuotes.id,
          branchId: deliveryQuotes.branchId,
          courierCode: deliveryQuotes.courierCode,
          deliveryMinutes: deliveryQuotes.deliveryMinutes,
          priceNetPence: deliveryQuotes.priceNetPence,
          deliveryAddress1: deliveryQuotes.deliveryAddress1,
          deliveryAddress2: deliveryQuotes.deliveryAddress2,
          deliveryPostCode: deliveryQuotes.deliveryPostCode,
          deliveryTown: deliveryQuotes.deliveryTown,
          expiresAt: deliveryQuotes.expiresAt,
          courierName: sameDayDeliveryTypes.name,
          imageUrl: sameDayDeliveryTypes.imageUrl,
        })
        .from(deliveryQuotes)
        .innerJoin(sameDayDeliveryTypes, eq(sameDayDeliveryTypes.id, deliveryQuotes.sameDayDeliveryTypeId))
        .where(and(eq(deliveryQuotes.organisationId, organisationId), eq(deliveryQuotes.userId, userId), eq(deliveryQuotes.id, quoteId)));
      return quote;
    },
  };
}
export type DeliveryQuoteRepository = ReturnType<typeof createDeliveryQuoteRepository>;
export type StoredDeliveryQuote = NonNullable<Awaited<ReturnType<DeliveryQuoteRepository['findQuote']>>>;
