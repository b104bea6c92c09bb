import { z } from 'zod';
import { optionalText, requiredText } from './common';

/** GET /Account/UserDetails (spec 1 §3 "User details"). */
export const UserDetails = z.object({
  userId: z.number().int(),
  orgID: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  roleName: z.string(),
  /** spec: disable{product}Checkout, with {product} = SparesFinder. */
  disableSparesFinderCheckout: z.boolean(),
  isTestUser: z.boolean(),
  userGroupId: z.number().int(),
});
export type UserDetails = z.infer<typeof UserDetails>;

/** GET /Account/GetOrganisation (spec 1 §3 "Organisation (account)"). */
export const Organisation = z.object({
  id: z.number().int(),
  orgName: z.string(),
  postCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  county: z.string().nullable(),
  townCity: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  regCompanyNo: z.string().nullable(),
  mobile: z.string().nullable(),
  contactName: z.string().nullable(),
  gasSafeNo: z.string().nullable(),
  computedContactUser: z.object({ firstName: z.string(), surname: z.string() }).nullable(),
  buyingGroupStatusID: z.number().int(),
  byBoxEnabled: z.boolean(),
  tradeHelpBTCreditAccount: z.boolean(),
});
export type Organisation = z.infer<typeof Organisation>;

/** GET /Account/IsAccountCompleted */
export const IsAccountCompletedResponse = z.object({ isCompleted: z.boolean() });
export type IsAccountCompletedResponse = z.infer<typeof IsAccountCompletedResponse>;

// ---- Company Details save (spec 1 §3 "Account save payload", §5 "Account required fields") ----

// A mandatory field (common.ts requiredText): missing or blank shows the field's error (the page's banner says 'Please complete all mandatory fields').
// spec 1 §5: telephone inputs are numeric (digits; spaces and a leading + allowed as people write them).
const phonePattern = /^\+?[0-9 ]*$/;
const phoneMessage = 'Use digits only';

/** POST /Account/UpdateAccountInfo, form-encoded (spec 1 §7); JSON is accepted too. */
export const UpdateAccountInfoRequest = z.object({
  companyName: requiredText('Company name', 120),
  postcode: requiredText('Postcode', 10),
  address1: requiredText('Address line 1', 60),
  address2: optionalText('Address line 2', 60),
  address3: optionalText('Address line 3', 60),
  townCity: requiredText('Town/City', 30),
  county: optionalText('County', 30),
  firstName: requiredText('First name', 50),
  surname: requiredText('Surname', 50),
  email: requiredText('Email', 200).pipe(z.email('Enter a valid email address')),
  telephone: requiredText('Telephone', 30).regex(phonePattern, phoneMessage),
  companyRegNo: optionalText('Company registered number', 30),
  mobileNumber: optionalText('Mobile', 30).pipe(z.string().regex(phonePattern, phoneMessage)),
  contactName: optionalText('Contact name', 100),
  gasSafeNo: optionalText('Gas Safe number', 30),
});
export type UpdateAccountInfoRequest = z.input<typeof UpdateAccountInfoRequest>;
export type AccountInfo = z.output<typeof UpdateAccountInfoRequest>;

export const UpdateAccountInfoResponse = z.object({ success: z.boolean(), message: z.string() });
export type UpdateAccountInfoResponse = z.infer<typeof UpdateAccountInfoResponse>;

// ---- Preferences (spec 1 §3 "Preferences", §7 GetPreference / ChangePreference) ----

export const Preference = z.object({ preferNonGenuineParts: z.boolean() });
export type Preference = z.infer<typeof Preference>;

/** Form data sends 'true'/'false'; JSON sends a boolean. */
export const ChangePreferenceRequest = z.object({
  preferNonGenuineParts: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
});
export type ChangePreferenceRequest = z.input<typeof ChangePreferenceRequest>;

export const ChangePreferenceResponse = z.object({ success: z.boolean(), message: z.string(), preferNonGenuineParts: z.boolean() });
export type ChangePreferenceResponse = z.infer<typeof ChangePreferenceResponse>;

// ---- Trades (spec 1 §3 "Trade": id, selected flag) ----

export const Trade = z.object({ id: z.number().int(), name: z.string(), selected: z.boolean() });
export const ListTradesResponse = z.array(Trade);
export type ListTradesResponse = z.infer<typeof ListTradesResponse>;

/** Ours: the trades ticked on the page (ids; form data may repeat the field). */
export const UpdateTradesRequest = z.object({
  tradeIds: z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.coerce.number().int().min(1).max(99)).max(20),
  ),
});
export type UpdateTradesRequest = z.input<typeof UpdateTradesRequest>;
