import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisationSuppliers } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { firstBranchOf } from './merchant-accounts.test-helpers';

/*
 * Pipeworks Direct answers at once whether an account number is in its register, so its checks are counted per
 * organisation (MERCHANT_VALIDATION_RATE_LIMIT_MAX an hour): past the allowance the answer is a 429, never a verdict.
 */
const t = useSignedInApp({ as: ['admin', 'fresh'], env: { MERCHANT_VALIDATION_RATE_LIMIT_MAX: '3' } });
const { admin, fresh } = t.sessions;

const pipeworks = { supplierID: '2', accountNumber: 'PWD40988', postcode: 'LS11 5AB', telephoneNumber: '0113 496 0123' };
const validate = async (session: typeof admin, change: Record<string, string> = {}) =>
  t.postForm(session, '/OrganisationSupplier/ValidateAccount', { ...pipeworks, branchID: String(await firstBranchOf(t, session, 2)), ...change });

describe('the limit on automatic account checks (an account-number guessing oracle otherwise)', () => {
  it('answers the allowance, then 429 with Retry-After and no verdict', async () => {
    expect((await validate(admin, { accountNumber: 'PWD00001' })).json().isValidated).toBe(2);
    expect((await validate(admin, { accountNumber: 'PWD00002' })).json().isValidated).toBe(2);
    expect((await validate(admin)).json().isValidated).toBe(1);
    const refused = await validate(admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many account checks for your company in the last hour. Please wait a while and try again, or contact us.');
    expect(refused.json()).not.toHaveProperty('isValidated');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('creating a Pipeworks Direct account is a check too: refused, nothing created', async () => {
    const response = await t.postForm(admin, '/OrganisationSupplier/Create', { ...pipeworks, branchID: String(await firstBranchOf(t, admin, 2)) });
    expect(response.statusCode).toBe(429);
    expect(await t.db.select().from(organisationSuppliers).where(eq(organisationSuppliers.organisationId, 1))).toHaveLength(1);
  });

  it('a merchant that reviews by hand is not an oracle and is not counted', async () => {
    const response = await t.postForm(admin, '/OrganisationSupplier/ValidateAccount', { supplierID: '1', branchID: String(await firstBranchOf(t, admin, 1)), accountNumber: 'HTL1' });
    expect(response.json()).toEqual({ isValidated: 3, message: 'The merchant will check this account within 2-3 days.' });
  });

  it('a bad request is refused before it counts (400), and another organisation has its own allowance', async () => {
    expect((await validate(fresh, { accountNumber: '' })).statusCode).toBe(400);
    for (let check = 0; check < 3; check++) expect((await validate(fresh)).statusCode).toBe(200);
    expect((await validate(fresh)).statusCode).toBe(429);
  });

  it('without a session it is a 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/OrganisationSupplier/ValidateAccount', payload: pipeworks });
    expect(response.statusCode).toBe(401);
  });
});
