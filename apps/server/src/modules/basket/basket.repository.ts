import { and, asc, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { basketExpiryFrom } from '@sparesfinder/domain/basket/basket-expiry';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { isOpenBasket } from '../../db/basket-predicates';
import type { Executor } from '../../db/client';
import { basketLineTypes, basketLines, baskets, branches, byBoxLocations, discountCodes, paymentMethodTypes, suppliers, users } from '../../db/schema/index';

const basketColumns = {
  id: baskets.id,
  basketKey: baskets.basketKey,
  organisationId: baskets.organisationId,
  userId: baskets.userId,
  status: baskets.status,
  version: baskets.version,
  customerOrderNo: baskets.customerOrderNo,
  fulfillmentPostcode: baskets.fulfillmentPostcode,
  quoteId: baskets.quoteId,
  selectedBranchId: baskets.selectedBranchId,
  isDelivery: baskets.isDelivery,
  collectFromBranchOn: baskets.collectFromBranchOn,
  orderDate: baskets.orderDate,
  orderId: baskets.orderId,
  expiryDate: baskets.expiryDate,
  fulfilmentOptionId: baskets.fulfilmentOptionId,
  discountCode: baskets.discountCode,
  byBoxLocationId: baskets.byBoxLocationId,
  byBoxReference: baskets.byBoxReference,
  acceptedQuantities: baskets.acceptedQuantities,
  paymentMethodTypeId: baskets.paymentMethodTypeId,
  cardAmountPence: baskets.cardAmountPence,
  chargedAccountKind: baskets.chargedAccountKind,
  accountNumber: baskets.accountNumber,
  byBoxExchange: byBoxLocations.exchange,
  byBoxPostalCode: byBoxLocations.postalCode,
  branchName: branches.name,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierImageUrl: suppliers.imageUrl,
  discountFriendlyName: discountCodes.friendlyName,
  paymentMethodTypeName: paymentMethodTypes.name,
};

const lineColumns = {
  id: basketLines.id,
  productId: basketLines.productId,
  manufacturerCode: basketLines.manufacturerCode,
  description: basketLines.description,
  qty: basketLines.qty,
  costPence: basketLines.costPence,
  displayedCostPence: basketLines.displayedCostPence,
  imageUrl: basketLines.imageUrl,
  manufacturer: basketLines.manufacturer,
  iBasisAppliance: basketLines.iBasisAppliance,
  iBasisManId: basketLines.iBasisManId,
  iBasisApplianceId: basketLines.iBasisApplianceId,
  iBasisGcn: basketLines.iBasisGcn,
  iBasisApplianceGc: basketLines.iBasisApplianceGc,
  basketLineTypeId: basketLines.basketLineTypeId,
  basketLineType: { id: basketLineTypes.id, name: basketLineTypes.name, considerForAvailability: basketLineTypes.considerForAvailability },
};

/** A line as stored; `id` is absent for a line not saved yet. */
export type BasketLineRecord = Omit<typeof basketLines.$inferInsert, 'basketId' | 'id'> & { id?: number };
/** The header fields a write may change; `version` is bumped by the repository. */
export type BasketHeaderChanges = Partial<
  Pick<typeof baskets.$inferInsert, 'customerOrderNo' | 'fulfillmentPostcode' | 'quoteId' | 'isDelivery' | 'selectedBranchId' | 'fulfilmentOptionId' | 'collectFromBranchOn' | 'expiryDate' | 'contactName' | 'mobileNumber' | 'address1' | 'address2' | 'town' | 'postCode' | 'totalCostPence' | 'totalCostWithVatPence' | 'byBoxLocationId' | 'byBoxReference' | 'acceptedQuantities'>
>;

/** The order fields a placed basket gets (decision 002), written once by basketWriter.place. */
export type BasketOrderFields = Partial<
  Pick<typeof baskets.$inferInsert, 'status' | 'orderId' | 'supplierOrderNumber' | 'orderDate' | 'paymentMethodTypeId' | 'accountNumber' | 'contactName' | 'mobileNumber' | 'telephoneNumber' | 'address1' | 'address2' | 'town' | 'postCode' | 'preferredCollectionBranch' | 'customerOrderNo' | 'discountCode' | 'chargedAccountKind' | 'cardAmountPence'>
>;

const differs = (line: BasketLineRecord, stored: BasketLineRecord | undefined): boolean =>
  !stored || (Object.keys(line) as (keyof BasketLineRecord)[]).some((key) => line[key] !== stored[key]);

/** Baskets belong to a user inside an organisation; every query names the organisation (and the user when it reads "mine"). */
export function createBasketRepository(db: Executor) {
  const selectBasket = (tx: Executor) =>
    tx
      .select(basketColumns)
      .from(baskets)
      .leftJoin(branches, eq(branches.id, baskets.selectedBranchId))
      .leftJoin(suppliers, eq(suppliers.id, branches.supplierId))
      .leftJoin(discountCodes, eq(discountCodes.code, baskets.discountCode))
      .leftJoin(byBoxLocations, eq(byBoxLocations.id, baskets.byBoxLocationId))
      .leftJoin(paymentMethodTypes, eq(paymentMethodTypes.id, baskets.paymentMethodTypeId));

  return {
    /** The next-day delivery terms of a branch's merchant (domain next-day-delivery.ts), or undefined for no branch. */
    async findNextDayTerms(branchId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ chargePence: suppliers.nextDayChargePence, freeOverPence: suppliers.nextDayFreeOverPence })
        .from(branches)
        .innerJoin(suppliers, eq(suppliers.id, branches.supplierId))
        .where(eq(branches.id, branchId));
      return row;
    },

    async findOpenBasketForUser(organisationId: number, userId: number, tx: Executor = db) {
      const [row] = await selectBasket(tx)
        .where(and(eq(baskets.organisationId, organisationId), eq(baskets.userId, userId), isOpenBasket()))
        .orderBy(desc(baskets.id))
        .limit(1);
      return row;
    },

    async findBasketKeyById(basketId: number): Promise<string | undefined> {
      const [row] = await db.select({ basketKey: baskets.basketKey }).from(baskets).where(eq(baskets.id, basketId));
      return row?.basketKey;
    },

    async findBasketByKey(organisationId: number, basketKey: string, tx: Executor = db) {
      const [row] = await selectBasket(tx).where(and(eq(baskets.organisationId, organisationId), eq(baskets.basketKey, basketKey))).limit(1);
      return row;
    },

    /**
     * A new open basket, at the location the user's last basket had: the trader is where they were when they last
     * ordered, so the basket after an order still shows branches without asking for the postcode again.
     */
    async createOpenBasket(organisationId: number, userId: number, now: Date, tx: Executor = db): Promise<number> {
      const lastLocation = tx
        .select({ postcode: baskets.fulfillmentPostcode })
        .from(baskets)
        .where(and(eq(baskets.organisationId, organisationId), eq(baskets.userId, userId), isNotNull(baskets.fulfillmentPostcode)))
        .orderBy(desc(baskets.id))
        .limit(1);
      const [row] = await tx
        .insert(baskets)
        .values({ organisationId, userId, status: basketStatuses.open, expiryDate: basketExpiryFrom(now), createdAt: now, updatedAt: now, fulfillmentPostcode: sql`(${lastLocation})` })
        .returning({ id: baskets.id });
      return row!.id;
    },

    /** Serialises "find or create the open basket" per user, so two first calls cannot create two baskets. */
    async lockUserForBasket(organisationId: number, userId: number, tx: Executor): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(and(eq(users.organisationId, organisationId), eq(users.id, userId))).for('update');
    },

    /** Optimistic concurrency: only the writer naming the current version wins; undefined means someone else did. */
    async updateBasketIfVersion(organisationId: number, basketId: number, version: number, changes: BasketHeaderChanges & BasketOrderFields, now: Date, tx: Executor): Promise<number | undefined> {
      const [row] = await tx
        .update(baskets)
        .set({ ...changes, version: version + 1, updatedAt: now })
        .where(and(eq(baskets.organisationId, organisationId), eq(baskets.id, basketId), eq(baskets.version, version)))
        .returning({ version: baskets.version });
      return row?.version;
    },

    listLinesOfBasket(basketId: number, tx: Executor = db) {
      return tx
        .select(lineColumns)
        .from(basketLines)
        .innerJoin(basketLineTypes, eq(basketLineTypes.id, basketLines.basketLineTypeId))
        .where(eq(basketLines.basketId, basketId))
        .orderBy(asc(basketLines.id));
    },

    /**
     * Makes the stored lines equal `lines`: lines with an id are updated (only when they differ from `previous`),
     * lines without one inserted, the rest deleted.
     */
    async replaceLines(basketId: number, lines: readonly BasketLineRecord[], previous: readonly BasketLineRecord[], tx: Executor): Promise<void> {
      const keep = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
      // `previous` is every stored line, read under the user's lock: when all are kept (adding a line, changing a
      // quantity: most writes) there is nothing to delete, and the statement is not sent.
      const kept = new Set(keep);
      if (previous.some((line) => !kept.has(line.id!)))
        await tx.delete(basketLines).where(and(eq(basketLines.basketId, basketId), keep.length ? notInArray(basketLines.id, keep) : undefined));
      const before = new Map(previous.map((line) => [line.id, line]));
      for (const { id, ...line } of lines) {
        if (id === undefined || !differs(line, before.get(id))) continue;
        await tx.update(basketLines).set(line).where(and(eq(basketLines.basketId, basketId), eq(basketLines.id, id)));
      }
      const added = lines.filter((line) => line.id === undefined).map(({ id: _id, ...line }) => ({ ...line, basketId }));
      if (added.length) await tx.insert(basketLines).values(added);
    },
  };
}
export type BasketRepository = ReturnType<typeof createBasketRepository>;
export type BasketRow = NonNullable<Awaited<ReturnType<BasketRepository['findBasketByKey']>>>;
export type BasketLineRow = Awaited<ReturnType<BasketRepository['listLinesOfBasket']>>[number];
