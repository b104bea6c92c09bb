import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, notifications, organisationSuppliers } from '../db/schema/index';
import { firstBranchOf, freshCompanyDetails } from '../modules/merchant-accounts/merchant-accounts.test-helpers';
import { useSignedInApp } from '../test/signed-in-app';
import { runAdminCli } from './admin-cli';
import { createAdminMerchantReview } from './admin-dependencies';
import { parseMerchantReviewArgs, runMerchantReview } from './merchant-review.command';

describe('npm run admin -- merchant-review: arguments', () => {
  it.each([
    [['--list'], { kind: 'list' }],
    [['--account', '12', '--approve'], { kind: 'decide', accountId: 12, approved: true }],
    [['--account=7', '--reject'], { kind: 'decide', accountId: 7, approved: false }],
  ])('%j → %j', (argv, expected) => expect(parseMerchantReviewArgs(argv)).toEqual(expected));

  it.each([
    [[], /--account/],
    [['--account', '12'], /exactly one of --approve or --reject/],
    [['--account', '12', '--approve', '--reject'], /exactly one/],
    [['--account', 'x1', '--approve'], /--account must be/],
    [['--account', '0', '--approve'], /--account must be/],
    [['--list', '--account', '3'], /--list takes no other option/],
    [['--approved'], /Unknown option/],
  ])('refuses %j', (argv, message) => expect(() => parseMerchantReviewArgs(argv)).toThrow(message));

  it('an unknown command or bad option exits 2 with the usage, before touching any database', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runAdminCli(['merchant-reveiw', '--list'], { DATABASE_URL: 'postgres://nowhere.invalid/db' })).toBe(2);
    expect(await runAdminCli(['merchant-review', '--account', '3'], { DATABASE_URL: 'postgres://nowhere.invalid/db' })).toBe(2);
    expect(errors.mock.calls.flat().join('\n')).toContain('npm run admin -- merchant-review --account <id> --approve');
    errors.mockRestore();
  });
});

// The built-in merchant would answer in a week: here the operator records the answer first.
const t = useSignedInApp({ as: ['fresh'], env: { MERCHANT_REVIEW_MINUTES: '10080' } });
const { fresh } = t.sessions;

async function applyToHeatline(accountNumber: string): Promise<number> {
  const existing = (await t.get(fresh, '/OrganisationSupplier/GetData')).json() as { id: number }[];
  for (const account of existing) await t.get(fresh, `/OrganisationSupplier/Delete?id=${account.id}`);
  const created = await t.postForm(fresh, '/OrganisationSupplier/Create', { supplierID: '1', branchID: String(await firstBranchOf(t, fresh, 1)), accountNumber });
  expect(created.json().account).toMatchObject({ isValidated: 3 });
  return created.json().account.id as number;
}

describe('npm run admin -- merchant-review: the merchant answers', () => {
  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const code = await runMerchantReview(parseMerchantReviewArgs(argv), createAdminMerchantReview(t.config, t.db, t.jobs), (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };
  const rowOf = async (id: number) => (await t.db.select().from(organisationSuppliers).where(eq(organisationSuppliers.id, id)))[0]!;
  const mailsTo2 = (subject: string) => t.db.select().from(mailOutbox).where(and(eq(mailOutbox.organisationId, 2), eq(mailOutbox.subject, subject)));

  it('lists the applications in review, approves one the register does not know, notifies and e-mails once', async () => {
    await t.postForm(fresh, '/Account/UpdateAccountInfo', freshCompanyDetails);
    const id = await applyToHeatline('htl77001');
    expect((await run(['--list'])).output).toContain(`${id}\tHeatline Merchants\tHTL77001\t`);

    expect(await run(['--account', String(id), '--approve'])).toEqual({ code: 0, output: `Merchant account ${id}: Approved. The company has been notified and e-mailed.` });
    expect(await rowOf(id)).toMatchObject({ isValidated: 1, sparesFinder: true });
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.organisationId, 2), eq(notifications.title, 'Merchant account approved')));
    expect(notices.map((notice) => notice.text)).toEqual(['Heatline Merchants has reviewed account HTL77001: Approved.']);
    expect(await mailsTo2('Your Heatline Merchants account: Approved')).toHaveLength(1);
    expect((await t.get(fresh, '/OrganisationSupplier/GetData')).json()[0]).toMatchObject({ id, isValidated: 1, sparesFinder: true });

    // A second answer for the same account changes nothing and mails nothing.
    expect((await run(['--account', String(id), '--reject'])).code).toBe(1);
    expect(await rowOf(id)).toMatchObject({ isValidated: 1, sparesFinder: true });
    expect(await mailsTo2('Your Heatline Merchants account: Unsuccessful')).toHaveLength(0);
    expect((await run(['--list'])).output).toBe('No merchant account applications are in review.');
  });

  it('rejects: Unsuccessful, with its notification and e-mail', async () => {
    const id = await applyToHeatline('HTL20451'); // in the register, but the merchant said no
    expect((await run(['--account', String(id), '--reject'])).output).toBe(`Merchant account ${id}: Unsuccessful. The company has been notified and e-mailed.`);
    expect(await rowOf(id)).toMatchObject({ isValidated: 2, sparesFinder: false });
    expect(await mailsTo2('Your Heatline Merchants account: Unsuccessful')).toHaveLength(1);
  });

  it('an unknown account id changes nothing (exit 1)', async () => {
    expect(await run(['--account', '999999', '--approve'])).toEqual({ code: 1, output: expect.stringContaining('is not in review') });
  });
});
