import type { Organisation, UpdateAccountInfoRequest } from '@sparesfinder/contracts/account';

export type AccountForm = Required<{ [Key in keyof UpdateAccountInfoRequest]: string }>;
export type AccountField = keyof AccountForm;

/** The Company Details inputs, in page order (spec 1 §2 sections 1 and 2; §5 required and optional). */
export const companyFields: { name: AccountField; label: string; required?: boolean; autoComplete?: string; phone?: boolean; max: number }[] = [
  { name: 'companyName', label: 'Company name', required: true, autoComplete: 'organization', max: 120 },
  { name: 'postcode', label: 'Postcode', required: true, autoComplete: 'postal-code', max: 10 },
  { name: 'address1', label: 'Address line 1', required: true, autoComplete: 'address-line1', max: 60 },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', max: 60 },
  { name: 'address3', label: 'Address line 3', autoComplete: 'address-line3', max: 60 },
  { name: 'townCity', label: 'Town/City', required: true, autoComplete: 'address-level2', max: 30 },
  { name: 'county', label: 'County', max: 30 },
  { name: 'companyRegNo', label: 'Company registered number', max: 30 },
  { name: 'gasSafeNo', label: 'Gas Safe number', max: 30 },
];

export const contactFields: typeof companyFields = [
  { name: 'firstName', label: 'First name', required: true, autoComplete: 'given-name', max: 50 },
  { name: 'surname', label: 'Surname', required: true, autoComplete: 'family-name', max: 50 },
  { name: 'email', label: 'Email', required: true, autoComplete: 'email', max: 200 },
  { name: 'telephone', label: 'Telephone', required: true, autoComplete: 'tel', phone: true, max: 30 },
  { name: 'mobileNumber', label: 'Mobile', autoComplete: 'tel', phone: true, max: 30 },
  { name: 'contactName', label: 'Contact name', max: 100 },
];

export function formFromOrganisation(organisation: Organisation): AccountForm {
  return {
    companyName: organisation.orgName,
    postcode: organisation.postCode ?? '',
    address1: organisation.address1 ?? '',
    address2: organisation.address2 ?? '',
    address3: organisation.address3 ?? '',
    townCity: organisation.townCity ?? '',
    county: organisation.county ?? '',
    firstName: organisation.computedContactUser?.firstName ?? '',
    surname: organisation.computedContactUser?.surname ?? '',
    email: organisation.email ?? '',
    telephone: organisation.telephone ?? '',
    companyRegNo: organisation.regCompanyNo ?? '',
    mobileNumber: organisation.mobile ?? '',
    contactName: organisation.contactName ?? '',
    gasSafeNo: organisation.gasSafeNo ?? '',
  };
}

/** spec 1 §5: telephone inputs are numeric; spaces and a leading + are kept as people type them. */
export const keepPhoneCharacters = (value: string): string => value.replace(/(?!^\+)[^\d ]/g, '');
