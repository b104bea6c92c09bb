import type { OrderPlacementResponse, PaymentLinkResponse } from '@sparesfinder/contracts/checkout';
import { notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { SavedCard } from '@sparesfinder/contracts/saved-cards';
import { basketLineTypeIds, isCourierLineCode } from '@sparesfinder/domain/basket/basket-line-types';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { fitsInCredit } from '@sparesfinder/domain/checkout/order-placement';
import { cardShareOfTotal } from '@sparesfinder/domain/checkout/payment-method-rules';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { customerReferenceOf, type PaymentProvider } from '../../providers/payment/payment-provider';
import type { BasketService } from '../basket/basket.service';
import { createCardSettlement } from './card-payment-settlement';
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
 * Card orders (spec 3 §4.8, decision 014) in named steps: submit (settle what the basket already has at the gateway:
 * a paid payment places the order instead of taking a second one, a pending one for the same amount is resumed,
 * any other cancelled; then every check of an order, and one payment for the amount the card pays) → hosted page
 * (GetPaymentLink) → complete (the gateway, not the browser, says it was paid; every payment of the basket is
 * considered, and the order is placed exactly once). What no browser completes, the reconciliation job does.
 */
export function createCardPaymentService(deps: CardPaymentDeps) {
  const { repository, basketService, orderPlacement, gateway, clock } = deps;
  const settlement = createCardSettlement(deps);

  return {
    settlement,

    async placeCardOrder(actor: Actor, submission: ParsedSubmission): Promise<OrderPlacementResponse> {
      const row = await basketService.findOwnBasketRow(actor, submission.basketKey);
      // A payment already taken for this basket (its completion was lost) places the order: never a second charge.
      const before = await settlement.reconcileBasket(actor, row.id, { cancelPending: false });
      const placed = await settlement.placeWithPaid(actor, row.basketKey, before.paid);
      if (placed) return placed.response.success && placed.placedBy ? { ...placed.response, message: messages.orderPlacement.paymentAlreadyTaken } : placed.response;

      const draft = await orderPlacement.check(actor, submission);
      const tokenId = submission.newPaymentMethod ? null : (submission.paymentMethodId ?? null);
      if (tokenId && !(await repository.findSavedCard(actor.organisationId, tokenId))) throw ruleBroken(messages.orderPlacement.savedCardNotFound);
      // cardSinceCourier: the card pays the delivery lines only (spec 3 §4.7); the parts must fit the account's credit
      // now, before the card is charged, not after.
      const deliveryNet = basketTotals(draft.lines.filter(isDeliveryLine)).totalCostPence;
      const { cardPence, accountPence } = cardShareOfTotal(draft.context.payment, draft.totals.totalCostWithVatPence, deliveryNet);
      if (accountPence > 0 && (!draft.context.account || !fitsInCredit(draft.context.account, accountPence))) throw ruleBroken(messages.orderPlacement.overCreditLimit);

      const offerToSave = !tokenId && submission.saveCard;
      const now = clock.now();
      // The same payment still open at the gateway (a reload, Back to checkout) is resumed; any other is cancelled,
      // so its hosted page in another tab can no longer pay.
      const { paid, kept } = await settlement.reconcileBasket(actor, row.id, {
        cancelPending: true,
        keepPending: (payment) => payment.amountPence === cardPence && payment.tokenId === tokenId && payment.saveCard === submission.saveCard,
      });
      const racedPaid = await settlement.placeWithPaid(actor, row.basketKey, paid);
      if (racedPaid) return racedPaid.response;
      if (kept) {
        await repository.updateSubmission(actor.organisationId, kept.id, { ...submission }, submission.saveCard, now);
        return { success: true, message: messages.orderPlacement.paymentStarted, basketKey: row.basketKey, orderId: null };
      }
      const created = await gateway.createPayment({ merchantReference: `${row.id}-${now.getTime()}`, customerReference: customerReferenceOf(actor), amountPence: cardPence, description: `SparesFinder basket ${row.basketKey}`, tokenId, offerToSave });
      // Card data never reaches us: the submission holds contact, addresses and the reference only.
      const inserted = await repository.insertPendingPayment({ organisationId: actor.organisationId, userId: actor.userId, basketId: row.id, gatewayReference: created.gatewayReference, amountPence: cardPence, tokenId, saveCard: submission.saveCard, submission: { ...submission }, createdAt: now, updatedAt: now });
      // A concurrent submission (a double click, two tabs) started the basket's one pending payment first: use that.
      if (inserted === undefined) await gateway.cancel(created.gatewayReference);
      return { success: true, message: messages.orderPlacement.paymentStarted, basketKey: row.basketKey, orderId: null };
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
     * gateway is asked about every payment of the basket, so a forged message leaves the order unpaid, a replay finds
     * the order placed, and a second payment for one order is refunded.
     */
    async completeOrder(actor: Actor, basketKey: string): Promise<OrderPlacementResponse> {
      const row = await basketService.findOwnBasketRow(actor, basketKey);
      const { paid } = await settlement.reconcileBasket(actor, row.id, { cancelPending: false });
      const placed = await settlement.placeWithPaid(actor, basketKey, paid);
      if (placed) return placed.response;
      const latest = await repository.findLatestPayment(actor.organisationId, actor.userId, row.id);
      if (!latest) return { success: false, message: messages.orderPlacement.noCardPayment, basketKey, orderId: row.orderId };
      // Already placed by this basket's payment (a replay): the order again, exactly as placing it twice answers.
      if (latest.status === 'paid' && row.orderId !== null) return { success: true, message: messages.orderPlacement.alreadyPlaced, basketKey, orderId: row.orderId };
      if (latest.status === 'refunded' || latest.status === 'refunding') return { success: false, message: latest.refundMessage ?? messages.orderPlacement.cardRefunded, basketKey, orderId: null };
      return { success: false, message: messages.orderPlacement.paymentNotReceived, basketKey, orderId: null };
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
