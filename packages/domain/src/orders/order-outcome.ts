import { isPaidThroughShop } from './order-lines';
import type { OrderStatus } from './order-status';

/**
 * What happens to the money of an order the merchant will never supply (issue #18, #44 item 11): the same words in
 * the buyer's notification (order-status-notice) and on the order's page (through contracts' ordersText). Every
 * order placed through the shop is charged as it is placed (on the account, or by card), so a rejected order was
 * charged: its VAT invoice stands and a credit note credits it in full. Only an order with nothing charged has
 * neither.
 */
export const notSuppliedMoneyText = {
  /** Paid by card through the shop (payment method id 1, spec 1 §4). */
  card: 'Your card payment will be refunded in full, and a credit note credits the invoice in full.',
  /** On the trader's credit account with the merchant. */
  account: 'The amount charged to your account is credited in full: see the credit note against the invoice.',
  /** When the payment method is not known to the text (the notification). */
  either: 'What was charged will be refunded to your card or credited to your account in full, with a credit note.',
  /** No payment was recorded against the order: nothing to refund, credit or invoice. */
  nothingCharged: 'Nothing was charged for this order.',
} as const;

/** Whether the order was charged when placed: every placement charges the account or the card (a payment method). */
export const wasCharged = (order: { paymentMethodTypeId: number | null }): boolean => order.paymentMethodTypeId !== null;

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
  const charged = wasCharged(order);
  return {
    showFulfilmentInstructions: false,
    // Charged, it was invoiced; the credit note credits that invoice in full (a credit note names its invoice).
    invoiceAvailable: charged,
    returnable: false,
    moneyText: !charged ? notSuppliedMoneyText.nothingCharged : isPaidThroughShop(order.paymentMethodTypeId) ? notSuppliedMoneyText.card : notSuppliedMoneyText.account,
  };
}

/** Whether an invoice may be downloaded (one order, or the bulk export): every charged order has one. */
export const mayIssueInvoice = (status: OrderStatus, order: { paymentMethodTypeId: number | null }): boolean => orderOutcome({ status, paymentMethodTypeId: order.paymentMethodTypeId }).invoiceAvailable;

/** Whether Order History and the order page offer Return (the return help) for an order in this status. */
export const mayReturnItems = (status: OrderStatus): boolean => orderOutcome({ status, paymentMethodTypeId: null }).returnable;
