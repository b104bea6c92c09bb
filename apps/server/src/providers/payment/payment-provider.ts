/**
 * A card payment gateway (decision 014). The shop never sees a card number or CVC: the gateway's hosted page takes
 * them, and the server asks the gateway, never the browser, whether a payment was made.
 */
/** `refunded`: paid, then given back in full (voided) because the shop could not place the order. */
export type GatewayPaymentStatus = 'pending' | 'paid' | 'failed' | 'aborted' | 'refunded';

export interface GatewayPayment {
  status: GatewayPaymentStatus;
  amountPence: number;
  /** A token the gateway minted for a card the customer asked to save (or the saved card that paid). */
  tokenId: string | null;
  last4Digits: string | null;
  /** MMYY. */
  expiryDate: string | null;
}

export interface CreatePaymentRequest {
  /** Our id of the attempt (card_payments.id), echoed in the gateway's records. */
  merchantReference: string;
  /** The shop's customer paying (the organisation): the gateway's hosted page and its calls answer no one else. */
  customerReference: string;
  amountPence: number;
  description: string;
  /** Pay with this saved card's token: no card entry on the hosted page. */
  tokenId: string | null;
  /** Offer 'save this card' on the hosted page. */
  offerToSave: boolean;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Creates the payment and answers the gateway's id of it and the hosted page to embed. */
  createPayment(request: CreatePaymentRequest): Promise<{ gatewayReference: string; hostedUrl: string }>;
  /** The gateway's word on a payment: the only thing that makes an order paid. */
  getPayment(gatewayReference: string): Promise<GatewayPayment | null>;
  /** Whether the gateway holds this token (a saved card it can charge). */
  hasToken(tokenId: string): Promise<boolean>;
  deleteToken(tokenId: string): Promise<void>;
  /**
   * Gives a paid payment back in full (a void before settlement, a refund after). Idempotent per payment: a retry
   * answers `refunded` again and never pays back twice (a real gateway: the payment's reference as idempotency key).
   * `not-paid` when there is nothing to refund (never paid, failed, aborted).
   */
  refund(gatewayReference: string, reason: string): Promise<'refunded' | 'not-paid'>;
  /**
   * Cancels a payment still pending (its hosted page can no longer pay it) and answers its status afterwards: a
   * payment paid meanwhile answers 'paid' (a real gateway: cancel the payment intent, which fails once captured).
   * Null for a payment the gateway does not know.
   */
  cancel(gatewayReference: string): Promise<GatewayPaymentStatus | null>;
}

/** The customer reference the shop gives a gateway for an organisation (the gateway scopes its pages by it). */
export const customerReferenceOf = (actor: { organisationId: number }): string => `org-${actor.organisationId}`;
