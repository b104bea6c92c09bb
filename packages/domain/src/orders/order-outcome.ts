import { isPaidThroughShop } from './order-lines';
import type { OrderStatus } from './order-status';

/**
 * What happens to the money of an order the merchant will never supply (issue #18): the same words in the buyer's
 * notification (order-status-notice) and on the order's page (through contracts' ordersText).
 */
export const notSuppliedMoneyText = {
  /** Paid by card through the shop (payment method id 1, spec 1 §4). */
  card: 'Any payment taken will be refunded.',
  /** On the trader's credit account with the merchant. */
  account: 'Nothing will be charged to your account.',
  /** When the payment method is not known to the text (the notification). */
  either: 'Any payment taken will be refunded or credited.',
} as const;

/** Final statuses in which none of the goods are supplied (a part-fulfilled order still supplies some). */
const notSuppliedStatuses: readonly OrderStatus[] = ['rejected'];

export const isOrderNotSupplied = (status: OrderStatus): boolean => notSuppliedStatuses.includes(status);

export interface OrderOutcome {
  /** Collect / deliver instructions and the collection date still apply. */
  showFulfilmentInstructions: boolean;
  /** An invoice may be issued: never for goods that were never supplied. */
  invoiceAvailable: boolean;
  /** Items may be returned (Return, the return help): never from an order that supplied nothing. */
  returnable: boolean;
  /** What the trader is told about their money when nothing will be supplied; null otherwise. */
  moneyText: string | null;
}

/** What the order page shows, and the server allows, for an order in this status. */
export function orderOutcome(order: { status: OrderStatus; paymentMethodTypeId: number | null }): OrderOutcome {
  if (!isOrderNotSupplied(order.status)) return { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null };
  // Reorder stays open whatever the outcome: the trader may well want the same parts from another branch.
  return {
    showFulfilmentInstructions: false,
    invoiceAvailable: false,
    returnable: false,
    moneyText: isPaidThroughShop(order.paymentMethodTypeId) ? notSuppliedMoneyText.card : notSuppliedMoneyText.account,
  };
}

/** Whether an invoice may be downloaded (one order, or the bulk export) for an order in this status. */
export const mayIssueInvoice = (status: OrderStatus): boolean => orderOutcome({ status, paymentMethodTypeId: null }).invoiceAvailable;

/** Whether Order History and the order page offer Return (the return help) for an order in this status. */
export const mayReturnItems = (status: OrderStatus): boolean => orderOutcome({ status, paymentMethodTypeId: null }).returnable;
