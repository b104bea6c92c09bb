import type { OrderPlacementResponse } from '@sparesfinder/contracts/checkout';
import { DomainError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import type { CardPaymentRow, CardPaymentsRepository } from './card-payments.repository';
import type { ParsedSubmission } from './order-draft';
import type { OrderPlacement } from './order-placement';

export interface CardSettlementDeps {
  repository: CardPaymentsRepository;
  orderPlacement: OrderPlacement;
  gateway: PaymentProvider;
  clock: Clock;
}

/** A payment of ours that the gateway says was paid, not yet used by an order or refunded. */
export type PaidPayment = CardPaymentRow;

/**
 * Card payments exactly once (issue #44), the steps the checkout, the completion and the reconciliation job share:
 * every unsettled payment of a basket is looked up at the gateway (the shop's status follows the gateway's); the
 * paid one places the order, marked paid in the placing transaction; any other paid one, or one whose order can no
 * longer be placed, is refunded once (claimed pending → refunding first, so a placement and a refund can never
 * both have it).
 */
export function createCardSettlement(deps: CardSettlementDeps) {
  const { repository, orderPlacement, gateway, clock } = deps;

  /** Refunds a payment this request claimed (or one left refunding by a crash): idempotent at the gateway. */
  async function refund(actor: Actor, payment: CardPaymentRow, reason: string, message: string): Promise<boolean> {
    if (payment.status !== 'refunding' && !(await repository.claimRefund(actor.organisationId, payment.id, message, clock.now()))) return false;
    await gateway.refund(payment.gatewayReference, reason);
    await repository.finishRefund(actor.organisationId, payment.id, clock.now());
    return true;
  }

  /** A card the buyer asked to save is kept as the gateway's token (never its number). */
  async function keepSavedCard(actor: Actor, payment: CardPaymentRow, atGateway: Awaited<ReturnType<PaymentProvider['getPayment']>>) {
    if (!payment.saveCard || !atGateway?.tokenId || !atGateway.last4Digits || !atGateway.expiryDate) return;
    const billing = (payment.submission as ParsedSubmission).billingAddress;
    await repository.saveCard({ tokenId: atGateway.tokenId, organisationId: actor.organisationId, userId: actor.userId, last4Digits: atGateway.last4Digits, expiryDate: atGateway.expiryDate, billingAddress1: billing?.address1 ?? '', billingAddress2: billing?.address2 ?? null, billingCity: billing?.city ?? '', billingPostCode: billing?.postCode ?? '' });
  }

  return {
    refund,

    /**
     * Looks up every unsettled payment of the basket at the gateway and brings ours in line: failed and aborted ones
     * closed, a refund left half done finished, and (with `cancelPending`) a pending one cancelled, unless
     * `keepPending` says it can be resumed. Answers the paid ones and the pending one kept.
     */
    async reconcileBasket(actor: Actor, basketId: number, options: { cancelPending: boolean; keepPending?: (payment: CardPaymentRow) => boolean }): Promise<{ paid: PaidPayment[]; kept: CardPaymentRow | null }> {
      const paid: PaidPayment[] = [];
      let kept: CardPaymentRow | null = null;
      for (const payment of await repository.listPaymentsOfBasket(actor.organisationId, actor.userId, basketId)) {
        if (payment.status === 'refunding') {
          await refund(actor, payment, payment.refundMessage ?? messages.orderPlacement.cardRefunded, payment.refundMessage ?? messages.orderPlacement.cardRefunded);
          continue;
        }
        if (payment.status !== 'pending') continue;
        let status = (await gateway.getPayment(payment.gatewayReference))?.status ?? 'aborted';
        if (status === 'pending' && options.keepPending?.(payment) && !kept) {
          kept = payment;
          continue;
        }
        if (status === 'pending' && options.cancelPending) status = (await gateway.cancel(payment.gatewayReference)) ?? 'aborted';
        if (status === 'paid') paid.push(payment);
        else if (status === 'failed' || status === 'aborted') await repository.markClosed(actor.organisationId, payment.id, status, clock.now());
        else if (status === 'refunded') await refund(actor, payment, messages.orderPlacement.cardRefunded, messages.orderPlacement.cardRefunded);
      }
      return { paid, kept };
    },

    /**
     * Places the order with the first paid payment; refunds it if the order is refused (sold out, blocked, …), and
     * refunds every other paid one as a second payment for one order. Answers the placement's answer, or the
     * refusal with the refund said; null when there was nothing paid.
     */
    async placeWithPaid(actor: Actor, basketKey: string, paid: readonly PaidPayment[]): Promise<{ response: OrderPlacementResponse; placedBy: PaidPayment | null; refunded: boolean } | null> {
      const [first, ...others] = paid;
      if (!first) return null;
      let response: OrderPlacementResponse;
      let placedBy: PaidPayment | null = null;
      let refundedRefused = false;
      // Asked before the placing transaction: inside it only the transaction may query (PGlite has one connection).
      const atGateway = await gateway.getPayment(first.gatewayReference);
      try {
        const result = await orderPlacement.place(actor, first.submission as ParsedSubmission, {
          amountPence: first.amountPence,
          // In the placing transaction: the payment that places the order is the one marked paid, exactly once.
          markPaid: (tx) => repository.markPaid(actor.organisationId, first.id, atGateway?.tokenId ?? first.tokenId, clock.now(), tx),
        });
        response = result;
        if (result.message === messages.orderPlacement.alreadyPlaced) others.unshift(first);
        else {
          placedBy = first;
          await keepSavedCard(actor, first, atGateway);
        }
      } catch (error) {
        // A refusal after the money was taken gives it back; any other failure (database, a lost race) is retried.
        if (!(error instanceof DomainError && (error.code === 'rule' || error.code === 'validation'))) throw error;
        const message = `${error.message} ${messages.orderPlacement.cardRefunded}`;
        refundedRefused = await refund(actor, first, error.message, message);
        response = { success: false, message, basketKey, orderId: null };
      }
      let refundedSecond = false;
      for (const second of others) refundedSecond = (await refund(actor, second, messages.orderPlacement.secondPaymentRefunded, messages.orderPlacement.secondPaymentRefunded)) || refundedSecond;
      if (refundedSecond && response.success) response = { ...response, message: `${response.message} ${messages.orderPlacement.secondPaymentRefunded}` };
      return { response, placedBy, refunded: refundedRefused || refundedSecond };
    },
  };
}
export type CardSettlement = ReturnType<typeof createCardSettlement>;
