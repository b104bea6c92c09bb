import { addressFields, type CheckoutAddress } from './checkout-fields';

/** A field as two saves of one address compare it: trimmed, an empty optional field the same as none. */
const comparable = (field: (typeof addressFields)[number], value: string | null | undefined): string => {
  const trimmed = (value ?? '').trim();
  // The postcode as the same-postcode rule reads it (domain postcode.ts): any case, any spacing.
  return field === 'postCode' ? trimmed.replace(/\s+/g, '').toUpperCase() : trimmed;
};

/**
 * Whether two addresses are the same saved address: every field equal once trimmed, the postcode compared without
 * case or spaces. Adding one the organisation already holds (of the same kind, billing or delivery) gives back the
 * one it holds instead of a second copy in its list (a double click, or the same address typed again).
 */
export const isSameAddress = (a: CheckoutAddress, b: CheckoutAddress): boolean =>
  addressFields.every((field) => comparable(field, a[field]) === comparable(field, b[field]));
