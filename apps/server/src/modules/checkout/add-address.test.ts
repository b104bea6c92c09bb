import { describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { useSignedInApp } from '../../test/signed-in-app';
import type { SignedIn } from '../../test/test-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const add = (session: SignedIn, address: object) => t.post(session, checkoutPaths.addAddress, address);
const savedOf = async (session: SignedIn, billing: boolean) => (await t.get(session, `${checkoutPaths.savedAddresses}?billing=${billing}`)).json() as { id: number; postCode: string }[];
const idOf = (response: { statusCode: number; body: string; json(): { id: number } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
};

/** Acme's seeded delivery address id 2 (seed acme-account.ts), as the new address form sends it. */
const crossFlatts = { firstName: 'Alex', surname: 'Morgan', companyName: 'Acme Heating Ltd', address1: '42 Cross Flatts Avenue', address2: 'Beeston', city: 'Leeds', county: 'West Yorkshire', postCode: 'LS11 7BU' };

describe('POST /Address/AddAddress: the same address added twice is kept once', () => {
  it('sequentially: the same address again (spaces, postcode case and spacing) answers the one already saved', async () => {
    const billing = { isBilling: true, firstName: 'Sam', surname: 'Fresh', address1: '9 Canal Wharf', city: 'Leeds', postCode: 'LS11 5PS' };
    const before = (await savedOf(fresh, true)).length;
    const first = idOf(await add(fresh, billing));
    expect(idOf(await add(fresh, billing))).toBe(first);
    expect(idOf(await add(fresh, { ...billing, firstName: ' Sam ', address1: '9 Canal Wharf  ', postCode: 'ls115ps', companyName: '', county: null }))).toBe(first);
    expect(await savedOf(fresh, true)).toHaveLength(before + 1);

    // Another address, or the same one as a delivery address, is a new one.
    expect(idOf(await add(fresh, { ...billing, postCode: 'LS11 5PT' }))).not.toBe(first);
    expect(idOf(await add(fresh, { ...billing, isBilling: false }))).not.toBe(first);
    expect(await savedOf(fresh, true)).toHaveLength(before + 2);
    expect(await savedOf(fresh, false)).toHaveLength(1);
  });

  it('an address the organisation already holds from before (the seed) is answered, not copied', async () => {
    const before = await savedOf(admin, false);
    expect(idOf(await add(admin, { ...crossFlatts, isBilling: false, postCode: 'ls11  7bu' }))).toBe(2);
    expect(await savedOf(admin, false)).toEqual(before);
  });

  it('concurrently (a double click): every request answers one and the same saved address', async () => {
    const delivery = { isBilling: false, firstName: 'Dana', surname: 'Click', address1: '7 Double Street', city: 'Leeds', postCode: 'LS6 1AA' };
    const before = (await savedOf(fresh, false)).length;
    const responses = await Promise.all([add(fresh, delivery), add(fresh, delivery), add(fresh, { ...delivery, postCode: 'ls61aa' }), add(fresh, delivery)]);
    const ids = responses.map(idOf);
    expect(new Set(ids).size).toBe(1);
    expect(await savedOf(fresh, false)).toHaveLength(before + 1);
  });

  it('per organisation: another organisation\'s identical address is never answered, and its ids are still a 404', async () => {
    const copy = idOf(await add(fresh, { ...crossFlatts, isBilling: false }));
    expect(copy).not.toBe(2);
    expect((await savedOf(fresh, false)).map((address) => address.id)).toContain(copy);
    expect((await savedOf(admin, false)).map((address) => address.id)).not.toContain(copy);
    // Deleting across organisations, either way, changes nothing.
    expect((await t.delete(fresh, `${checkoutPaths.deleteAddress}?id=2`)).statusCode).toBe(404);
    expect((await t.delete(admin, `${checkoutPaths.deleteAddress}?id=${copy}`)).statusCode).toBe(404);
    expect((await savedOf(admin, false)).map((address) => address.id)).toContain(2);
    expect((await savedOf(fresh, false)).map((address) => address.id)).toContain(copy);
  });
});

describe('POST /Address/AddAddress: the new address form\'s rules (spec 3 §5 "Address fields", issue #44)', () => {
  const required = { firstName: 'First name is required', surname: 'Surname is required', address1: 'Address line 1 is required', city: 'Town is required', postCode: 'Postcode is required' };
  const fieldErrorsOf = (response: { statusCode: number; body: string; json(): { code: string; fieldErrors: Record<string, string[]> } }) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation');
    return response.json().fieldErrors;
  };

  it('every mandatory field empty, or spaces only, or left out: 400 naming each, nothing saved', async () => {
    const before = (await savedOf(fresh, true)).length;
    const empty = { isBilling: true, firstName: '', surname: '  ', address1: '', city: '', postCode: ' ', companyName: '', address2: '', county: '' };
    expect(fieldErrorsOf(await add(fresh, empty))).toEqual(Object.fromEntries(Object.entries(required).map(([field, text]) => [field, [text]])));
    expect(Object.keys(fieldErrorsOf(await add(fresh, { isBilling: true })))).toEqual(Object.keys(required));
    expect(await savedOf(fresh, true)).toHaveLength(before);
  });

  it('too long fields: 400 with their maximum lengths', async () => {
    const long = (length: number) => 'x'.repeat(length);
    const response = await add(fresh, {
      isBilling: false,
      firstName: long(21),
      surname: long(21),
      companyName: long(31),
      address1: long(61),
      address2: long(61),
      city: long(31),
      county: long(31),
      postCode: 'LS11 5AB'.padEnd(31, 'X'),
    });
    expect(fieldErrorsOf(response)).toEqual({
      firstName: ['First name must be at most 20 characters'],
      surname: ['Surname must be at most 20 characters'],
      companyName: ['Company must be at most 30 characters'],
      address1: ['Address line 1 must be at most 60 characters'],
      address2: ['Address line 2 must be at most 60 characters'],
      city: ['Town must be at most 30 characters'],
      county: ['County must be at most 30 characters'],
      postCode: ['Postcode must be at most 30 characters'],
    });
    // At the limits it is saved.
    idOf(await add(fresh, { isBilling: false, firstName: long(20), surname: long(20), companyName: long(30), address1: long(60), address2: long(60), city: long(30), county: long(30), postCode: 'LS11 5AB' }));
  });

  it.each(['LS11', 'not a postcode', '12345', 'LS11 5CI'])('a postcode that is not a UK one (%s): 400', async (postCode) => {
    expect(fieldErrorsOf(await add(fresh, { isBilling: true, firstName: 'Sam', surname: 'Fresh', address1: '1 Test Row', city: 'Leeds', postCode }))).toEqual({
      postCode: ['Please enter a valid UK postcode'],
    });
  });

  it('a good address is stored with its postcode in the standard form', async () => {
    const saved = await add(fresh, { isBilling: true, firstName: ' Pat ', surname: 'Normal', address1: '3 Elland Road', city: 'Leeds', postCode: ' ls11   0es ' });
    const id = idOf(saved);
    expect(saved.json()).toMatchObject({ firstName: 'Pat', postCode: 'LS11 0ES' });
    expect((await savedOf(fresh, true)).find((address) => address.id === id)?.postCode).toBe('LS11 0ES');
  });
});
