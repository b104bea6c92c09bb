import type { z } from 'zod';
import { OrderSubmission } from '@sparesfinder/contracts/checkout';
import { DomainError, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { hasByBoxChoice, type ByBoxChoiceSource } from '@sparesfinder/domain/availability/by-box';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { basketTotals, type BasketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { matchesAcceptance } from '@sparesfinder/domain/basket/acceptance';
import { findCheckoutProblem } from '@sparesfinder/domain/checkout/checkout-validation';
import { discountAmounts, discountInvalidReason } from '@sparesfinder/domain/checkout/discount';
import { browserTotalMatches, isBasketPayable } from '@sparesfinder/domain/checkout/order-placement';
import { paymentMethodTypeIds } from '@sparesfinder/domain/checkout/payment-method-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { BasketLineRecord } from '../basket/basket.repository';
import type { CheckoutRepository } from './checkout.repository';
import { loadCheckoutContext, type BuyerRestrictions, type CheckoutBasket, type CheckoutContext } from './checkout-facts';

export type ParsedSubmission = z.output<typeof OrderSubmission>;
export type DraftBasket = CheckoutBasket & ByBoxChoiceSource & { id: number; expiryDate: Date | null; quoteId: number; acceptedQuantities: Record<string, number> | null };

export interface OrderDraft {
  lines: BasketLineRecord[];
  totals: BasketTotals;
  context: CheckoutContext;
}

export interface DraftOptions {
  method: 1 | 2;
  buyer: BuyerRestrictions;
  orderingAllowed: (flag: string) => boolean;
  now: Date;
  tx?: Executor;
  /** Card completion: the gateway has taken the money, so the 5-minute window is not held against it (decision 014). */
  skipExpiry?: boolean;
}

/**
 * Every check the server makes before an order exists (spec 3 §5, §4.7, issue #15), in one place for the account
 * order, the card order's submission and its completion: payable basket, blocks, payment method, the page's rules,
 * the discount code, and the browser's total against ours. Writes nothing.
 */
export async function draftOrder(repository: CheckoutRepository, actor: Actor, basket: DraftBasket, stored: readonly BasketLineRecord[], submission: ParsedSubmission, options: DraftOptions): Promise<OrderDraft> {
  if (!options.skipExpiry && !isBasketPayable(basket, options.now)) throw ruleBroken(messages.orderPlacement.expired);
  const lines = stored.filter((line) => line.basketLineTypeId !== basketLineTypeIds.discount);
  const products = lines.filter(isProductLine);
  if (products.length === 0) throw ruleBroken(messages.orderPlacement.emptyBasket);
  const context = await loadCheckoutContext(repository, actor, basket, lines, { buyer: options.buyer, orderingAllowed: options.orderingAllowed, tx: options.tx, lockAccount: options.method === paymentMethodTypeIds.account && options.tx !== undefined });
  if (context.blockedMessage) throw ruleBroken(context.blockedMessage);
  if (!context.payment.allowed.includes(options.method)) throw ruleBroken(messages.orderPlacement.paymentMethodNotAllowed);
  // spec 3 §2.4/§5 By-box: no locker and reference, no by-box order (the modal's Continue needs both).
  if (context.facts.isByBox && !hasByBoxChoice(basket, stored)) throw ruleBroken(messages.orderPlacement.byBoxNotChosen);
  // Issue #44: the basket must still be what was accepted (quantities, the option's add-ons, the delivery charge now).
  const nextDayTerms = basket.supplierId === null ? null : ((await repository.findNextDayTerms(basket.supplierId, options.tx)) ?? null);
  if (!matchesAcceptance(basket, lines, nextDayTerms)) throw ruleBroken(messages.orderPlacement.acceptanceChanged);

  const problem = findCheckoutProblem({ ...submission, paymentMethodTypeId: options.method }, context.facts);
  if (problem) {
    const message = messages.checkout[problem.code];
    throw new DomainError('rule', message, Object.fromEntries(problem.fields.map((field) => [field, [message]])));
  }

  if (submission.discountCode) {
    const code = await repository.findDiscountCode(submission.discountCode, options.tx);
    const productsNet = basketTotals(products).totalCostPence;
    const reason = discountInvalidReason(code, context.supplier?.id ?? null, productsNet, options.now);
    if (reason || !code) throw new DomainError('rule', reason ?? messages.orderPlacement.totalChanged, { discountCode: [reason ?? ''] });
    const { netPence } = discountAmounts(basketTotals(lines).totalCostPence, productsNet, code.percentOff);
    lines.push({ basketLineTypeId: basketLineTypeIds.discount, manufacturerCode: code.code, description: code.friendlyName, qty: 1, costPence: -netPence, displayedCostPence: -netPence, productId: null });
  }
  const totals = basketTotals(lines);
  if (!browserTotalMatches(submission.costWithVat, totals.totalCostWithVatPence)) throw ruleBroken(messages.orderPlacement.totalChanged);
  return { lines, totals, context };
}
