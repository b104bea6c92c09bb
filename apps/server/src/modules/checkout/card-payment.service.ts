import type { OrderPlacementResponse, PaymentLinkResponse } from '@sparesfinder/contracts/checkout';
import { DomainError, notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { SavedCard } from '@sparesfinder/contracts/saved-cards';
import { basketLineTypeIds, isCourierLineCode } from '@sparesfinder/domain/basket/basket-line-types';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import type { BasketService } from '../basket/basket.service';
import type { CardPaymentsRepository } from './card-payments.repository';
import type { ParsedSubmission } from './order-draft';
import type { OrderPlacement } from './order-placement';

export interface CardPaymentDeps {
  repository: CardPaymentsRepository;
  basketService: BasketService;
  orderPlacement: OrderPlacement;
  gateway: PaymentProvider;
  clock: Clock;
}

const isDeliveryLine = (line: { basketLineTypeId: number; manufacturerCode: string }) =>
  line.basketLineTypeId === basketLineTypeIds.delivery || line.basketLineTypeId === basketLineTypeIds.deliveryCharge || isCourierLineCode(line.manufacturerCode);

/**
 * Card orders (spec 3 §4.8, decision 014) in named steps: submit (every check of an order, then a payment at the
 * gateway for the amount the card pays) → hosted page (GetPaymentLink) → complete (the gateway, not the browser,
 * says it was paid; then the order is placed exactly once, and a card asked to be saved is kept as its token).
 */
export function createCardPaymentService(deps: CardPaymentDeps) {
  const { repository, basketService, orderPlacement, gateway, clock } = deps;

  /**
   * The order was refused after the gateway took the money: refund it (the gateway refunds a payment once, however
   * often this runs), tell the buyer why and that the money went back. The basket is untouched (the placing
   * transaction rolled back), so the buyer can go back and choose again.
   */
  async function refundRefusedPayment(actor: Actor, basketKey: string, payment: { id: number; gatewayReference: string }, reason: string): Promise<OrderPlacementResponse & { success: false }> {
    const message = `${reason} ${messages.orderPlacement.cardRefunded}`;
    await gateway.refund(payment.gatewayReference, reason);
    await repository.markRefunded(actor.organisationId, payment.id, message, clock.now());
    return { success: false, message, basketKey, orderId: null };
  }

  return {
    async placeCardOrder(actor: Actor, submission: ParsedSubmission): Promise<OrderPlacementResponse> {
      const draft = await orderPlacement.check(actor, submission);
      const row = await basketService.findOwnBasketRow(actor, submission.basketKey);
      const tokenId = submission.newPaymentMethod ? null : (submission.paymentMethodId ?? null);
      if (tokenId && !(await repository.findSavedCard(actor.organisationId, tokenId))) throw ruleBroken(messages.orderPlacement.savedCardNotFound);
      // cardSinceCourier: the card pays the delivery lines only (spec 3 §4.7); otherwise the whole order.
      const amountPence = draft.context.payment.cardSinceCourier ? basketTotals(draft.lines.filter(isDeliveryLine)).totalCostWithVatPence : draft.totals.totalCostWithVatPence;
      const now = clock.now();
      const { gatewayReference } = await gateway.createPayment({ merchantReference: `${row.id}-${now.getTime()}`, amountPence, description: `SparesFinder basket ${row.basketKey}`, tokenId, offerToSave: !tokenId && submission.saveCard });
      // Card data never reaches us: the submission holds contact, addresses and the reference only.
      await repository.insertPayment({ organisationId: actor.organisationId, userId: actor.userId, basketId: row.id, gatewayReference, status: 'pending', amountPence, tokenId, saveCard: submission.saveCard, submission: { ...submission }, createdAt: now, updatedAt: now });
      return { success: true, message: 'Payment started', basketKey: row.basketKey, orderId: null };
    },

    /** spec 3 §7 get payment link (basketKey, tokenId → linkUrl): the hosted page of the basket's pending payment. */
    async getPaymentLink(actor: Actor, basketKey: string, tokenId: string | undefined): Promise<PaymentLinkResponse> {
      const row = await basketService.findOwnBasketRow(actor, basketKey);
      const payment = await repository.findLatestPayment(actor.organisationId, actor.userId, row.id);
      if (!payment || payment.status !== 'pending' || (tokenId !== undefined && tokenId !== payment.tokenId)) throw notFound('Payment');
      const gatewayPayment = await gateway.getPayment(payment.gatewayReference);
      if (!gatewayPayment || gatewayPayment.status !== 'pending') throw notFound('Payment');
      return { linkUrl: `/sandbox-gateway/pay/${payment.gatewayReference}` };
    },

    /**
     * spec 3 §4.8 complete order (basketKey → success, message). The browser's message only says "look now": the
     * gateway is asked, so a forged message leaves the order unpaid, and a replay finds the order already placed.
     */
    async completeOrder(actor: Actor, basketKey: string): Promise<OrderPlacementResponse> {
      const row = await basketService.findOwnBasketRow(actor, basketKey);
      const payment = await repository.findLatestPayment(actor.organisationId, actor.userId, row.id);
      if (!payment) return { success: false, message: messages.orderPlacement.noCardPayment, basketKey, orderId: row.orderId };
      const paid = await gateway.getPayment(payment.gatewayReference);
      if (paid?.status === 'refunded') return { success: false, message: payment.refundMessage ?? messages.orderPlacement.cardRefunded, basketKey, orderId: null };
      if (!paid || paid.status !== 'paid') return { success: false, message: messages.orderPlacement.paymentNotReceived, basketKey, orderId: null };
      let result: OrderPlacementResponse;
      try {
        result = await orderPlacement.place(actor, payment.submission as ParsedSubmission, { amountPence: payment.amountPence });
      } catch (error) {
        // A refusal (sold out, basket changed, merchant blocked...) after the money was taken: give it back. Any
        // other failure (database, a lost race on the lock) is not a refusal: the buyer retries and may still win.
        if (error instanceof DomainError && (error.code === 'rule' || error.code === 'validation')) return refundRefusedPayment(actor, basketKey, payment, error.message);
        throw error;
      }
      if (payment.status !== 'paid') await repository.setStatus(actor.organisationId, payment.id, 'paid', paid.tokenId, clock.now());
      if (payment.saveCard && paid.tokenId && paid.last4Digits && paid.expiryDate) {
        const billing = (payment.submission as ParsedSubmission).billingAddress;
        await repository.saveCard({ tokenId: paid.tokenId, organisationId: actor.organisationId, userId: actor.userId, last4Digits: paid.last4Digits, expiryDate: paid.expiryDate, billingAddress1: billing?.address1 ?? '', billingAddress2: billing?.address2 ?? null, billingCity: billing?.city ?? '', billingPostCode: billing?.postCode ?? '' });
      }
      return result;
    },

    async listSavedCards(actor: Actor): Promise<SavedCard[]> {
      const rows = await repository.listSavedCards(actor.organisationId);
      return rows.map((card) => ({ tokenID: card.tokenId, expiryDate: card.expiryDate, last4Digits: card.last4Digits, billingAddress: { address1: card.billingAddress1, address2: card.billingAddress2, city: card.billingCity, postCode: card.billingPostCode } }));
    },

    /** Removes one of the organisation's cards here and at the gateway; a foreign token is a 404. */
    async deleteSavedCard(actor: Actor, tokenId: string): Promise<{ success: true }> {
      if ((await repository.deleteSavedCard(actor.organisationId, tokenId)) === 0) throw notFound('Saved card');
      await gateway.deleteToken(tokenId);
      return { success: true };
    },
  };
}
export type CardPaymentService = ReturnType<typeof createCardPaymentService>;
