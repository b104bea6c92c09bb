import type { SignedIn } from '../../test/test-app';
import type { SignedInApp } from '../../test/signed-in-app';

/** Fresh Plumbing's mandatory Company Details (what completes its account: spec 1 §5). */
export const freshCompanyDetails = {
  companyName: 'Fresh Plumbing Co',
  postcode: 'LS6 2AL',
  address1: '18 Otley Road',
  townCity: 'Leeds',
  firstName: 'Jordan',
  surname: 'Fresh',
  email: 'hello@fresh-plumbing.test',
  telephone: '0113 496 0555',
};

/** The first branch of a merchant, from the API the dialog uses. */
export async function firstBranchOf(t: SignedInApp<never> | SignedInApp<'admin' | 'fresh'>, session: SignedIn, supplierId: number): Promise<number> {
  const response = await t.get(session, `/OrganisationSupplier/ListBranches?SupplierID=${supplierId}`);
  const branch = response.json().collection[0];
  if (!branch) throw new Error(`no branch for supplier ${supplierId}`);
  return branch.id as number;
}
