/** spec 1 §5: the mandatory account fields. Ordering and adding to basket need all of them (spec 2 §6, spec 3 §6). */
export interface AccountCompletionInput {
  companyName: string | null | undefined;
  firstName: string | null | undefined;
  surname: string | null | undefined;
  address1: string | null | undefined;
  postcode: string | null | undefined;
  townCity: string | null | undefined;
  email: string | null | undefined;
  telephone: string | null | undefined;
}

export const mandatoryAccountFields = [
  'companyName',
  'firstName',
  'surname',
  'address1',
  'postcode',
  'townCity',
  'email',
  'telephone',
] as const satisfies readonly (keyof AccountCompletionInput)[];

export function missingAccountFields(account: AccountCompletionInput): (keyof AccountCompletionInput)[] {
  return mandatoryAccountFields.filter((field) => !account[field]?.trim());
}

export function isAccountCompleted(account: AccountCompletionInput): boolean {
  return missingAccountFields(account).length === 0;
}
