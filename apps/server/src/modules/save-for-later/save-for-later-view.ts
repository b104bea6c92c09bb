import type { SavedPartsOrder, SaveForLaterItem } from '@sparesfinder/contracts/save-for-later';
import { penceToPounds } from '@sparesfinder/domain/money';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import { pricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import type { SavedItemRow } from './save-for-later.repository';

export const toSaveForLaterItem = (row: SavedItemRow): SaveForLaterItem => ({
  id: row.id,
  orgID: row.organisationId,
  imageUrl: row.imageUrl,
  title: row.title,
  dateTime: toIsoDateTime(row.dateTime),
  manufacturerCode: row.manufacturerCode,
  qty: row.qty,
  description: row.description,
  orderReference: row.orderReference,
  iBasisManId: row.iBasisManId,
  iBasisAppliance: row.iBasisAppliance,
  iBasisApplianceGC: row.iBasisApplianceGc,
  iBasisApplianceId: row.iBasisApplianceId,
  iBasisGCN: row.iBasisGcn,
  manufacturer: row.manufacturer,
  // What the organisation pays today (issue #11): the same figure as the card and the basket line.
  price: penceToPounds(pricePaidPence({ listPricePence: row.pricePence, buyingGroupCostPence: row.buyingGroupCostPence }, row)),
});

/**
 * spec 2 §3 saved parts orders: rows (newest first) grouped by order reference. The order's user, date and title
 * are its newest line's, so an order saved in two goes shows who saved it last.
 */
export function groupSavedPartsOrders(rows: readonly SavedItemRow[]): SavedPartsOrder[] {
  const orders = new Map<string, SavedPartsOrder>();
  for (const row of rows) {
    const reference = row.orderReference ?? '';
    const order = orders.get(reference) ?? {
      username: row.username,
      dateTime: toIsoDateTime(row.dateTime),
      orderReference: reference,
      title: row.title,
      items: 0,
      saveForLaters: [],
    };
    order.items += 1;
    order.saveForLaters.push(toSaveForLaterItem(row));
    orders.set(reference, order);
  }
  return [...orders.values()];
}
