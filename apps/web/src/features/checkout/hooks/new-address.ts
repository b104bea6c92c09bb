import { NewAddress, type CheckoutAddress, type SavedAddress } from '@sparesfinder/contracts/checkout';
import { addressFields, isFilled } from '@sparesfinder/domain/checkout/checkout-fields';

/** The fields of the new address form (its order on the page). */
export const newAddressFields = addressFields;
export type NewAddressField = (typeof newAddressFields)[number];

/**
 * What the trader has typed into an open new address form, field by field; the form is closed when the checkout
 * holds none (null). Kept in the checkout's form state, not inside the form, so Place Order sees it too (spec 3 §5
 * "selected or completed") and the checkout draft keeps it over a reload.
 */
export type NewAddressDraft = Partial<Record<NewAddressField, string>>;

/**
 * A new address form as Place Order reads it: not in use, complete (to be saved and used), or incomplete (`missing`:
 * the fields left empty or not passing the rule, e.g. a postcode that is not a UK one).
 */
export type PendingAddress = { kind: 'none' } | { kind: 'complete'; address: CheckoutAddress } | { kind: 'incomplete'; missing: string[] };

/**
 * What is wrong with a draft, field by field, in the server's words: contracts' NewAddress, the schema AddAddress
 * validates with (spec 3 §5 "Address fields"; issue #44). Empty when the address may be saved.
 */
export function newAddressErrors(draft: NewAddressDraft): Partial<Record<NewAddressField, string>> {
  const parsed = NewAddress.safeParse(draftAddress(draft));
  if (parsed.success) return {};
  const errors: Partial<Record<NewAddressField, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as NewAddressField] ??= issue.message;
  return errors;
}

const hasText = (draft: NewAddressDraft) => newAddressFields.some((field) => isFilled(draft[field]));

/**
 * spec 3 §5: the address must be "selected or completed". An open form with something typed in it is the address
 * the trader is giving, even over a saved one chosen before (they opened the form to give another); an empty open
 * form gives way to a chosen saved address, and with none chosen it is the address still to be completed.
 */
export function pendingAddress(draft: NewAddressDraft | null, selected: CheckoutAddress | null): PendingAddress {
  if (draft === null || (selected !== null && !hasText(draft))) return { kind: 'none' };
  const parsed = NewAddress.safeParse(draftAddress(draft));
  if (!parsed.success) return { kind: 'incomplete', missing: newAddressFields.filter((field) => field in newAddressErrors(draft)) };
  return { kind: 'complete', address: parsed.data };
}

/** A draft as the address it gives: trimmed, an empty field none (the postcode as typed: NewAddress standardises it). */
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
