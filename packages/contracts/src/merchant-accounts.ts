import { z } from 'zod';
import { IdParam } from './common';
import { messages } from './messages';

/**
 * Merchant (credit) accounts (spec 1 §3 "Merchant (credit) account", §4, §5, §7 Merchant accounts). Form data and
 * JSON are both accepted; ids arrive as text from forms, so they are coerced.
 */
export const merchantAccountPaths = {
  list: '/OrganisationSupplier/GetData',
  create: '/OrganisationSupplier/Create',
  update: '/OrganisationSupplier/Update',
  /** GET ?id= (the spec's state-changing GET: CSRF header required, plugins/csrf.ts). */
  delete: '/OrganisationSupplier/Delete',
  suppliers: '/OrganisationSupplier/ListSuppliers',
  types: '/OrganisationSupplier/ListTypes',
  branches: '/OrganisationSupplier/ListBranches',
  groupedBranches: '/OrganisationSupplier/ListGroupedBranches',
  updatePaymentMethodType: '/OrganisationSupplier/UpdatePaymentMethodType',
  paymentMethodTypes: '/PaymentMethodType/GetAll',
  // Ours: supplier 2's automatic validation, checked before saving so the dialog can say the result (spec 1 §4).
  validate: '/OrganisationSupplier/ValidateAccount',
} as const;

export const MerchantAccount = z.object({
  id: z.number().int(),
  organisationID: z.number().int(),
  supplierID: z.number().int(),
  accountNumber: z.string(),
  typeID: z.number().int(),
  branchID: z.number().int().nullable(),
  postcode: z.string().nullable(),
  telephoneNumber: z.string().nullable(),
  /** 0 none, 1 validated, 2 unsuccessful, 3 in review (spec 1 §4). */
  isValidated: z.number().int(),
  sparesFinder: z.boolean(),
  defaultPaymentMethodTypeId: z.number().int(),
  supplier: z.object({ name: z.string() }),
  branch: z.object({ name: z.string() }).nullable(),
  /**
   * Ours (issue #17, beyond the spec): the credit the merchant gives on a validated account, in pence; null until
   * the account is validated. Checkout refuses an account order above `availablePence` (domain availableCreditPence).
   */
  credit: z.object({ limitPence: z.number().int(), balancePence: z.number().int(), availablePence: z.number().int() }).nullable(),
});
export type MerchantAccount = z.infer<typeof MerchantAccount>;

export const MerchantAccountsResponse = z.array(MerchantAccount);
export type MerchantAccountsResponse = z.infer<typeof MerchantAccountsResponse>;

const text = (max: number) => z.string().trim().max(max);
const phone = text(30).regex(/^\+?[0-9 ]*$/, 'Use digits only');

/** POST OrganisationSupplier/Create. Per-merchant required fields are checked by the service (domain rule). */
export const CreateMerchantAccountRequest = z.object({
  supplierID: IdParam,
  typeID: IdParam.optional().default(1),
  branchID: IdParam,
  accountNumber: text(30).min(1, messages.merchantAccounts.accountNumberNotRecognised),
  postcode: text(10).optional().default(''),
  telephoneNumber: phone.optional().default(''),
});
export type CreateMerchantAccountRequest = z.input<typeof CreateMerchantAccountRequest>;
export type MerchantAccountApplication = z.output<typeof CreateMerchantAccountRequest>;

/** POST OrganisationSupplier/Update {id}: merchant, branch, number, postcode and phone are read-only (spec 1 §4). */
export const UpdateMerchantAccountRequest = z.object({ id: IdParam, typeID: IdParam.optional() });
export type UpdateMerchantAccountRequest = z.input<typeof UpdateMerchantAccountRequest>;

export const MerchantAccountIdQuery = z.object({ id: IdParam });

/** Create, update and delete answer success and message (spec 1 §7); create also gives the new account. */
export const MerchantAccountWriteResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  account: MerchantAccount.optional(),
});
export type MerchantAccountWriteResponse = z.infer<typeof MerchantAccountWriteResponse>;

export const UpdatePaymentMethodTypeRequest = z.object({ id: IdParam, defaultPaymentMethodTypeId: IdParam });
export type UpdatePaymentMethodTypeRequest = z.input<typeof UpdatePaymentMethodTypeRequest>;

export const ValidateMerchantAccountResponse = z.object({ isValidated: z.number().int(), message: z.string() });
export type ValidateMerchantAccountResponse = z.infer<typeof ValidateMerchantAccountResponse>;

export const Supplier = z.object({ id: z.number().int(), name: z.string() });
export const SuppliersResponse = z.array(Supplier);
export type SuppliersResponse = z.infer<typeof SuppliersResponse>;

const named = z.object({ id: z.number().int(), name: z.string() });
export const AccountTypesResponse = z.object({ collection: z.array(named) });
export const PaymentMethodTypesResponse = z.object({ collection: z.array(named) });
export type PaymentMethodTypesResponse = z.infer<typeof PaymentMethodTypesResponse>;

/** spec 1 §3 "Branch": id, name, supplierCode. */
export const MerchantBranch = z.object({ id: z.number().int(), name: z.string(), supplierCode: z.string() });
export const BranchesResponse = z.object({ collection: z.array(MerchantBranch) });
export type BranchesResponse = z.infer<typeof BranchesResponse>;

/** ListGroupedBranches: the same branches grouped by region for the dropdown with search and grouping (spec 1 §2). */
export const GroupedBranchesResponse = z.array(z.object({ group: z.string(), branches: z.array(MerchantBranch) }));
export type GroupedBranchesResponse = z.infer<typeof GroupedBranchesResponse>;

export const SupplierIdQuery = z.object({ SupplierID: IdParam });
