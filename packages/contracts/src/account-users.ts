import { z } from 'zod';
import { IdParam, requiredText } from './common';

/** Users, invitations and the buying group (spec 1 §3 "Org user", "Invite user", "Buying group join"; §7 Account). */
export const accountAdminPaths = {
  listUsers: '/Account/ListUsers',
  lockUser: '/Account/LockUser',
  unlockUser: '/Account/UnLockUser',
  inviteUser: '/Account/InviteUser',
  joinBuyingGroup: '/Account/JoinBuyingGroup',
  // Ours: the signed agreement, viewable by the admin.
  buyingGroupAgreement: '/Account/GetBuyingGroupAgreement',
  // Ours: the invitee's public set-password page (GET shows the form, POST sets the password).
  setPassword: '/account/set-password',
  listTrades: '/Account/ListTrades',
  updateTrades: '/Account/UpdateTrades',
  getPreference: '/Account/GetPreference',
  changePreference: '/Account/ChangePreference',
  updateAccountInfo: '/Account/UpdateAccountInfo',
} as const;

export const OrgUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  surname: z.string(),
  telephone: z.string().nullable(),
  roleName: z.string(),
  isActive: z.boolean(),
});
export type OrgUser = z.infer<typeof OrgUser>;
export const OrgUsersResponse = z.array(OrgUser);
export type OrgUsersResponse = z.infer<typeof OrgUsersResponse>;

export const UserIdForm = z.object({ id: IdParam });
export type UserIdForm = z.input<typeof UserIdForm>;

/** spec 1 §5: firstName, surname, email and telephone all non-empty. */
export const InviteUserRequest = z.object({
  firstName: requiredText('First name', 50),
  surname: requiredText('Surname', 50),
  email: requiredText('Email', 200).pipe(z.email('Enter a valid email address')),
  telephone: requiredText('Telephone', 30).regex(/^\+?[0-9 ]*$/, 'Use digits only'),
});
export type InviteUserRequest = z.input<typeof InviteUserRequest>;

export const AccountAdminResponse = z.object({ success: z.boolean(), message: z.string() });
export type AccountAdminResponse = z.infer<typeof AccountAdminResponse>;

const jpegDataUrl = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/;

/** POST Account/JoinBuyingGroup, form data (spec 1 §3 "Buying group join", §5). */
export const JoinBuyingGroupRequest = z.object({
  FullName: requiredText('Full name', 100),
  /** The signature pad's JPEG data URL (spec 1 §5); at most about 400 kB. */
  SignatureImage: z.string().max(400_000, 'The signature is too large').regex(jpegDataUrl, 'Please sign the agreement'),
  Address1: requiredText('Address line 1', 60),
  Address2: z.string().trim().max(60).optional().default(''),
  Address3: z.string().trim().max(60).optional().default(''),
  Town: requiredText('Town', 30),
  Postcode: requiredText('Postcode', 10),
  SendBuyingGroupEmail: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional().default(true),
  SignupFormTrigger: z.string().trim().max(60).optional().default('merchant-account'),
});
export type JoinBuyingGroupRequest = z.input<typeof JoinBuyingGroupRequest>;

export const JoinBuyingGroupResponse = z.object({ success: z.boolean(), message: z.string(), buyingGroupStatusID: z.number().int() });
export type JoinBuyingGroupResponse = z.infer<typeof JoinBuyingGroupResponse>;

export const BuyingGroupAgreement = z
  .object({ fullName: z.string(), signatureImage: z.string(), signedAt: z.string(), address: z.array(z.string()) })
  .nullable();
export type BuyingGroupAgreement = z.infer<typeof BuyingGroupAgreement>;

/** The set-password form posted by the invitee's page. */
export const SetPasswordForm = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
  password: z.string().max(200),
  confirmPassword: z.string().max(200),
  _csrf: z.string().max(200).optional(),
});
