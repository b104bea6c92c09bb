import type { CheckoutRules } from '@sparesfinder/contracts/checkout';
import type { CheckoutFormState } from './use-checkout-form';

/**
 * What the buyer entered on a basket's checkout, kept in this tab while the card payment page is open: Cancel there
 * comes back to the checkout (spec 3 §4.8 'aborted purchase'), which must not come back empty and switched to the
 * merchant account, where the order could then be placed on account by mistake. Kept per basketKey, removed once the
 * order is placed.
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

export function saveCheckoutDraft(basketKey: string, state: CheckoutFormState): void {
  attempt(() => window.sessionStorage.setItem(storageKey(basketKey), JSON.stringify(state)), undefined);
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
  return draft;
}
