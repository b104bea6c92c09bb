import { messages } from '@sparesfinder/contracts/messages';
import { formatPence } from '@sparesfinder/domain/money';
import { demoOrganisationIds, demoUserIds } from './accounts';
import type { baskets, notifications } from '../schema/index';

/** An order the demo world placed, as the notifications about it need it. */
export interface PlacedOrder {
  basket: typeof baskets.$inferInsert & { id: number; orderId: number; orderDate: Date };
  branchName: string;
  lineCount: number;
}

const minute = 60_000;
const day = 86_400_000;

/**
 * Notifications about Acme's most recent orders, newest first, plus a few account messages: 14 in all, the five
 * newest unread so the bell shows a badge (DEMO_DATA.md: 12+, some unread).
 */
export function orderNotifications(placed: readonly PlacedOrder[], now: number): (typeof notifications.$inferInsert)[] {
  const recent = [...placed].sort((a, b) => b.basket.orderDate.getTime() - a.basket.orderDate.getTime()).slice(0, 5);
  const rows: Omit<typeof notifications.$inferInsert, 'id' | 'hasRead'>[] = [];
  const base = { organisationId: demoOrganisationIds.acme, userId: demoUserIds.admin };
  for (const order of recent) {
    const { orderId, orderDate, isDelivery, totalCostWithVatPence } = order.basket;
    const at = orderDate.getTime();
    rows.push({ ...base, title: 'Order placed', text: `Your order ${orderId} has been placed with ${order.branchName}.`, fullDescription: `Thank you for your order. Order ${orderId} (${order.lineCount} line${order.lineCount === 1 ? '' : 's'}, ${formatPence(totalCostWithVatPence ?? 0)} ${messages.totals.withVat}) has been sent to ${order.branchName}. You can follow it in Order History.`, logDateTime: new Date(at + minute) });
    rows.push(
      isDelivery
        ? { ...base, title: 'Order dispatched', text: `Order ${orderId} is on its way.`, fullDescription: `${order.branchName} has dispatched order ${orderId}. Someone will need to be on site to receive the delivery.`, logDateTime: new Date(at + 5 * 60 * minute) }
        : { ...base, title: 'Ready for collection', text: `Order ${orderId} is ready to collect from ${order.branchName}.`, fullDescription: `Order ${orderId} is waiting at the trade counter of ${order.branchName}. Bring your order number; the branch holds collections for 7 days.`, logDateTime: new Date(at + 3 * 60 * minute) },
    );
  }
  rows.push({ ...base, title: 'Merchant account validated', text: 'Your Heatline Merchants account ACM1001 is now validated.', fullDescription: 'Heatline Merchants has validated account ACM1001. You can now pay on account and see your account prices when ordering from Heatline branches.', logDateTime: new Date(now - 150 * day) });
  rows.push({ ...base, title: 'Price drop on a favourite', text: 'An item in your favourites is now on special offer.', fullDescription: 'One of the products in your favourites has dropped in price this week. Open Favourites to see the new price.', logDateTime: new Date(now - 40 * day) });
  rows.push({ ...base, title: 'Buying group membership', text: 'Welcome to the buying group: member prices now show on eligible products.', fullDescription: 'Acme Heating Ltd has joined the buying group. Buying-group prices are shown beside the list price on eligible products.', logDateTime: new Date(now - 170 * day) });
  rows.push({ ...base, title: 'Welcome to SparesFinder', text: 'Your account is ready. Find parts by GC number, keyword or appliance.', fullDescription: 'Welcome to SparesFinder. Search the catalogue, find spares by GC number or appliance, check stock at branches near you and order for collection or delivery.', logDateTime: new Date(now - 180 * day) });
  return rows
    .sort((a, b) => (b.logDateTime as Date).getTime() - (a.logDateTime as Date).getTime())
    .map((row, i) => ({ id: i + 1, ...row, hasRead: i >= 5 }));
}
