import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { organisationSuppliers } from '../../db/schema/index';
import { openingCreditLimitPence } from '@sparesfinder/domain/account/merchant-account-status';
import { useSignedInApp } from '../../test/signed-in-app';
import { firstBranchOf } from './merchant-accounts.test-helpers';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

/** Acme's registered Pipeworks Direct account (seed/merchant-account-register.ts). */
const acmePipeworks = { supplierID: '2', accountNumber: 'PWD40988', postcode: 'LS11 5AB', telephoneNumber: '0113 496 0123' };
const accountsOf = (organisationId: number) => t.db.select().from(organisationSuppliers).where(eq(organisationSuppliers.organisationId, organisationId));

describe('merchant directory calls (spec 1 §7)', () => {
  it('ListSuppliers offers the two known merchants; ListTypes and PaymentMethodType/GetAll are collections', async () => {
    expect((await t.get(admin, '/OrganisationSupplier/ListSuppliers')).json()).toEqual([
      { id: 1, name: 'Heatline Merchants' },
      { id: 2, name: 'Pipeworks Direct' },
    ]);
    expect((await t.get(admin, '/OrganisationSupplier/ListTypes')).json().collection.length).toBeGreaterThan(0);
    expect((await t.get(admin, '/PaymentMethodType/GetAll')).json()).toEqual({ collection: [{ id: 1, name: 'Card' }, { id: 2, name: 'Account' }] });
  });

  it('ListBranches and ListGroupedBranches give the same branches, the second grouped by region', async () => {
    const flat = (await t.get(admin, '/OrganisationSupplier/ListBranches?SupplierID=2')).json().collection;
    const grouped = (await t.get(admin, '/OrganisationSupplier/ListGroupedBranches?SupplierID=2')).json();
    expect(flat.length).toBeGreaterThan(0);
    expect(grouped.flatMap((group: { branches: { id: number }[] }) => group.branches.map((b) => b.id)).sort()).toEqual(flat.map((b: { id: number }) => b.id).sort());
    expect(grouped.map((group: { group: string }) => group.group)).toEqual([...grouped.map((group: { group: string }) => group.group)].sort());
  });

  it.each(['', '?SupplierID=abc', '?SupplierID=-1'])('ListBranches%s is a 400', async (query) => {
    expect((await t.get(admin, `/OrganisationSupplier/ListBranches${query}`)).statusCode).toBe(400);
  });
});

describe('OrganisationSupplier/GetData', () => {
  it("lists only the caller's accounts, with supplier and branch names", async () => {
    const acme = (await t.get(admin, '/OrganisationSupplier/GetData')).json();
    expect(acme).toHaveLength(1);
    expect(acme[0]).toMatchObject({ supplierID: 1, accountNumber: 'ACM1001', isValidated: 1, sparesFinder: true, supplier: { name: 'Heatline Merchants' } });
    expect((await t.get(fresh, '/OrganisationSupplier/GetData')).json()).toEqual([]);
  });

  it('gives a validated account its credit: limit, balance and what is left (the rule checkout applies)', async () => {
    const [account] = (await t.get(admin, '/OrganisationSupplier/GetData')).json();
    const [row] = await t.db
      .select({ limit: organisationSuppliers.creditLimitPence, balance: organisationSuppliers.balancePence })
      .from(organisationSuppliers)
      .where(eq(organisationSuppliers.id, account.id));
    expect(row!.limit).toBeGreaterThan(row!.balance);
    expect(account.credit).toEqual({ limitPence: row!.limit, balancePence: row!.balance, availablePence: row!.limit - row!.balance });
  });
});

describe('OrganisationSupplier/Create and ValidateAccount (spec 1 §4, §5)', () => {
  it("refuses while the caller's account is incomplete, with the spec's message (422)", async () => {
    const branchID = String(await firstBranchOf(t, fresh, 2));
    const response = await t.postForm(fresh, '/OrganisationSupplier/Create', { ...acmePipeworks, branchID });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Before adding a new merchant account, please complete the mandatory fields above and save your changes.');
    expect(await accountsOf(2)).toEqual([]);
  });

  it.each([
    ['no account number', { accountNumber: '' }, 'accountNumber', 'Account number not recognised'],
    ['no postcode for merchant 2', { postcode: '' }, 'postcode', 'Please complete all required fields'],
    ['no phone for merchant 2', { telephoneNumber: '' }, 'telephoneNumber', 'Please complete all required fields'],
    ['letters in the phone', { telephoneNumber: 'call me' }, 'telephoneNumber', 'Use digits only'],
    ['a merchant not offered', { supplierID: '5' }, 'supplierID', 'Accounts with this merchant cannot be added here.'],
    ['a branch of another merchant', { branchID: 'other' }, 'branchID', "Please choose one of this merchant's branches."],
    ['no branch', { branchID: '' }, 'branchID', undefined],
  ])('refuses %s (400) and creates nothing', async (_case, change, field, message) => {
    const otherBranch = String(await firstBranchOf(t, admin, 1));
    const form = { ...acmePipeworks, branchID: String(await firstBranchOf(t, admin, 2)), ...change };
    if (form.branchID === 'other') form.branchID = otherBranch;
    const response = await t.postForm(admin, '/OrganisationSupplier/Create', form);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    if (message) expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(await accountsOf(1)).toHaveLength(1);
  });

  it('merchant 1 needs only branch and account number', async () => {
    const response = await t.postForm(admin, '/OrganisationSupplier/ValidateAccount', { supplierID: '1', branchID: String(await firstBranchOf(t, admin, 1)), accountNumber: 'HTL1' });
    expect(response.json()).toEqual({ isValidated: 3, message: 'The merchant will check this account within 2-3 days.' });
  });

  it.each([
    [acmePipeworks, 1],
    [{ ...acmePipeworks, accountNumber: 'PWD99999' }, 2],
    [{ ...acmePipeworks, postcode: 'LS1 1AA' }, 2],
    [{ ...acmePipeworks, telephoneNumber: '0113 496 0999' }, 2],
  ])("ValidateAccount checks merchant 2's register: %o -> %i", async (form, isValidated) => {
    const response = await t.postForm(admin, '/OrganisationSupplier/ValidateAccount', { ...form, branchID: String(await firstBranchOf(t, admin, 2)) });
    expect(response.json().isValidated).toBe(isValidated);
  });

  it('creates a merchant 2 account validated against the register (Approved); a second click is a 409', async () => {
    const form = { ...acmePipeworks, branchID: String(await firstBranchOf(t, admin, 2)) };
    const [first, second] = await Promise.all([
      t.postForm(admin, '/OrganisationSupplier/Create', form),
      t.postForm(admin, '/OrganisationSupplier/Create', form),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 422]); // the second finds both merchants taken: 'please delete an existing account'
    const created = [first, second].find((response) => response.statusCode === 200)!.json();
    expect(created).toMatchObject({ success: true, account: { supplierID: 2, isValidated: 1, sparesFinder: true, accountNumber: 'PWD40988' } });
    // Validated at once, so it opens with the merchant's opening credit and can take account orders.
    expect(created.account.credit).toEqual({ limitPence: openingCreditLimitPence, balancePence: 0, availablePence: openingCreditLimitPence });
    expect(await accountsOf(1)).toHaveLength(2);
  });

  it("with accounts at both merchants: 'To add a new merchant account, please delete an existing account.'", async () => {
    const response = await t.postForm(admin, '/OrganisationSupplier/Create', { ...acmePipeworks, branchID: String(await firstBranchOf(t, admin, 2)) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('To add a new merchant account, please delete an existing account.');
  });
});

describe('Update, UpdatePaymentMethodType and Delete', () => {
  const pipeworksId = async () => (await accountsOf(1)).find((row) => row.supplierId === 2)!.id;

  it('UpdatePaymentMethodType sets the default; an unknown type is a 400', async () => {
    const id = String(await pipeworksId());
    const response = await t.postForm(admin, '/OrganisationSupplier/UpdatePaymentMethodType', { id, defaultPaymentMethodTypeId: '1' });
    expect(response.json()).toMatchObject({ success: true, account: { defaultPaymentMethodTypeId: 1 } });
    expect((await t.postForm(admin, '/OrganisationSupplier/UpdatePaymentMethodType', { id, defaultPaymentMethodTypeId: '9' })).statusCode).toBe(400);
  });

  it('Update changes only the type; the number stays read-only', async () => {
    const id = await pipeworksId();
    const response = await t.post(admin, '/OrganisationSupplier/Update', { id, typeID: 2, accountNumber: 'HACKED' });
    expect(response.json()).toMatchObject({ success: true, account: { typeID: 2, accountNumber: 'PWD40988' } });
  });

  it("another organisation's account is a 404 for every write, and nothing changes", async () => {
    const id = await pipeworksId();
    const before = await accountsOf(1);
    expect((await t.post(fresh, '/OrganisationSupplier/Update', { id, typeID: 1 })).statusCode).toBe(404);
    expect((await t.post(fresh, '/OrganisationSupplier/UpdatePaymentMethodType', { id, defaultPaymentMethodTypeId: 2 })).statusCode).toBe(404);
    expect((await t.get(fresh, `/OrganisationSupplier/Delete?id=${id}`)).statusCode).toBe(404);
    expect(await accountsOf(1)).toEqual(before);
  });

  it.each(['', '?id=x', '?id=0'])('Delete%s is a 400', async (query) => {
    expect((await t.get(admin, `/OrganisationSupplier/Delete${query}`)).statusCode).toBe(400);
  });

  it('Delete needs the CSRF header (a state-changing GET)', async () => {
    const id = await pipeworksId();
    const response = await t.app.inject({ method: 'GET', url: `/OrganisationSupplier/Delete?id=${id}`, headers: { cookie: admin.headers.cookie } });
    expect(response.statusCode).toBe(403);
  });

  it('Delete removes the account; a second delete is a 404', async () => {
    const id = await pipeworksId();
    expect((await t.get(admin, `/OrganisationSupplier/Delete?id=${id}`)).json()).toEqual({ success: true, message: 'Merchant account removed.' });
    expect((await t.get(admin, `/OrganisationSupplier/Delete?id=${id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(organisationSuppliers).where(and(eq(organisationSuppliers.organisationId, 1), eq(organisationSuppliers.supplierId, 2)))).toEqual([]);
  });

  it('a merchant 2 number its register does not know is added as Unsuccessful, and the answer says so', async () => {
    const form = { ...acmePipeworks, accountNumber: 'PW77777', branchID: String(await firstBranchOf(t, admin, 2)) };
    const created = (await t.postForm(admin, '/OrganisationSupplier/Create', form)).json();
    expect(created).toMatchObject({ success: true, account: { supplierID: 2, isValidated: 2, sparesFinder: false } });
    expect(created.message).toBe(
      'Merchant account added, but the merchant did not recognise the account number, so it shows as Unsuccessful. Check the number with the merchant, then remove the account and add it again.',
    );
    expect((await t.get(admin, `/OrganisationSupplier/Delete?id=${created.account.id}`)).statusCode).toBe(200);
  });
});
