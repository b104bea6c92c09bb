import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisations, products, saveForLater, users } from '../../db/schema/index';

const itemColumns = {
  id: saveForLater.id,
  organisationId: saveForLater.organisationId,
  userId: saveForLater.userId,
  productId: saveForLater.productId,
  orderReference: saveForLater.orderReference,
  title: saveForLater.title,
  manufacturerCode: saveForLater.manufacturerCode,
  description: saveForLater.description,
  imageUrl: saveForLater.imageUrl,
  qty: saveForLater.qty,
  manufacturer: saveForLater.manufacturer,
  iBasisManId: saveForLater.iBasisManId,
  iBasisAppliance: saveForLater.iBasisAppliance,
  iBasisApplianceId: saveForLater.iBasisApplianceId,
  iBasisGcn: saveForLater.iBasisGcn,
  iBasisApplianceGc: saveForLater.iBasisApplianceGc,
  dateTime: saveForLater.dateTime,
  /** Today's catalogue price; a part no longer in the catalogue counts as obsolete (0). */
  pricePence: sql<number>`coalesce(${products.pricePence}, 0)`.mapWith(Number),
  buyingGroupCostPence: products.buyingGroupCostPence,
  /** The saving organisation's buying-group status: the item is priced at what it pays (domain pricePaidPence). */
  buyingGroupStatusId: sql<number>`coalesce(${organisations.buyingGroupStatusId}, 0)`.mapWith(Number),
  username: sql<string>`${users.firstName} || ' ' || ${users.surname}`,
};
export type NewSavedItem = Omit<typeof saveForLater.$inferInsert, 'id'>;

/** Saved items belong to the organisation: every query names it. */
export function createSaveForLaterRepository(db: Executor) {
  const selectItems = (executor: Executor = db) =>
    executor
      .select(itemColumns)
      .from(saveForLater)
      .leftJoin(products, eq(products.id, saveForLater.productId))
      .innerJoin(users, eq(users.id, saveForLater.userId))
      .leftJoin(organisations, eq(organisations.id, saveForLater.organisationId));

  return {
    /** Single saved items (no order reference), newest first. */
    listSingleItems(organisationId: number) {
      return selectItems()
        .where(and(eq(saveForLater.organisationId, organisationId), isNull(saveForLater.orderReference)))
        .orderBy(desc(saveForLater.dateTime), desc(saveForLater.id));
    },

    /** Lines of saved parts orders (all, or one reference), grouped by the caller. */
    listOrderItems(organisationId: number, orderReference?: string) {
      const byReference = orderReference === undefined ? sql`${saveForLater.orderReference} is not null` : eq(saveForLater.orderReference, orderReference);
      return selectItems()
        .where(and(eq(saveForLater.organisationId, organisationId), byReference))
        .orderBy(desc(saveForLater.dateTime), asc(saveForLater.id));
    },

    async findItem(organisationId: number, id: number, tx: Executor = db) {
      const [row] = await selectItems(tx).where(and(eq(saveForLater.organisationId, organisationId), eq(saveForLater.id, id)));
      return row;
    },

    /**
     * Removes saved items for a move into the basket and answers them as they were: locked first (a concurrent move
     * of the same items waits, then finds them gone), then deleted, in the caller's transaction.
     */
    async takeItems(organisationId: number, which: { id: number } | { orderReference: string }, tx: Executor) {
      const selected = 'id' in which ? eq(saveForLater.id, which.id) : eq(saveForLater.orderReference, which.orderReference);
      const where = and(eq(saveForLater.organisationId, organisationId), selected);
      const rows = await selectItems(tx).where(where).orderBy(asc(saveForLater.id)).for('update', { of: saveForLater });
      if (rows.length > 0) await tx.delete(saveForLater).where(where);
      return rows;
    },

    async insertItems(items: readonly NewSavedItem[], tx: Executor = db): Promise<number[]> {
      if (items.length === 0) return [];
      const rows = await tx.insert(saveForLater).values([...items]).returning({ id: saveForLater.id });
      return rows.map((row) => row.id);
    },

    async deleteItem(organisationId: number, id: number): Promise<number> {
      const rows = await db.delete(saveForLater).where(and(eq(saveForLater.organisationId, organisationId), eq(saveForLater.id, id))).returning({ id: saveForLater.id });
      return rows.length;
    },

    async deleteOrder(organisationId: number, orderReference: string): Promise<number> {
      const rows = await db
        .delete(saveForLater)
        .where(and(eq(saveForLater.organisationId, organisationId), eq(saveForLater.orderReference, orderReference)))
        .returning({ id: saveForLater.id });
      return rows.length;
    },
  };
}
export type SaveForLaterRepository = ReturnType<typeof createSaveForLaterRepository>;
export type SavedItemRow = Awaited<ReturnType<SaveForLaterRepository['listSingleItems']>>[number];
