import type { CheckoutAddress, SavedAddress } from '@sparesfinder/contracts/checkout';
import { addressFields, isFilled, missingAddressFields } from '@sparesfinder/domain/checkout/checkout-fields';

/** The fields of the new address form (its order on the page). */
export const newAddressFields = addressFields;
export type NewAddressField = (typeof newAddressFields)[number];

/**
 * What the trader has typed into an open new address form, field by field; the form is closed when the checkout
 * holds none (null). Kept in the checkout's form state, not inside the form, so Place Order sees it too (spec 3 §5
 * "selected or completed") and the checkout draft keeps it over a reload.
 */
export type NewAddressDraft = Partial<Record<NewAddressField, string>>;

/** A new address form as Place Order reads it: not in use, complete (to be saved and used), or incomplete. */
export type PendingAddress = { kind: 'none' } | { kind: 'complete'; address: CheckoutAddress } | { kind: 'incomplete'; missing: string[] };

const hasText = (draft: NewAddressDraft) => newAddressFields.some((field) => isFilled(draft[field]));

/**
 * spec 3 §5: the address must be "selected or completed". An open form with something typed in it is the address
 * the trader is giving, even over a saved one chosen before (they opened the form to give another); an empty open
 * form gives way to a chosen saved address, and with none chosen it is the address still to be completed.
 */
export function pendingAddress(draft: NewAddressDraft | null, selected: CheckoutAddress | null): PendingAddress {
  if (draft === null || (selected !== null && !hasText(draft))) return { kind: 'none' };
  const missing = missingAddressFields(draft);
  if (missing.length > 0) return { kind: 'incomplete', missing };
  return { kind: 'complete', address: draftAddress(draft) };
}

/** A complete draft as the address it gives: trimmed, an empty optional field none. */
export const draftAddress = (draft: NewAddressDraft): CheckoutAddress =>
  Object.fromEntries(newAddressFields.map((field) => [field, draft[field]?.trim() || null])) as CheckoutAddress;

/** A new address draft read back from storage: only the form's fields, only text; anything else is no draft. */
export function toNewAddressDraft(value: unknown): NewAddressDraft | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const draft: NewAddressDraft = {};
  for (const field of newAddressFields) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text === 'string') draft[field] = text;
  }
  return draft;
}

/** A saved address as the checkout holds a chosen one (its id, without the billing or delivery kind). */
export const asCheckoutAddress = ({ isBilling: _billing, ...address }: SavedAddress): CheckoutAddress => address;
