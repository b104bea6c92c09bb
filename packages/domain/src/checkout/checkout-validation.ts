import { normalisePostcode } from '../postcode';
import { paymentMethodTypeIds } from './payment-method-rules';
import { isCompleteAddress, isFilled, type CheckoutAddress } from './checkout-fields';

/**
 * The problems the checkout reports, named as the keys of the spec's checkout messages (contracts messages.ts
 * `messages.checkout`, spec 3 §5 and §8), so the page and the server say the same text.
 */
export type CheckoutProblemCode = 'completeMandatoryFields' | 'acceptTerms' | 'selectDeliveryAddress' | 'selectBillingAddress' | 'selectPaymentMethod' | 'postcodeMismatch';

/** What the customer filled in on the checkout page. */
export interface CheckoutForm {
  termsAccepted: boolean;
  telephoneNumber?: string | null;
  contactName?: string | null;
  preferredCollectionBranch?: string | null;
  paymentMethodTypeId: number;
  /** A saved card's token (card payment with a saved card). */
  paymentMethodId?: string | null;
  /** Card payment with a new card (the new payment form): a billing address is needed instead of a token. */
  newPaymentMethod?: boolean;
  deliveryAddress?: CheckoutAddress | null;
  billingAddress?: CheckoutAddress | null;
}

/** What the basket and its merchant say about this order. */
export interface CheckoutFacts {
  isDelivery: boolean;
  isByBox: boolean;
  /** A same-day courier is selected: the contact name is then not required (spec 3 §5). */
  courierSelected: boolean;
  /** The merchant asks for a preferred collection branch and this is a collection (spec 3 §5). */
  preferredCollectionBranchShown: boolean;
  samePostcodeVerification: boolean;
  fulfillmentPostcode: string | null;
}

export interface CheckoutProblem {
  code: CheckoutProblemCode;
  /** The fields to mark on the page. */
  fields: string[];
}

/**
 * spec 3 §2.5 and §5: a delivery order asks for a delivery address (its own step 3), except by-box delivery, which
 * goes to a locker.
 */
export const needsDeliveryAddress = (facts: Pick<CheckoutFacts, 'isDelivery' | 'isByBox'>): boolean => facts.isDelivery && !facts.isByBox;

/**
 * spec 3 §5, in the order the page reports them: mandatory fields, terms, then the payment method's needs, then the
 * same-postcode rule. The page shows the first problem in its dialog; the server refuses the order with the same.
 */
export function findCheckoutProblem(form: CheckoutForm, facts: CheckoutFacts): CheckoutProblem | null {
  const missing: string[] = [];
  if (!isFilled(form.telephoneNumber)) missing.push('telephoneNumber');
  if (!facts.courierSelected && !isFilled(form.contactName)) missing.push('contactName');
  if (facts.preferredCollectionBranchShown && !isFilled(form.preferredCollectionBranch)) missing.push('preferredCollectionBranch');
  if (missing.length) return { code: 'completeMandatoryFields', fields: missing };
  if (!form.termsAccepted) return { code: 'acceptTerms', fields: ['termsAccepted'] };

  if (needsDeliveryAddress(facts) && !isCompleteAddress(form.deliveryAddress)) return { code: 'selectDeliveryAddress', fields: ['deliveryAddress'] };
  if (form.paymentMethodTypeId === paymentMethodTypeIds.card) {
    if (form.newPaymentMethod) {
      if (!isCompleteAddress(form.billingAddress)) return { code: 'selectBillingAddress', fields: ['billingAddress'] };
    } else if (!isFilled(form.paymentMethodId)) {
      return { code: 'selectPaymentMethod', fields: ['paymentMethodId'] };
    }
  }
  if (facts.samePostcodeVerification && needsDeliveryAddress(facts)) {
    const chosen = normalisePostcode(form.deliveryAddress?.postCode);
    if (chosen === null || chosen !== normalisePostcode(facts.fulfillmentPostcode)) return { code: 'postcodeMismatch', fields: ['deliveryAddress'] };
  }
  return null;
}

/**
 * spec 3 §5 "Card payment uses the billing address as the delivery address when the order is not a delivery order
 * (or is by-box)".
 */
export function orderDeliveryAddress(form: CheckoutForm, facts: Pick<CheckoutFacts, 'isDelivery' | 'isByBox'>): CheckoutAddress | null {
  const isCard = form.paymentMethodTypeId === paymentMethodTypeIds.card;
  if (isCard && (!facts.isDelivery || facts.isByBox)) return form.billingAddress ?? form.deliveryAddress ?? null;
  return facts.isDelivery ? form.deliveryAddress ?? null : null;
}
