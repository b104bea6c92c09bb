import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['fresh', 'admin'] });
const { fresh, admin } = t.sessions;

const freshDetails = {
  companyName: 'Fresh Plumbing Co',
  postcode: 'LS6 2AL',
  address1: '18 Otley Road',
  address2: 'Headingley',
  address3: '',
  townCity: 'Leeds',
  county: 'West Yorkshire',
  firstName: 'Jordan',
  surname: 'Fresh',
  email: 'hello@fresh-plumbing.test',
  telephone: '0113 496 0555',
  companyRegNo: '',
  mobileNumber: '07700 900555',
  contactName: '',
  gasSafeNo: '598123',
};

const freshOrganisation = async () => (await t.db.select().from(organisations).where(eq(organisations.id, 2)))[0]!;

describe('POST /Account/UpdateAccountInfo (spec 1 §4, §5, §7)', () => {
  it('refuses a missing mandatory field with a field error and changes nothing', async () => {
    const before = await freshOrganisation();
    const response = await t.postForm(fresh, '/Account/UpdateAccountInfo', { ...freshDetails, address1: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ address1: ['Address line 1 is required'] });
    expect(await freshOrganisation()).toEqual(before);
  });

  it.each([
    ['a letter in the telephone', { telephone: '0113 CALL ME' }, 'telephone'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['an over-long town', { townCity: 'x'.repeat(31) }, 'townCity'],
    ['an over-long company name', { companyName: 'x'.repeat(121) }, 'companyName'],
  ])('refuses %s (400)', async (_case, change, field) => {
    const response = await t.postForm(fresh, '/Account/UpdateAccountInfo', { ...freshDetails, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
  });

  it('refuses a body with no fields at all (400, not 500)', async () => {
    const response = await t.post(fresh, '/Account/UpdateAccountInfo', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(
      expect.arrayContaining(['companyName', 'firstName', 'surname', 'address1', 'postcode', 'townCity', 'email', 'telephone']),
    );
  });

  it('saves the form-encoded payload; IsAccountCompleted flips and the basket accepts a line', async () => {
    expect((await t.get(fresh, '/Account/IsAccountCompleted')).json()).toEqual({ isCompleted: false });
    const response = await t.postForm(fresh, '/Account/UpdateAccountInfo', { ...freshDetails, firstName: 'Jordan ', surname: 'Freshwater' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Successfully updated!' });
    expect((await t.get(fresh, '/Account/IsAccountCompleted')).json()).toEqual({ isCompleted: true });
    const organisation = (await t.get(fresh, '/Account/GetOrganisation')).json();
    expect(organisation).toMatchObject({ orgName: 'Fresh Plumbing Co', postCode: 'LS6 2AL', address1: '18 Otley Road', address3: null, regCompanyNo: null, gasSafeNo: '598123' });
    expect(organisation.computedContactUser).toEqual({ firstName: 'Jordan', surname: 'Freshwater' });
    const added = await t.post(fresh, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 1 });
    expect(added.statusCode, added.body).toBe(200);
  });

  it("only ever writes the caller's organisation", async () => {
    const acmeBefore = (await t.db.select().from(organisations).where(eq(organisations.id, 1)))[0];
    const acmeUsersBefore = await t.db.select().from(users).where(eq(users.organisationId, 1));
    await t.postForm(fresh, '/Account/UpdateAccountInfo', { ...freshDetails, companyName: 'Fresh Plumbing Company' });
    expect((await t.db.select().from(organisations).where(eq(organisations.id, 1)))[0]).toEqual(acmeBefore);
    expect(await t.db.select().from(users).where(eq(users.organisationId, 1))).toEqual(acmeUsersBefore);
  });
});

describe('Account/GetPreference and ChangePreference (spec 1 §3, §7)', () => {
  it('reads, sets (form data and JSON) and reads back, per organisation', async () => {
    expect((await t.get(admin, '/Account/GetPreference')).json()).toEqual({ preferNonGenuineParts: false });
    const saved = await t.postForm(admin, '/Account/ChangePreference', { preferNonGenuineParts: 'true' });
    expect(saved.json()).toEqual({ success: true, message: 'Preference successfully updated.', preferNonGenuineParts: true });
    expect((await t.get(admin, '/Account/GetPreference')).json()).toEqual({ preferNonGenuineParts: true });
    expect((await t.get(fresh, '/Account/GetPreference')).json()).toEqual({ preferNonGenuineParts: false });
    await t.post(admin, '/Account/ChangePreference', { preferNonGenuineParts: false });
    expect((await t.get(admin, '/Account/GetPreference')).json()).toEqual({ preferNonGenuineParts: false });
  });

  it.each([[{}], [{ preferNonGenuineParts: 'yes' }], [{ preferNonGenuineParts: 1 }]])('refuses %o (400)', async (body) => {
    expect((await t.post(admin, '/Account/ChangePreference', body)).statusCode).toBe(400);
  });
});

describe('Account/ListTrades and UpdateTrades', () => {
  it('lists every trade unselected, then the ticked ones', async () => {
    const before = (await t.get(fresh, '/Account/ListTrades')).json();
    expect(before.length).toBeGreaterThan(3);
    expect(before.every((trade: { selected: boolean }) => !trade.selected)).toBe(true);
    const after = (await t.postForm(fresh, '/Account/UpdateTrades', 'tradeIds=1&tradeIds=3')).json();
    expect(after.filter((trade: { selected: boolean }) => trade.selected).map((trade: { id: number }) => trade.id)).toEqual([1, 3]);
    expect((await t.get(admin, '/Account/ListTrades')).json().some((trade: { selected: boolean }) => trade.selected)).toBe(false);
  });

  it.each([['tradeIds=999'], ['tradeIds=abc']])('refuses %s (400)', async (form) => {
    expect((await t.postForm(fresh, '/Account/UpdateTrades', form)).statusCode).toBe(400);
  });
});
