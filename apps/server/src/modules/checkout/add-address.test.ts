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
