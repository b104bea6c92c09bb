import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isPlacedOrder } from '../../db/basket-predicates';
import type { Executor } from '../../db/client';
import { basketLines, basketLineTypes, baskets, branches, paymentMethodTypes, suppliers } from '../../db/schema/index';

export interface OrderSearch {
  searchText?: string | null;
  sortProp: 'OrderDate' | 'SupplierName';
  sortDir: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

/** '%text%' for ILIKE with the user's % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Sums over an order's lines (pence, ex VAT) and its item count (spec 1 §4: Product lines counted for availability). */
const overLines = (expression: SQL) =>
  sql<number>`(select coalesce(${expression}, 0) from ${basketLines} bl join ${basketLineTypes} blt on blt.id = bl.basket_line_type_id where bl.basket_id = ${baskets.id})`.mapWith(Number);
const lineSums = {
  costPence: overLines(sql`sum(bl.cost_pence * bl.qty)`),
  displayedCostPence: overLines(sql`sum(bl.displayed_cost_pence * bl.qty)`),
  itemCount: overLines(sql`count(*) filter (where blt.name = 'Product' and blt.consider_for_availability)`),
};

const orderColumns = {
  id: baskets.id,
  basketKey: baskets.basketKey,
  organisationId: baskets.organisationId,
  userId: baskets.userId,
  orderId: baskets.orderId,
  supplierOrderNumber: baskets.supplierOrderNumber,
  customerOrderNo: baskets.customerOrderNo,
  orderDate: baskets.orderDate,
  createdAt: baskets.createdAt,
  quoteId: baskets.quoteId,
  isDelivery: baskets.isDelivery,
  collectFromBranchOn: baskets.collectFromBranchOn,
  fulfilmentOptionId: baskets.fulfilmentOptionId,
  paymentMethodTypeId: baskets.paymentMethodTypeId,
  paymentMethodTypeName: paymentMethodTypes.name,
  accountNumber: baskets.accountNumber,
  chargedAccountKind: baskets.chargedAccountKind,
  cardAmountPence: baskets.cardAmountPence,
  contactName: baskets.contactName,
  mobileNumber: baskets.mobileNumber,
  address1: baskets.address1,
  address2: baskets.address2,
  town: baskets.town,
  postCode: baskets.postCode,
  preferredCollectionBranch: baskets.preferredCollectionBranch,
  publicTrackerUrl: baskets.publicTrackerUrl,
  orderStatus: baskets.orderStatus,
  orderStatusUpdatedAt: baskets.orderStatusUpdatedAt,
  // What the VAT invoice prints (issue #44): the stored totals (what was charged) and the issued number.
  totalCostPence: baskets.totalCostPence,
  totalCostWithVatPence: baskets.totalCostWithVatPence,
  invoiceNumber: baskets.invoiceNumber,
  invoiceIssuedAt: baskets.invoiceIssuedAt,
  branchId: branches.id,
  branchName: branches.name,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  supplierImageUrl: suppliers.imageUrl,
  termsOfSaleLink: suppliers.termsOfSaleLink,
  showPreferredCollectionBranch: suppliers.showPreferredCollectionBranch,
  orderingFeatureFlag: suppliers.orderingFeatureFlag,
  supplierVatNumber: suppliers.vatNumber,
  supplierRegisteredAddress: suppliers.registeredAddress,
  supplierDocumentPrefix: suppliers.documentPrefix,
  ...lineSums,
};

/** Placed baskets of one organisation (decision 002: the placed basket is the order). Every finder is scoped by it. */
export function createOrdersRepository(db: Executor) {
  const select = (executor: Executor = db) =>
    executor
      .select(orderColumns)
      .from(baskets)
      .leftJoin(branches, eq(branches.id, baskets.selectedBranchId))
      .leftJoin(suppliers, eq(suppliers.id, branches.supplierId))
      .leftJoin(paymentMethodTypes, eq(paymentMethodTypes.id, baskets.paymentMethodTypeId));

  return {
    /** spec 1 §7 PreviousOrders: searchText matches the order number, the merchant's order number or the reference. */
    async searchOrders(organisationId: number, search: OrderSearch) {
      const text = search.searchText?.trim();
      const where = and(
        eq(baskets.organisationId, organisationId),
        isPlacedOrder(),
        text
          ? or(
              ilike(sql`${baskets.orderId}::text`, containsPattern(text)),
              ilike(baskets.supplierOrderNumber, containsPattern(text)),
              ilike(baskets.customerOrderNo, containsPattern(text)),
            )
          : undefined,
      );
      const direction = search.sortDir === 'ASC' ? asc : desc;
      const order = search.sortProp === 'SupplierName' ? [direction(suppliers.name), desc(baskets.orderDate)] : [direction(baskets.orderDate)];
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...order, direction(baskets.id))
          .limit(search.take)
          .offset(search.skip),
        db.select({ count: count() }).from(baskets).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async findOrderByKey(organisationId: number, basketKey: string, executor: Executor = db) {
      const [row] = await select(executor).where(and(eq(baskets.organisationId, organisationId), eq(baskets.basketKey, basketKey), isPlacedOrder()));
      return row;
    },

    async findOrderById(organisationId: number, basketId: number) {
      const [row] = await select().where(and(eq(baskets.organisationId, organisationId), eq(baskets.id, basketId), isPlacedOrder()));
      return row;
    },

    /** The organisation's orders placed in [from, to), oldest first (the bulk export). */
    async listOrdersPlacedBetween(organisationId: number, from: Date, to: Date) {
      return select()
        .where(and(eq(baskets.organisationId, organisationId), isPlacedOrder(), sql`${baskets.orderDate} >= ${from}`, sql`${baskets.orderDate} < ${to}`))
        .orderBy(asc(baskets.orderDate), asc(baskets.id));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['findOrderByKey']>>>;
