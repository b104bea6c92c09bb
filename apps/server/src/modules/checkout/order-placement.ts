import type { OrderPlacementResponse } from '@sparesfinder/contracts/checkout';
import { conflict, notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { orderDeliveryAddress } from '@sparesfinder/domain/checkout/checkout-validation';
import { fitsInCredit, orderIdForBasket, takesStockFromBranch } from '@sparesfinder/domain/checkout/order-placement';
import { paymentMethodTypeIds } from '@sparesfinder/domain/checkout/payment-method-rules';
import { formatPence } from '@sparesfinder/domain/money';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { OrderStatusProvider } from '../../providers/order-status/order-status-provider';
import type { BasketLineRecord } from '../basket/basket.repository';
import type { BasketOrderFields, BasketRow } from '../basket/basket.repository';
import type { BasketService } from '../basket/basket.service';
import { orderConfirmationMail } from './order-confirmation-mail';
import type { NotificationsModule } from '../notifications/notifications.module';
import { buyerRestrictionsOf } from './checkout-facts';
import type { CheckoutRepository } from './checkout.repository';
import { draftOrder, type OrderDraft, type ParsedSubmission } from './order-draft';

export interface OrderPlacementDeps {
  basketService: BasketService;
  repository: CheckoutRepository;
  notificationsService: NotificationsModule['notificationsService'];
  mail: MailProvider;
  clock: Clock;
  isFeatureEnabled(actor: Actor, name: string): Promise<boolean>;
  onMailFailure(error: unknown): void;
  /** Told after an order commits, so its merchant's status can start moving (issue #18). */
  orderStatus: Pick<OrderStatusProvider, 'orderPlaced'>;
  onOrderStatusFailure(error: unknown): void;
}

/** What a card completion adds: the money is taken, and how much of the order it paid (the rest goes on account). */
export interface CardSettlement {
  amountPence: number;
  /** Marks the payment as the one that placed this order, in the placing transaction; false rolls the order back. */
  markPaid(tx: Executor): Promise<boolean>;
}

/**
 * Placing an order (spec 3 §4.7-4.8, issue #15) in named steps: read what lives outside the transaction (user, flags)
 * → in ONE transaction under the basket lock: draft (every check) → take stock → charge the account → write the
 * order fields and open a new basket → raise the notification; then e-mail the confirmation. A basket already
 * placed answers its order again (exactly once).
 */
export function createOrderPlacement(deps: OrderPlacementDeps) {
  const { basketService, repository, notificationsService, clock } = deps;

  /** The reads that cannot happen inside the transaction (feature flags and the user, on the app's own pool). */
  async function readOutside(actor: Actor, basketKey: string) {
    const row = await basketService.findOwnBasketRow(actor, basketKey);
    const user = await repository.findUser(actor.organisationId, actor.userId);
    const supplier = row.supplierId === null ? undefined : await repository.findSupplier(row.supplierId);
    const flag = supplier?.orderingFeatureFlag ?? null;
    const flagOn = flag === null ? true : await deps.isFeatureEnabled(actor, flag.toLowerCase());
    return { row, user, orderingAllowed: (name: string) => name !== flag || flagOn };
  }

  async function takeStock(branchId: number, optionId: number, lines: readonly BasketLineRecord[], tx: Executor) {
    for (const line of lines.filter(isProductLine)) {
      if (line.productId == null) continue;
      if (!takesStockFromBranch(optionId)) await repository.takeStockUpTo(branchId, line.productId, line.qty, tx);
      else if (!(await repository.takeStock(branchId, line.productId, line.qty, tx))) throw ruleBroken(messages.orderPlacement.soldOut);
    }
  }

  /** The account part goes on the merchant account or the trade credit account (spec 3 §4.7, §6), within its credit. */
  async function chargeAccount(actor: Actor, draft: OrderDraft, pence: number, tx: Executor) {
    const account = draft.context.account;
    if (!account) throw ruleBroken(draft.context.payment.accountKind === 'trade-credit' ? messages.orderPlacement.tradeCreditNotSetUp : messages.orderPlacement.paymentMethodNotAllowed);
    const tradeCredit = account.kind === 'trade-credit';
    if (!fitsInCredit(account, pence)) throw ruleBroken(tradeCredit ? messages.orderPlacement.overTradeCreditLimit : messages.orderPlacement.overCreditLimit);
    if (tradeCredit) await repository.addToTradeCreditBalance(actor.organisationId, account.id, pence, tx);
    else await repository.addToBalance(actor.organisationId, account.id, pence, tx);
  }

  return {
    /**
     * Places the basket. `card` is given by the card completion (the gateway confirmed the money); without it this
     * is an account order and the whole total goes on the merchant account.
     */
    async place(actor: Actor, submission: ParsedSubmission, card?: CardSettlement): Promise<OrderPlacementResponse> {
      const outside = await readOutside(actor, submission.basketKey);
      const method = card ? paymentMethodTypeIds.card : paymentMethodTypeIds.account;
      let placedDraft: OrderDraft | undefined;
      let placedFields: BasketOrderFields | undefined;
      const result = await basketService.placeBasket(actor, submission.basketKey, async ({ row, lines, tx }) => {
        const now = clock.now();
        const draft = await draftOrder(repository, actor, row, lines, submission, { method, buyer: buyerRestrictionsOf(outside.user), orderingAllowed: outside.orderingAllowed, now, tx, skipExpiry: !!card });
        if (!card && draft.context.payment.cardSinceCourier) throw ruleBroken(messages.orderPlacement.cardForDelivery);
        // Card pays all, or (cardSinceCourier) the delivery lines; the rest goes on the merchant account.
        const onAccount = draft.totals.totalCostWithVatPence - (card?.amountPence ?? 0);
        if (onAccount > 0) await chargeAccount(actor, draft, onAccount, tx);
        await takeStock(row.selectedBranchId!, row.fulfilmentOptionId ?? 0, draft.lines, tx);
        const orderId = orderIdForBasket(row.id);
        const delivery = orderDeliveryAddress({ ...submission, paymentMethodTypeId: method }, draft.context.facts);
        await notificationsService.raise(
          { organisationId: actor.organisationId, userId: actor.userId, title: `Order ${orderId} placed`, text: `Your order ${orderId} with ${draft.context.supplier?.name ?? 'the merchant'} for ${formatPence(draft.totals.totalCostWithVatPence)} has been placed.` },
          tx,
        );
        // Last, so a payment a refund claimed meanwhile rolls the whole order back (never an order and a refund).
        if (card && !(await card.markPaid(tx))) throw conflict(messages.orderPlacement.paymentNotReceived);
        placedDraft = draft;
        placedFields = {
          orderId,
          supplierOrderNumber: `SF-${orderId}`,
          orderDate: now,
          paymentMethodTypeId: method,
          accountNumber: onAccount > 0 ? (draft.context.account?.accountNumber ?? null) : null,
          chargedAccountKind: onAccount > 0 ? (draft.context.account?.kind ?? null) : null,
          cardAmountPence: card ? card.amountPence : null,
          contactName: submission.contactName ?? null,
          telephoneNumber: submission.telephoneNumber ?? null,
          mobileNumber: submission.mobileNumber ?? null,
          address1: delivery?.address1 ?? null,
          address2: delivery?.address2 ?? null,
          town: delivery?.city ?? null,
          postCode: delivery?.postCode ?? null,
          preferredCollectionBranch: submission.preferredCollectionBranch || null,
          customerOrderNo: submission.orderReference || row.customerOrderNo || null,
          discountCode: submission.discountCode ? submission.discountCode.toUpperCase() : null,
        };
        return { lines: draft.lines, order: placedFields };
      });
      const { order, alreadyPlaced } = result;
      if (!alreadyPlaced && placedDraft && outside.user) await sendConfirmation({ actor, order, fields: placedFields!, draft: placedDraft, typedEmail: submission.email, userEmail: outside.user.email, card });
      if (!alreadyPlaced) await startOrderStatus(order.id, outside.row.supplierId, order.orderDate ?? clock.now());
      return { success: true, message: alreadyPlaced ? messages.orderPlacement.alreadyPlaced : messages.orderPlacement.placed, basketKey: order.basketKey, orderId: order.orderId };
    },

    /** The checks of `place`, writing nothing: what a card order's submission must pass before the money is asked for. */
    async check(actor: Actor, submission: ParsedSubmission): Promise<OrderDraft> {
      const outside = await readOutside(actor, submission.basketKey);
      if (outside.row.userId !== actor.userId) throw notFound('Basket');
      if (outside.row.orderId !== null) throw ruleBroken(messages.orderPlacement.alreadyPlaced);
      const lines = await basketService.listLines(outside.row.id);
      return draftOrder(repository, actor, outside.row, lines, submission, { method: paymentMethodTypeIds.card, buyer: buyerRestrictionsOf(outside.user), orderingAllowed: outside.orderingAllowed, now: clock.now() });
    },
  };

  async function startOrderStatus(basketId: number, supplierId: number | null, placedAt: Date) {
    // After the commit, like the e-mail: a queue hiccup leaves the order 'placed', never unplaces it.
    try {
      await deps.orderStatus.orderPlaced({ basketId, supplierId, placedAt });
    } catch (error) {
      deps.onOrderStatusFailure(error);
    }
  }

  /**
   * The confirmation e-mail (issue #44): to the address typed at checkout and the signed-in user if different, with
   * the confirmation page's lines, branch, date, charges and totals (order-confirmation-mail.ts). After the commit:
   * a mail failure must not undo a placed order (the SMTP provider retries in a job).
   */
  async function sendConfirmation(placed: { actor: Actor; order: BasketRow; fields: BasketOrderFields; draft: OrderDraft; typedEmail: string | null | undefined; userEmail: string; card?: CardSettlement }) {
    const { actor, order, fields, draft } = placed;
    try {
      const branch = order.selectedBranchId === null ? undefined : await repository.findBranchAddress(order.selectedBranchId);
      const mail = orderConfirmationMail(
        {
          orderId: order.orderId!,
          orderDate: order.orderDate ?? clock.now(),
          customerOrderNo: order.customerOrderNo,
          supplierName: draft.context.supplier?.name ?? null,
          branch: branch ? { name: branch.name, address: [branch.address1, branch.address2, branch.town, branch.postcode].filter(Boolean).join(', ') } : null,
          isDelivery: order.isDelivery,
          collectFromBranchOn: order.collectFromBranchOn,
          deliveryAddress: order.isDelivery && !draft.context.facts.isByBox ? { address1: fields.address1 ?? null, address2: fields.address2 ?? null, town: fields.town ?? null, postCode: fields.postCode ?? null } : null,
          byBox: draft.context.facts.isByBox && order.byBoxExchange ? { exchange: order.byBoxExchange, postalCode: order.byBoxPostalCode ?? '', reference: order.byBoxReference ?? '' } : null,
          lines: draft.lines,
          totals: draft.totals,
          cardAmountPence: placed.card?.amountPence ?? null,
          accountNumber: fields.accountNumber ?? null,
        },
        { typed: placed.typedEmail, userEmail: placed.userEmail },
      );
      for (const to of mail.to) await deps.mail.send({ to, organisationId: actor.organisationId, subject: mail.subject, text: mail.text });
    } catch (error) {
      deps.onMailFailure(error);
    }
  }
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
