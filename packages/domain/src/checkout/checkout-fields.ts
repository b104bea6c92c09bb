/** spec 3 §5 "Address fields" maximum lengths (and the order reference, preferred collection branch). */
export const checkoutMaxLengths = {
  firstName: 20,
  surname: 20,
  address1: 60,
  address2: 60,
  companyName: 30,
  city: 30,
  county: 30,
  postCode: 30,
  orderReference: 20,
  preferredCollectionBranch: 20,
  // Ours (the spec gives none): the contact fields, as wide as the order columns that keep them.
  contactName: 100,
  telephoneNumber: 30,
  mobileNumber: 30,
  email: 200,
} as const;

/** spec 3 §5: an address needs first name, surname, address line 1, town and postcode. */
export const requiredAddressFields = ['firstName', 'surname', 'address1', 'city', 'postCode'] as const;

export interface CheckoutAddress {
  firstName?: string | null;
  surname?: string | null;
  companyName?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  county?: string | null;
  postCode?: string | null;
}

/** Every field of an address, in the address form's order. */
export const addressFields = ['firstName', 'surname', 'companyName', 'address1', 'address2', 'city', 'county', 'postCode'] as const satisfies readonly (keyof CheckoutAddress)[];

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The required fields an address leaves empty (none: it is complete). */
export const missingAddressFields = (address: CheckoutAddress): string[] => requiredAddressFields.filter((field) => !filled(address[field]));

export const isCompleteAddress = (address: CheckoutAddress | null | undefined): address is CheckoutAddress => !!address && missingAddressFields(address).length === 0;

export { filled as isFilled };
