import { useState } from 'react';
import type { Basket } from '@sparesfinder/contracts/basket';
import type {
  CheckoutAddress,
  CheckoutRules,
  OrderSubmission,
  OrganisationInfo,
} from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { findCheckoutProblem } from '@sparesfinder/domain/checkout/checkout-validation';
import { penceToPounds, poundsToPence, type Pence } from '@sparesfinder/domain/money';
import { pendingAddress, type NewAddressDraft } from './new-address';

export interface AppliedDiscount {
  code: string;
  friendlyName: string | null;
  /** Pounds with VAT: how much the total with VAT drops (the code check's discountAmount). */
  amount: number;
  /** Pounds ex VAT: what the discount line carries (the code check's discountNetAmount). */
  netAmount: number;
}

export interface CheckoutFormState {
  orderReference: string;
  contactName: string;
  telephoneNumber: string;
  mobileNumber: string;
  email: string;
  preferredCollectionBranch: string;
  deliveryAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  /** The open "new delivery address" form's fields (null: closed). */
  newDeliveryAddress: NewAddressDraft | null;
  /** The open "new billing address" form's fields, for a new card (null: closed). */
  newBillingAddress: NewAddressDraft | null;
  paymentMethodTypeId: 1 | 2;
  cardToken: string | null;
  newCard: boolean;
  saveCard: boolean;
  termsAccepted: boolean;
  discount: AppliedDiscount | null;
}

export const initialFormState = (
  organisation: OrganisationInfo | undefined,
  basket: Basket,
  rules: CheckoutRules,
  cardToken: string | null,
): CheckoutFormState => ({
  orderReference: basket.customerOrderNo ?? '',
  contactName: organisation?.contactName ?? '',
  telephoneNumber: organisation?.telephone ?? '',
  mobileNumber: organisation?.mobile ?? '',
  email: organisation?.email ?? '',
  preferredCollectionBranch: '',
  deliveryAddress: null,
  billingAddress: null,
  newDeliveryAddress: null,
  newBillingAddress: null,
  paymentMethodTypeId: rules.paymentMethods.defaultMethod === 1 ? 1 : 2,
  cardToken,
  newCard: false,
  saveCard: false,
  termsAccepted: false,
  discount: null,
});

/**
 * The totals the server will charge: the basket's lines plus the discount line, VAT once on the sum (domain rules).
 * The discount line carries the discount's net part as the code check answered it (domain discountAmounts), as the
 * order's page shows it.
 */
export function orderTotals(
  basket: Basket,
  discount: AppliedDiscount | null,
): { discountNetPence: Pence; totalCostPence: Pence; totalCostWithVatPence: Pence } {
  const lines = basket.lines
    .filter((line) => line.basketLineTypeId !== 4)
    .map((line) => ({
      qty: line.qty,
      costPence: poundsToPence(line.cost),
      displayedCostPence: poundsToPence(line.displayedCost),
    }));
  const discountNet = discount ? poundsToPence(discount.netAmount) : 0;
  if (discount) lines.push({ qty: 1, costPence: -discountNet, displayedCostPence: -discountNet });
  const totals = basketTotals(lines);
  return {
    discountNetPence: discountNet,
    totalCostPence: totals.totalCostPence,
    totalCostWithVatPence: totals.totalCostWithVatPence,
  };
}

/** The total with VAT the order is submitted with (orderTotals). */
export const orderTotalWithVat = (basket: Basket, discount: AppliedDiscount | null): number =>
  penceToPounds(orderTotals(basket, discount).totalCostWithVatPence);

export function toSubmission(
  state: CheckoutFormState,
  basket: Basket,
  rules: CheckoutRules,
): OrderSubmission {
  return {
    basketKey: basket.basketKey,
    termsAccepted: state.termsAccepted,
    orderReference: state.orderReference || null,
    paymentMethodId: state.paymentMethodTypeId === 1 && !state.newCard ? state.cardToken : null,
    costWithVat: orderTotalWithVat(basket, state.discount),
    telephoneNumber: state.telephoneNumber,
    mobileNumber: state.mobileNumber || null,
    contactName: state.contactName || null,
    paymentMethodTypeId: state.paymentMethodTypeId,
    email: state.email || null,
    billingAddress: state.billingAddress,
    deliveryAddress: state.deliveryAddress,
    cardSinceCourier: rules.paymentMethods.cardSinceCourier,
    discountCode: state.discount?.code ?? null,
    preferredCollectionBranch: rules.preferredCollectionBranchShown ? state.preferredCollectionBranch : null,
    newPaymentMethod: state.paymentMethodTypeId === 1 && state.newCard,
    saveCard: state.saveCard,
  };
}

/** The new addresses Place Order has to save first: complete forms whose address the order goes with. */
export interface NewAddressesToSave {
  delivery: CheckoutAddress | null;
  billing: CheckoutAddress | null;
}

/**
 * The form as Place Order reads it (spec 3 §5 "selected or completed"): a new address form in use stands in for its
 * picker's choice, the typed address when complete (saved before the order is placed), none when incomplete (so the
 * check asks for it and the form marks what is missing). Only the forms on the page count: the delivery address
 * of a delivery order, the billing address of a new card.
 */
export function withNewAddresses(state: CheckoutFormState, deliveryStep: boolean): { state: CheckoutFormState; toSave: NewAddressesToSave } {
  const delivery = deliveryStep ? pendingAddress(state.newDeliveryAddress, state.deliveryAddress) : { kind: 'none' as const };
  const billing = state.paymentMethodTypeId === 1 && state.newCard ? pendingAddress(state.newBillingAddress, state.billingAddress) : { kind: 'none' as const };
  const chosen = (pending: typeof delivery, selected: CheckoutAddress | null) => (pending.kind === 'none' ? selected : pending.kind === 'complete' ? pending.address : null);
  return {
    state: { ...state, deliveryAddress: chosen(delivery, state.deliveryAddress), billingAddress: chosen(billing, state.billingAddress) },
    toSave: { delivery: delivery.kind === 'complete' ? delivery.address : null, billing: billing.kind === 'complete' ? billing.address : null },
  };
}

/** The first problem the page reports (spec 3 §5), with the dialog's title; the server checks the same rules. */
export function firstProblem(state: CheckoutFormState, basket: Basket, rules: CheckoutRules) {
  if (rules.blockedMessage) return { title: 'Error', description: rules.blockedMessage };
  const problem = findCheckoutProblem(
    { ...state, paymentMethodId: state.cardToken, newPaymentMethod: state.newCard },
    {
      isDelivery: basket.isDelivery,
      isByBox: rules.isByBox,
      courierSelected: rules.courierSelected,
      preferredCollectionBranchShown: rules.preferredCollectionBranchShown,
      samePostcodeVerification: rules.samePostcodeVerification,
      fulfillmentPostcode: basket.fulfillmentPostcode,
    },
  );
  return problem
    ? {
        title: 'Please check your order',
        description: messages.checkout[problem.code],
        fields: problem.fields,
      }
    : null;
}

export function useCheckoutForm(initial: () => CheckoutFormState) {
  const [state, setState] = useState(initial);
  const update = (changes: Partial<CheckoutFormState>) => setState((current) => ({ ...current, ...changes }));
  return { state, update };
}
