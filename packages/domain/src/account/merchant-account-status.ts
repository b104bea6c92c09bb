/**
 * Merchant (credit) account rules, spec 1 §4, §5 and §9. Shared by the account page and the server, so the page
 * shows exactly what the server enforces.
 */

/** spec 1 §4 isValidated numbers; 0 = not yet validated. */
export const merchantAccountValidation = { none: 0, validated: 1, unsuccessful: 2, inReview: 3 } as const;
export type MerchantAccountValidation = (typeof merchantAccountValidation)[keyof typeof merchantAccountValidation];

/** spec 1 §9: merchants 1 and 2; 2 validates automatically, 1 needs only branch and account number. */
export const branchAndNumberOnlySupplierId = 1;
export const automaticValidationSupplierId = 2;
/** The two merchants that take account applications through the page (spec 1 §5 "both of the two known merchants"). */
export const accountMerchantIds = [branchAndNumberOnlySupplierId, automaticValidationSupplierId] as const;

export type MerchantAccountStatus = 'Approved' | 'In review' | 'Unsuccessful' | 'Please validate';

/** spec 1 §4: Approved when sparesFinder is true; In review when 3; Unsuccessful when 2; otherwise Please validate. */
export function merchantAccountStatus(account: { isValidated: number; sparesFinder: boolean }): MerchantAccountStatus {
  if (account.sparesFinder) return 'Approved';
  if (account.isValidated === merchantAccountValidation.inReview) return 'In review';
  if (account.isValidated === merchantAccountValidation.unsuccessful) return 'Unsuccessful';
  return 'Please validate';
}

export type MerchantAccountField = 'branchID' | 'accountNumber' | 'postcode' | 'telephoneNumber';

/** spec 1 §5: merchant 1 needs branch and account number; the others also postcode and phone number. */
export function requiredMerchantAccountFields(supplierId: number): MerchantAccountField[] {
  return supplierId === branchAndNumberOnlySupplierId
    ? ['branchID', 'accountNumber']
    : ['branchID', 'accountNumber', 'postcode', 'telephoneNumber'];
}

export type MerchantAccountDraft = Partial<Record<MerchantAccountField, string | number | null | undefined>>;

export function missingMerchantAccountFields(supplierId: number, draft: MerchantAccountDraft): MerchantAccountField[] {
  return requiredMerchantAccountFields(supplierId).filter((field) => {
    const value = draft[field];
    return value === undefined || value === null || String(value).trim() === '' || value === 0;
  });
}

/** spec 1 §4: the validate button's label. */
export function validateButtonLabel(supplierId: number): string {
  return supplierId === automaticValidationSupplierId
    ? 'Click to Automatically Validate Account'
    : 'Click to Validate Account (takes 2-3 days)';
}

/** What a new application's validation becomes when it is created (spec 1 §4, §9 "2-3 days unless automatic"). */
export function validationOnCreate(supplierId: number, foundInRegister: boolean): { isValidated: MerchantAccountValidation; sparesFinder: boolean } {
  if (supplierId !== automaticValidationSupplierId) return { isValidated: merchantAccountValidation.inReview, sparesFinder: false };
  return foundInRegister
    ? { isValidated: merchantAccountValidation.validated, sparesFinder: true }
    : { isValidated: merchantAccountValidation.unsuccessful, sparesFinder: false };
}

/** The merchant's answer to an application in review. */
export function validationAfterReview(foundInRegister: boolean): { isValidated: MerchantAccountValidation; sparesFinder: boolean } {
  return foundInRegister
    ? { isValidated: merchantAccountValidation.validated, sparesFinder: true }
    : { isValidated: merchantAccountValidation.unsuccessful, sparesFinder: false };
}

export type AddMerchantAccountBlock = 'saveAccountFirst' | 'deleteExistingAccount' | null;

/** spec 1 §5: adding needs the account's mandatory fields saved, and a free slot among the two merchants. */
export function addMerchantAccountBlock(accountCompleted: boolean, existingSupplierIds: readonly number[]): AddMerchantAccountBlock {
  if (!accountCompleted) return 'saveAccountFirst';
  if (accountMerchantIds.every((id) => existingSupplierIds.includes(id))) return 'deleteExistingAccount';
  return null;
}

/** Postcodes compare without spaces or case ('ls11 5ab' = 'LS11 5AB'). */
export const normalisePostcode = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();
/** Phone numbers compare by their digits, with +44 read as a leading 0. */
export const normalisePhone = (phone: string): string => phone.replace(/\D/g, '').replace(/^44/, '0');

/**
 * The merchant's register decides an application (issue 17): the account number must be there, and the postcode and
 * phone must match it too when the merchant asks for them (spec 1 §5: merchant 1 asks for branch and number only).
 */
export function matchesRegister(
  application: { supplierId: number; accountNumber: string; postcode: string | null; telephoneNumber: string | null },
  entry: { accountNumber: string; postcode: string; telephone: string } | undefined,
): boolean {
  if (!entry || entry.accountNumber.trim().toUpperCase() !== application.accountNumber.trim().toUpperCase()) return false;
  if (application.supplierId === branchAndNumberOnlySupplierId) return true;
  return (
    normalisePostcode(entry.postcode) === normalisePostcode(application.postcode ?? '') &&
    normalisePhone(entry.telephone) === normalisePhone(application.telephoneNumber ?? '')
  );
}

/**
 * Ours (issue #17, beyond the spec): the credit a merchant opens a newly validated account with, until it tells us
 * otherwise (the built-in merchants' answer; a real merchant's validation would carry its own figure). Without it a
 * new account could never take an account order (checkout refuses orders above the available credit).
 */
export const openingCreditLimitPence = 250_000;

/** The credit-limit change a validation brings: an opening limit for an account just validated, else none. */
export function creditLimitOnValidation(isValidated: number, currentLimitPence: number): number | undefined {
  return isValidated === merchantAccountValidation.validated && currentLimitPence === 0 ? openingCreditLimitPence : undefined;
}
