import { formatPence, type Pence } from '../money';
import type { ChargedAccountKind } from './payment-method-rules';

/** How a placed order was paid, as the order records it (issue #44: which account, and what the card paid). */
export interface OrderPayment {
  paymentMethodTypeId: number | null;
  /** What the card paid; null when no card was used. */
  cardAmountPence: Pence | null;
  accountKind: ChargedAccountKind | null;
  accountNumber: string | null;
}

const accountName = (kind: ChargedAccountKind | null, number: string | null) =>
  `${kind === 'trade-credit' ? 'trade credit account' : 'merchant account'}${number ? ` ${number}` : ''}`;

/**
 * The payment line of the confirmation and the order's page: 'Paid by card'; 'On your merchant account ACM1001';
 * 'On your trade credit account THB-204517'; a split payment's two parts ('£10.56 by card, £52.38 on merchant account
 * BHS-7745'), which add up to the order's total with VAT.
 */
export function paymentSummary(payment: OrderPayment, totalWithVatPence: Pence): string {
  const card = payment.cardAmountPence ?? (payment.paymentMethodTypeId === 1 ? totalWithVatPence : 0);
  const onAccount = totalWithVatPence - card;
  if (card > 0 && onAccount > 0) return `${formatPence(card)} by card, ${formatPence(onAccount)} on ${accountName(payment.accountKind, payment.accountNumber)}`;
  if (card > 0) return 'Paid by card';
  return `On your ${accountName(payment.accountKind, payment.accountNumber)}`;
}
