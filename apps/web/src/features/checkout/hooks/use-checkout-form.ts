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
import { discountNetPence } from '@sparesfinder/domain/checkout/discount';
import { penceToPounds, poundsToPence, type Pence } from '@sparesfinder/domain/money';

export interface AppliedDiscount {
  code: string;
  friendlyName: string | null;
  amount: number;
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
  paymentMethodTypeId: rules.paymentMethods.defaultMethod === 1 ? 1 : 2,
  cardToken,
  newCard: false,
  saveCard: false,
  termsAccepted: false,
  discount: null,
});

/**
 * The totals the server will charge: the basket's lines plus the discount line, VAT once on the sum (domain rules).
 * The discount line carries the discount's net part (domain discountNetPence), as the order's page shows it: the
 * amount the code check answers includes VAT.
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
  const discountNet = discount ? discountNetPence(poundsToPence(discount.amount)) : 0;
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
