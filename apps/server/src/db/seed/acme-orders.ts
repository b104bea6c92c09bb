import { fulfilmentOptionIds } from '@sparesfinder/domain/availability/fulfilment-options';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { basketLines, baskets, creditNotes, documentCounters, notifications } from '../schema/index';
import { formatDocumentNumber, invoiceSeries } from '@sparesfinder/domain/orders/document-number';
import { basketLineRow, basketRow } from '../factories/basket-factories';
import { pricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import { acmeAddress, acmeBuyingGroupStatusId, demoOrganisationIds, demoUserIds } from './accounts';
import { acmeAccountNumber } from './acme-account';
import type { BulkWriter } from './bulk-writer';
import { anchorIds, describeProduct, ProductKind } from './catalogue/catalogue-plan';
import { productImageUrl } from './catalogue/product-images';
import type { CatalogueWorld } from './catalogue/seed-catalogue';
import type { MerchantWorld } from './merchants';
import { Random, uuidFrom } from './random';
import type { SeedContext } from './seed-context';
import { orderNotifications, type PlacedOrder } from './order-notifications';

const day = 86_400_000;
const minute = 60_000;
export const acmeOrderCount = 36;
/** Order number n=2 is the express same-day delivery; n=5 the Saturday collection (DEMO_DATA.md). */
export const expressOrderIndex = 2;
export const saturdayOrderIndex = 5;
const contact = { contactName: 'Alex Morgan', mobileNumber: '07700 900123', telephoneNumber: '0113 496 0123' };

type BasketRow = typeof baskets.$inferInsert;
type LineRow = typeof basketLines.$inferInsert;

/** Acme's 36 placed orders over the last six months, the notifications about them, and admin@'s open basket. */
export async function seedAcmeOrders(writer: BulkWriter, context: SeedContext, catalogue: CatalogueWorld, merchants: MerchantWorld): Promise<void> {
  const random = new Random(context.seed).fork('acme-orders');
  const now = context.now.getTime();
  const popular = popularProducts(catalogue, random);
  const basketRows: BasketRow[] = [];
  const lineRows: LineRow[] = [];
  const placed: PlacedOrder[] = [];
  const addLine = (basketId: number, productId: number, qty: number) => {
    const p = describeProduct(catalogue.layout, productId);
    const maker = p.manufacturerId ? catalogue.layout.manufacturers[p.manufacturerId - 1] : undefined;
    // Acme is a member: its lines cost what the basket would charge it (issue #11, domain pricePaidPence).
    const costPence = pricePaidPence({ listPricePence: p.pricePence, buyingGroupCostPence: p.buyingGroupCostPence }, { buyingGroupStatusId: acmeBuyingGroupStatusId });
    lineRows.push(basketLineRow({ id: lineRows.length + 1, basketId, productId, manufacturerCode: p.mpn, description: p.description, qty, costPence, imageUrl: productImageUrl(catalogue.layout, p), manufacturer: maker?.name ?? null, iBasisManId: maker?.id ?? null }));
    return costPence * qty;
  };
  const addCharge = (basketId: number, typeId: number, code: string, description: string, costPence: number) => {
    lineRows.push(basketLineRow({ id: lineRows.length + 1, basketId, basketLineTypeId: typeId, manufacturerCode: code, description, costPence }));
    return costPence;
  };

  for (let n = 0; n < acmeOrderCount; n++) {
    const id = n + 1;
    const roll = random.next();
    // Mostly Acme's own merchant (account orders), the rest by card at other merchants near LS11.
    const branchId = n === expressOrderIndex || n === saturdayOrderIndex ? 1 : roll < 0.55 ? random.pick([1, 1, 13, 6]) : roll < 0.72 ? random.pick([2, 14]) : roll < 0.85 ? 3 : roll < 0.93 ? 4 : 5;
    const branch = merchants.branches[branchId - 1];
    if (!branch) throw new Error(`branch ${branchId} missing`);
    const supplier = merchants.suppliers.find((s) => s.row.id === branch.supplierId);
    const byAccount = branch.supplierId === 1 && n !== expressOrderIndex && random.chance(0.8);
    let orderDate = new Date(now - (3 + Math.floor((n * 177) / acmeOrderCount) + random.int(0, 3)) * day);
    orderDate = atUtc(orderDate, random.int(7, 15), random.int(0, 59));
    let collectFromBranchOn: Date | null = null;
    let isDelivery = n === expressOrderIndex || branch.supplierId === 3 || random.chance(0.25);
    if (n === saturdayOrderIndex) {
      const saturday = previousWeekday(new Date(now - 30 * day), 6);
      collectFromBranchOn = atUtc(saturday, 9, 30);
      orderDate = atUtc(new Date(saturday.getTime() - day), 15, 10);
      isDelivery = false;
    } else if (!isDelivery) {
      collectFromBranchOn = atUtc(nextWeekday(orderDate), 10, 0);
    }
    let total = 0;
    const lines = n === 0 ? [[anchorIds.diverterValve, 1]] : Array.from({ length: random.int(1, 5) }, () => [random.pick(popular), random.int(1, 6)]);
    if (n % 7 === 3) lines.push([anchorIds.diverterValve, 1]);
    const seen = new Set<number>();
    for (const [productId, qty] of lines as [number, number][]) {
      if (seen.has(productId)) continue;
      seen.add(productId);
      total += addLine(id, productId, qty);
    }
    if (n === expressOrderIndex) total += addCharge(id, basketLineTypeIds.deliveryCharge, 'GOPHR', 'Gophr express same-day delivery', 1495);
    else if (isDelivery) total += addCharge(id, basketLineTypeIds.delivery, 'DELIVERY', 'Next-day delivery', total >= 10_000 ? 0 : 995);
    const deliveryAddress = n % 3 === 0 ? { address1: '42 Cross Flatts Avenue', address2: 'Beeston', town: 'Leeds', postCode: 'LS11 7BU' } : { address1: acmeAddress.address1, address2: acmeAddress.address2, town: 'Leeds', postCode: acmeAddress.postCode };
    const basket = {
      id,
      basketKey: uuidFrom(random),
      organisationId: demoOrganisationIds.acme,
      userId: demoUserIds.admin,
      status: basketStatuses.placed,
      version: 3,
      customerOrderNo: random.chance(0.7) ? `JOB-${2300 + n * 3}` : null,
      fulfillmentPostcode: acmeAddress.postCode,
      quoteId: n === expressOrderIndex ? 58231 : 0,
      selectedBranchId: branchId,
      isDelivery,
      collectFromBranchOn,
      // The option each was placed with (spec 3 §4.1): express same-day, next-day delivery, or collection on the next
      // working day (the Saturday one too: placed on the Friday), so the order's collection note reads as it would.
      fulfilmentOptionId: n === expressOrderIndex ? fulfilmentOptionIds.expressSameDay : isDelivery ? fulfilmentOptionIds.nextDayDelivery : fulfilmentOptionIds.collectNextDay,
      expiryDate: null,
      discountCode: null,
      orderId: 500100 + n,
      supplierOrderNumber: `${supplier?.code ?? 'SO'}-${700000 + n * 137}`,
      orderDate,
      paymentMethodTypeId: byAccount ? 2 : 1,
      accountNumber: byAccount ? acmeAccountNumber : null,
      ...contact,
      ...(isDelivery ? deliveryAddress : { address1: null, address2: null, town: null, postCode: null }),
      preferredCollectionBranch: null,
      publicTrackerUrl: n === expressOrderIndex ? 'https://track.gophr.test/p/QX7-58231' : null,
      totalCostPence: total,
      totalCostWithVatPence: Math.round(total * 1.2),
      // Past orders are done; one was part fulfilled and one rejected, each with a credit note (issue #18).
      orderStatus: orderStatusOf(n),
      orderStatusUpdatedAt: new Date(orderDate.getTime() + 26 * 60 * minute),
      createdAt: new Date(orderDate.getTime() - 25 * minute),
      updatedAt: orderDate,
    };
    basketRows.push(basket);
    placed.push({ basket, branchName: branch.name, lineCount: seen.size });
  }

  // admin@'s open basket: CAL-87161 x2 and GEN-15MM-ISO x3, so the header badge shows 5.
  const openId = acmeOrderCount + 1;
  const openTotal = addLine(openId, anchorIds.diverterValve, 2) + addLine(openId, anchorIds.isolatingValve, 3);
  basketRows.push(basketRow({
    id: openId, basketKey: uuidFrom(random), organisationId: demoOrganisationIds.acme, userId: demoUserIds.admin, status: basketStatuses.open, version: 1,
    fulfillmentPostcode: acmeAddress.postCode, quoteId: 0, isDelivery: false, totalCostPence: openTotal, totalCostWithVatPence: Math.round(openTotal * 1.2),
    expiryDate: new Date(now + 7 * day), createdAt: new Date(now - 2 * day), updatedAt: new Date(now - 2 * day),
  }));
  const counters = numberInvoices(basketRows, (row) => merchants.branches[(row.selectedBranchId ?? 1) - 1]?.supplierId ?? 1, (supplierId) => merchants.suppliers.find((s) => s.row.id === supplierId)?.code ?? null);
  await writer.insert(baskets, basketRows);
  await writer.insert(documentCounters, counters);
  await writer.insert(basketLines, lineRows);
  await writer.insert(notifications, orderNotifications(placed, now));
  await writer.insert(creditNotes, acmeCreditNotes(basketRows));
}

/**
 * The past orders' VAT invoices, numbered per merchant in order-date order as they were issued at placement (issue
 * #44, modules/orders/document-numbers.repository.ts), and each merchant's counter where its series stops.
 */
function numberInvoices(rows: BasketRow[], supplierOf: (row: BasketRow) => number, prefixOf: (supplierId: number) => string | null): (typeof documentCounters.$inferInsert)[] {
  const last = new Map<number, number>();
  const placed = rows.filter((row) => row.status === basketStatuses.placed && row.orderDate);
  placed.sort((a, b) => (a.orderDate as Date).getTime() - (b.orderDate as Date).getTime() || (a.id ?? 0) - (b.id ?? 0));
  for (const row of placed) {
    const supplierId = supplierOf(row);
    const value = (last.get(supplierId) ?? 0) + 1;
    last.set(supplierId, value);
    row.invoiceNumber = formatDocumentNumber(prefixOf(supplierId), supplierId, value);
    row.invoiceIssuedAt = row.orderDate as Date;
  }
  return [...last].sort(([a], [b]) => a - b).map(([supplierId, lastValue]) => ({ series: invoiceSeries(supplierId), lastValue }));
}

const partFulfilledOrderIndex = 8;
const rejectedOrderIndex = 11;
const orderStatusOf = (n: number) => (n === partFulfilledOrderIndex ? 'partFulfilled' : n === rejectedOrderIndex ? 'rejected' : 'completed');

/** A credit note for the part-fulfilled order (a tenth of it) and the rejected one (all of it). */
function acmeCreditNotes(rows: readonly BasketRow[]): (typeof creditNotes.$inferInsert)[] {
  return [partFulfilledOrderIndex, rejectedOrderIndex].map((n, i) => {
    const order = rows[n]!;
    const total = order.totalCostPence ?? 0;
    return {
      id: i + 1,
      organisationId: order.organisationId,
      basketId: order.id!,
      identifier: `CN-${order.orderId}`,
      creditDate: new Date((order.orderDate as Date).getTime() + 2 * day),
      reason: n === rejectedOrderIndex ? 'Order rejected by the merchant: credited in full.' : 'One line could not be supplied: credited.',
      amountPence: n === rejectedOrderIndex ? total : Math.round(total / 10),
    };
  });
}

/** Order lines come from products branches actually stock (tiers 2-3), never obsolete or pattern parts. */
function popularProducts(catalogue: CatalogueWorld, random: Random): number[] {
  const { arrays, layout } = catalogue;
  const picked: number[] = [];
  for (let attempt = 0; picked.length < 60 && attempt < 20_000; attempt++) {
    const id = random.int(5, layout.productCount);
    const kind = arrays.kind[id];
    if ((arrays.tier[id] ?? 0) >= 2 && (kind === ProductKind.general || kind === ProductKind.spare)) picked.push(id);
  }
  return picked.length > 0 ? picked : [anchorIds.isolatingValve];
}

function atUtc(date: Date, hours: number, minutes: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hours, minutes));
}

function previousWeekday(date: Date, weekday: number): Date {
  return new Date(date.getTime() - ((date.getUTCDay() - weekday + 7) % 7) * day);
}

/** The next working day (Mon-Fri) after `date`. */
function nextWeekday(date: Date): Date {
  let next = new Date(date.getTime() + day);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next = new Date(next.getTime() + day);
  return next;
}
