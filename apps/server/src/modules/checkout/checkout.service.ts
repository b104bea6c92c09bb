import type { AddAddressRequest, CheckoutRules, OrganisationInfo, SavedAddressesResponse, SupplierSettingsResponse, ValidateDiscountResponse } from '@sparesfinder/contracts/checkout';
import type { BasketLine } from '@sparesfinder/contracts/basket';
import { notFound } from '@sparesfinder/contracts/errors';
import { basketLineTypeIds, isCourierLineCode } from '@sparesfinder/domain/basket/basket-line-types';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { discountAmounts, discountInvalidReason } from '@sparesfinder/domain/checkout/discount';
import { availableCreditPence } from '@sparesfinder/domain/checkout/order-placement';
import { isSameAddress } from '@sparesfinder/domain/checkout/same-address';
import { penceToPounds } from '@sparesfinder/domain/money';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { BasketService } from '../basket/basket.service';
import { toBasketLine } from '../basket/basket-view';
import type { CheckoutRepository } from './checkout.repository';
import { buyerRestrictionsOf, loadCheckoutContext } from './checkout-facts';

export interface CheckoutServiceDeps {
  repository: CheckoutRepository;
  basketService: BasketService;
  clock: Clock;
  isFeatureEnabled(actor: Actor, name: string): Promise<boolean>;
}

/** The checkout page's data (spec 3 §7 "Checkout"): addresses, organisation, merchant settings, rules, discount check. */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { repository, basketService, clock } = deps;

  const isTestUser = async (actor: Actor) => !!(await repository.findUser(actor.organisationId, actor.userId))?.isTestUser;

  return {
    isTestUser,

    async getSavedAddresses(actor: Actor, billing: boolean): Promise<SavedAddressesResponse> {
      return repository.listAddresses(actor.organisationId, billing);
    },

    /**
     * The new billing (or delivery) address form's address, kept for the next checkout (spec 3 §2.5). One the
     * organisation already holds of the same kind (domain isSameAddress) is answered instead of a second copy; under
     * the organisation's row lock, so two requests at once (a double click, Place Order right after Use this
     * address) cannot both find none and both insert (the merchant-accounts create pattern).
     */
    async addAddress(actor: Actor, address: AddAddressRequest): Promise<SavedAddressesResponse[number]> {
      return repository.inTransaction(async (tx) => {
        if (!(await repository.lockOrganisation(actor.organisationId, tx))) throw notFound('Organisation');
        const held = await repository.listAddresses(actor.organisationId, address.isBilling, tx);
        return held.find((saved) => isSameAddress(saved, address)) ?? repository.insertAddress(actor.organisationId, address, tx);
      });
    },

    /** spec 3 §8: the page says 'Error occured while deleting address' when this fails; a foreign id is a 404. */
    async deleteAddress(actor: Actor, id: number): Promise<{ success: true }> {
      if ((await repository.deleteAddress(actor.organisationId, id)) === 0) throw notFound('Address');
      return { success: true };
    },

    async getOrganisationInfo(actor: Actor): Promise<OrganisationInfo> {
      const row = await repository.findOrganisationInfo(actor.organisationId);
      if (!row) throw notFound('Organisation');
      const { organisationCredit, groupCredit, ...info } = row;
      return { ...info, tradeHelpBTCreditAccount: organisationCredit || groupCredit };
    },

    async getSupplierSettings(actor: Actor): Promise<SupplierSettingsResponse> {
      const accounts = await repository.listMerchantAccounts(actor.organisationId);
      return accounts.map((account) => ({ supplierID: account.supplierId, defaultPaymentMethodType: { id: account.defaultPaymentMethodTypeId }, sparesFinder: account.sparesFinder }));
    },

    /** Ours: the rules the server will apply to this basket, so the page shows exactly what placing enforces. */
    async getCheckoutRules(actor: Actor, basketKey: string): Promise<CheckoutRules> {
      const row = await basketService.findOwnBasketRow(actor, basketKey);
      const lines = await basketService.listLines(row.id);
      const supplier = row.supplierId === null ? undefined : await repository.findSupplier(row.supplierId);
      const flag = supplier?.orderingFeatureFlag ?? null;
      const flagOn = flag === null || (await deps.isFeatureEnabled(actor, flag.toLowerCase()));
      const context = await loadCheckoutContext(repository, actor, row, lines, { buyer: buyerRestrictionsOf(await repository.findUser(actor.organisationId, actor.userId)), orderingAllowed: () => flagOn });
      return {
        paymentMethods: { defaultMethod: context.payment.defaultMethod, allowed: [...context.payment.allowed], cardSinceCourier: context.payment.cardSinceCourier, accountKind: context.payment.accountKind },
        blockedMessage: context.blockedMessage,
        isByBox: context.facts.isByBox,
        courierSelected: context.facts.courierSelected,
        preferredCollectionBranchShown: context.facts.preferredCollectionBranchShown,
        samePostcodeVerification: context.facts.samePostcodeVerification,
        termsOfSaleLink: context.supplier?.termsOfSaleLink ?? null,
        availableCredit: context.account ? penceToPounds(availableCreditPence(context.account)) : null,
        accountNumber: context.account?.accountNumber ?? null,
        accountProviderName: context.account?.providerName ?? null,
      };
    },

    /** spec 3 §7: the courier lines still on the basket, for the zero-quantity removal. */
    async getRemainingCourierLines(actor: Actor, basketKey: string): Promise<BasketLine[]> {
      const row = await basketService.findOwnBasketRow(actor, basketKey);
      return (await basketService.listLines(row.id)).filter((line) => isCourierLineCode(line.manufacturerCode)).map(toBasketLine);
    },

    /** spec 3 §3 discount check: valid, invalidReason, discountAmount (pounds with VAT off the order), and its net part. */
    async validateDiscount(actor: Actor, request: { discountCode: string; basketKey: string; supplierID?: number | null }): Promise<ValidateDiscountResponse> {
      const row = await basketService.findOwnBasketRow(actor, request.basketKey);
      const lines = (await basketService.listLines(row.id)).filter((line) => line.basketLineTypeId !== basketLineTypeIds.discount);
      const productsNet = basketTotals(lines.filter(isProductLine)).totalCostPence;
      const code = await repository.findDiscountCode(request.discountCode);
      const invalidReason = discountInvalidReason(code, request.supplierID ?? row.supplierId, productsNet, clock.now());
      if (invalidReason || !code) return { valid: false, invalidReason, discountAmount: 0, discountNetAmount: 0, friendlyName: null };
      const amounts = discountAmounts(basketTotals(lines).totalCostPence, productsNet, code.percentOff);
      return { valid: true, invalidReason: null, discountAmount: penceToPounds(amounts.amountWithVatPence), discountNetAmount: penceToPounds(amounts.netPence), friendlyName: code.friendlyName };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
