import { z } from 'zod';

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
