import { fulfilmentOptionIds } from '@sparesfinder/domain/availability/fulfilment-options';
import { basketLineTypeIds, isCourierLineCode } from '@sparesfinder/domain/basket/basket-line-types';
import { messages } from '@sparesfinder/contracts/messages';
import type { CheckoutFacts } from '@sparesfinder/domain/checkout/checkout-validation';
import { choosePaymentMethod, type ChargedAccountKind, type PaymentChoice } from '@sparesfinder/domain/checkout/payment-method-rules';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { CheckoutRepository } from './checkout.repository';

/** The basket as the checkout reads it (a stored row and its lines). */
export interface CheckoutBasket {
  selectedBranchId: number | null;
  supplierId: number | null;
  isDelivery: boolean;
  fulfilmentOptionId: number | null;
  fulfillmentPostcode: string | null;
}
export interface CheckoutLine {
  basketLineTypeId: number;
  manufacturerCode: string;
}

/** What the organisation may do on this basket, read once per request (outside or inside the placing transaction). */
/** The account an account payment charges (spec 3 §4.7, §6): the merchant account or the trade credit account. */
export interface ChargedAccount {
  kind: ChargedAccountKind;
  id: number;
  accountNumber: string;
  /** Who runs a trade credit account; null for a merchant account. */
  providerName: string | null;
  creditLimitPence: number;
  balancePence: number;
}

export interface CheckoutContext {
  supplier: NonNullable<Awaited<ReturnType<CheckoutRepository['findSupplier']>>> | null;
  /** The account an account payment charges, or undefined when there is none to charge. */
  account: ChargedAccount | undefined;
  payment: PaymentChoice;
  facts: CheckoutFacts;
  /** The refusal (checkout turned off for the user, test user, restricted merchant), or null. */
  blockedMessage: string | null;
}

/** What the user may not do, whatever the basket (their user row; a missing row may do nothing more than a test user). */
export interface BuyerRestrictions {
  isTestUser: boolean;
  /** spec 1 §3 disable{product}Checkout: the page hides the way to checkout, and the server refuses it too. */
  checkoutDisabled: boolean;
}

export const buyerRestrictionsOf = (user: { isTestUser: boolean; disableProductCheckout: boolean } | undefined): BuyerRestrictions => ({
  isTestUser: user?.isTestUser ?? true,
  checkoutDisabled: user?.disableProductCheckout ?? true,
});

const hasDeliveryLine = (lines: readonly CheckoutLine[]) =>
  lines.some((line) => line.basketLineTypeId === basketLineTypeIds.delivery || line.basketLineTypeId === basketLineTypeIds.deliveryCharge || isCourierLineCode(line.manufacturerCode));

async function chargedAccount(
  repository: CheckoutRepository,
  actor: Actor,
  kind: ChargedAccountKind | null,
  merchantAccount: Awaited<ReturnType<CheckoutRepository['findMerchantAccount']>>,
  options: { tx?: Executor; lockAccount?: boolean },
): Promise<ChargedAccount | undefined> {
  if (kind === 'trade-credit') {
    const credit = await repository.findTradeCreditAccount(actor.organisationId, options.tx, options.lockAccount);
    return credit && { kind, ...credit };
  }
  if (kind === 'merchant' && merchantAccount) {
    const { id, accountNumber, creditLimitPence, balancePence } = merchantAccount;
    return { kind, id, accountNumber, providerName: null, creditLimitPence, balancePence };
  }
  return undefined;
}

/**
 * Reads the merchant and the organisation's account with it and applies spec 3 §4.7 and §5. `orderingAllowed` says
 * whether the merchant's ordering feature flag is on (read before any transaction: flags live outside it).
 */
export async function loadCheckoutContext(
  repository: CheckoutRepository,
  actor: Actor,
  basket: CheckoutBasket,
  lines: readonly CheckoutLine[],
  options: { buyer: BuyerRestrictions; orderingAllowed: (flag: string) => boolean; tx?: Executor; lockAccount?: boolean },
): Promise<CheckoutContext> {
  const supplier = basket.supplierId === null ? null : ((await repository.findSupplier(basket.supplierId, options.tx)) ?? null);
  const merchantAccount = supplier ? await repository.findMerchantAccount(actor.organisationId, supplier.id, options.tx, options.lockAccount) : undefined;
  const organisation = await repository.findOrganisationInfo(actor.organisationId, options.tx);
  const tradeCredit = !!(organisation?.organisationCredit || organisation?.groupCredit);
  const courierSelected = lines.some((line) => isCourierLineCode(line.manufacturerCode));
  const payment = choosePaymentMethod({
    merchantDefaultPaymentMethodTypeId: merchantAccount?.defaultPaymentMethodTypeId ?? null,
    tradeCreditAccount: tradeCredit,
    courierBasedFinderSupplier: !!supplier?.courierBased && !!supplier.sparesFinder,
    hasDeliveryLine: hasDeliveryLine(lines),
    hasMerchantAccount: merchantAccount?.isValidated === 1,
  });
  const account = await chargedAccount(repository, actor, payment.accountKind, merchantAccount, options);
  const restricted = !!supplier?.orderingFeatureFlag && !options.orderingAllowed(supplier.orderingFeatureFlag);
  const { buyer } = options;
  // A trade credit customer can pay no other way (spec 3 §4.7): without the account set up, say so before the form.
  const noTradeCredit = payment.accountKind === 'trade-credit' && !account;
  const blockedMessage = buyer.checkoutDisabled ? messages.checkout.checkoutDisabled : buyer.isTestUser ? messages.checkout.testUser : restricted ? messages.checkout.restrictedMerchant : noTradeCredit ? messages.orderPlacement.tradeCreditNotSetUp : null;
  const isByBox = basket.fulfilmentOptionId === fulfilmentOptionIds.byBox;
  return {
    supplier,
    account,
    payment,
    blockedMessage,
    facts: {
      isDelivery: basket.isDelivery,
      isByBox,
      courierSelected,
      // spec 3 §5: only for a collection; a by-box order goes to a locker, not collected from a branch.
      preferredCollectionBranchShown: !!supplier?.showPreferredCollectionBranch && !basket.isDelivery && !isByBox,
      samePostcodeVerification: !!supplier?.samePostcodeVerification,
      fulfillmentPostcode: basket.fulfillmentPostcode,
    },
  };
}
