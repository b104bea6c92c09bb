import { notSuppliedMoneyText } from './order-outcome';
import { orderStatusLabels, type OrderStatus } from './order-status';

/** What the buyer is told when the merchant moves their order on (the notification; issue #18). */
export function orderStatusNotice(order: { orderNumber: number; supplierName: string | null; branchName: string | null }, status: OrderStatus): { title: string; text: string } {
  const merchant = order.supplierName ?? 'The merchant';
  const at = order.branchName ? ` (${order.branchName})` : '';
  const title = `Order ${order.orderNumber}: ${orderStatusLabels[status]}`;
  const texts: Record<OrderStatus, string> = {
    placed: `Your order ${order.orderNumber} has been placed with ${merchant}${at}.`,
    accepted: `${merchant}${at} has accepted your order ${order.orderNumber}.`,
    readyToCollect: `Your order ${order.orderNumber} is ready to collect from ${merchant}${at}.`,
    outForDelivery: `Your order ${order.orderNumber} is out for delivery from ${merchant}${at}.`,
    completed: `Your order ${order.orderNumber} from ${merchant}${at} is complete.`,
    rejected: `${merchant}${at} could not accept your order ${order.orderNumber}. ${notSuppliedMoneyText.either}`,
    partFulfilled: `${merchant}${at} could only supply part of your order ${order.orderNumber}. The lines not supplied will be credited.`,
  };
  return { title, text: texts[status] };
}
