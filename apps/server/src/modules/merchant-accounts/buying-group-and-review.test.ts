import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buyingGroupAgreements, mailOutbox, notifications, organisations, organisationSuppliers } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { firstBranchOf, freshCompanyDetails } from './merchant-accounts.test-helpers';

// The built-in merchant answers at once here, so the review job runs within the test.
const t = useSignedInApp({ as: ['admin', 'fresh'], env: { MERCHANT_REVIEW_MINUTES: '0' } });
const { admin, fresh } = t.sessions;

const signature = `data:image/jpeg;base64,${Buffer.from('fake jpeg bytes').toString('base64')}`;
const joinForm = { FullName: 'Jordan Fresh', SignatureImage: signature, Address1: '18 Otley Road', Town: 'Leeds', Postcode: 'ls6 2al', SendBuyingGroupEmail: 'true', SignupFormTrigger: 'merchant-account' };
const freshStatus = async () => (await t.db.select({ s: organisations.buyingGroupStatusId }).from(organisations).where(eq(organisations.id, 2)))[0]!.s;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('POST /Account/JoinBuyingGroup (spec 1 §3, §4, §5)', () => {
  it.each([
    ['no signature', { SignatureImage: '' }],
    ['a PNG instead of the pad JPEG', { SignatureImage: 'data:image/png;base64,AAAA' }],
    ['script in the signature', { SignatureImage: 'javascript:alert(1)' }],
    ['no full name', { FullName: ' ' }],
    ['no postcode', { Postcode: '' }],
  ])('refuses %s (400) and joins nothing', async (_case, change) => {
    expect((await t.postForm(fresh, '/Account/JoinBuyingGroup', { ...joinForm, ...change })).statusCode).toBe(400);
    expect(await freshStatus()).toBe(0);
  });

  it('keeps the signed agreement, sets buyingGroupStatusID and mails the confirmation once', async () => {
    const response = await t.postForm(fresh, '/Account/JoinBuyingGroup', joinForm);
    expect(response.json()).toEqual({ success: true, message: 'Welcome to the buying group.', buyingGroupStatusID: 2 });
    expect((await t.get(fresh, '/Account/GetOrganisation')).json().buyingGroupStatusID).toBe(2);
    const agreement = (await t.get(fresh, '/Account/GetBuyingGroupAgreement')).json();
    expect(agreement).toMatchObject({ fullName: 'Jordan Fresh', signatureImage: signature, address: ['18 Otley Road', 'Leeds', 'LS6 2AL'] });
    // A retry changes nothing and sends no second e-mail.
    expect((await t.postForm(fresh, '/Account/JoinBuyingGroup', joinForm)).json().message).toBe('Your company has already joined the buying group.');
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.organisationId, 2), eq(mailOutbox.subject, 'Welcome to the SparesFinder buying group')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('new@fresh-plumbing.test');
    expect(await t.db.select().from(buyingGroupAgreements).where(eq(buyingGroupAgreements.organisationId, 2))).toHaveLength(1);
  });

  it("never shows another organisation's agreement", async () => {
    expect((await t.get(admin, '/Account/GetBuyingGroupAgreement')).json()).toBeNull();
  });
});

describe('the merchant review of an application in review (merchant-accounts.review job)', () => {
  it('moves a registered merchant 1 account to Approved, with a notification and an e-mail', async () => {
    await t.postForm(fresh, '/Account/UpdateAccountInfo', freshCompanyDetails);
    const branchID = String(await firstBranchOf(t, fresh, 1));
    const created = await t.postForm(fresh, '/OrganisationSupplier/Create', { supplierID: '1', branchID, accountNumber: 'htl20451' });
    expect(created.json().account).toMatchObject({ isValidated: 3, sparesFinder: false, accountNumber: 'HTL20451' });
    const id = created.json().account.id as number;
    const row = await until(
      async () => (await t.db.select().from(organisationSuppliers).where(eq(organisationSuppliers.id, id)))[0]!,
      (account) => account.isValidated !== 3,
    );
    expect(row).toMatchObject({ isValidated: 1, sparesFinder: true });
    const notices = await until(
      () => t.db.select().from(notifications).where(and(eq(notifications.organisationId, 2), eq(notifications.title, 'Merchant account approved'))),
      (rows) => rows.length > 0,
    );
    expect(notices[0]!.text).toBe('Heatline Merchants has reviewed account HTL20451: Approved.');
    const mail = await until(
      () => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.organisationId, 2), eq(mailOutbox.subject, 'Your Heatline Merchants account: Approved'))),
      (rows) => rows.length > 0,
    );
    expect(mail).toHaveLength(1);
  });

  it('an unknown account becomes Unsuccessful', async () => {
    const existing = (await t.get(fresh, '/OrganisationSupplier/GetData')).json();
    await t.get(fresh, `/OrganisationSupplier/Delete?id=${existing[0].id}`);
    const branchID = String(await firstBranchOf(t, fresh, 1));
    const created = await t.postForm(fresh, '/OrganisationSupplier/Create', { supplierID: '1', branchID, accountNumber: 'NOPE123' });
    const id = created.json().account.id as number;
    const row = await until(
      async () => (await t.db.select().from(organisationSuppliers).where(eq(organisationSuppliers.id, id)))[0]!,
      (account) => account.isValidated !== 3,
    );
    expect(row).toMatchObject({ isValidated: 2, sparesFinder: false });
  });
});
