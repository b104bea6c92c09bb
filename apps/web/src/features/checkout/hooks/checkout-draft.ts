import { useEffect, useRef } from 'react';
import type { CheckoutRules } from '@sparesfinder/contracts/checkout';
import { toNewAddressDraft } from './new-address';
import type { CheckoutFormState } from './use-checkout-form';

/**
 * What the buyer entered on a basket's checkout, kept in this tab: Cancel on the card payment page comes back to the
 * checkout (spec 3 §4.8 'aborted purchase'), which must not come back empty and switched to the merchant account,
 * where the order could then be placed on account by mistake; and a reload of the checkout must not lose what was
 * typed (the order reference, a new address not yet confirmed). Kept per basketKey, removed once the order is placed.
 *
 * Why here and not on the basket (SetCustomerOrderNo) for the order reference: storage is written as the trader types,
 * so a reload a moment after typing loses nothing, where a save on blur or after a pause would not have gone yet; and
 * a basket write at checkout moves the basket's version (the page's line removal would then conflict) and, racing
 * Place Order, could land on the next open basket the placed order opens. The order is placed with the reference
 * the page holds (toSubmission), so the basket need not carry it first.
 */
const storageKey = (basketKey: string) => `sparesfinder.checkoutDraft.${basketKey}`;

/** Reading or writing storage can throw (storage disabled or full): the checkout then simply starts empty. */
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * Saves the form with the basket's own customer order number at that moment (`basketReference`): a reference
 * changed on the basket page since (spec 2's customer order number) then wins over the one kept here.
 */
export function saveCheckoutDraft(basketKey: string, state: CheckoutFormState, basketReference: string | null): void {
  attempt(() => window.sessionStorage.setItem(storageKey(basketKey), JSON.stringify({ ...state, basketReference: basketReference ?? '' })), undefined);
}

/** Keeps the draft as the trader changes the form (not on the first render: opening a checkout writes nothing). */
export function useKeptCheckoutDraft(basketKey: string, state: CheckoutFormState, basketReference: string | null): void {
  const opened = useRef(state);
  useEffect(() => {
    if (state !== opened.current) saveCheckoutDraft(basketKey, state, basketReference);
  }, [basketKey, state, basketReference]);
}

export function clearCheckoutDraft(basketKey: string): void {
  attempt(() => window.sessionStorage.removeItem(storageKey(basketKey)), undefined);
}

const sameKind = (value: unknown, like: unknown) =>
  typeof value === typeof like || (value === null && typeof like === 'object') || (like === null && typeof value === 'object');

/**
 * The saved draft over `initial`: only fields the form has, of the same kind, are taken; a payment method the rules
 * no longer allow keeps the initial one.
 */
export function restoreCheckoutDraft(basketKey: string, initial: CheckoutFormState, rules: Pick<CheckoutRules, 'paymentMethods'>): CheckoutFormState {
  const saved: unknown = attempt(() => JSON.parse(window.sessionStorage.getItem(storageKey(basketKey)) ?? 'null'), null);
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) return initial;
  const restored: Record<string, unknown> = { ...initial };
  for (const [name, value] of Object.entries(saved)) {
    if (name in initial && sameKind(value, initial[name as keyof CheckoutFormState])) restored[name] = value;
  }
  const draft = restored as unknown as CheckoutFormState;
  if (!rules.paymentMethods.allowed.includes(draft.paymentMethodTypeId)) draft.paymentMethodTypeId = initial.paymentMethodTypeId;
  draft.newDeliveryAddress = toNewAddressDraft(draft.newDeliveryAddress);
  draft.newBillingAddress = toNewAddressDraft(draft.newBillingAddress);
  // `initial` holds the basket's customer order number: changed elsewhere since the draft was kept, it wins.
  const basketReference = (saved as { basketReference?: unknown }).basketReference;
  if (typeof basketReference === 'string' && basketReference !== initial.orderReference) draft.orderReference = initial.orderReference;
  return draft;
}
