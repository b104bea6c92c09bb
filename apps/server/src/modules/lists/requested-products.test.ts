import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin: acme, fresh } = t.sessions;

const searchRequested = (session: SignedIn, payload: object = {}) => t.post(session, '/RequestedProducts/SearchRequestedProducts', payload);
const add = (session: SignedIn, payload: object) => t.post(session, '/RequestedProducts/AddProductToRequestedProducts', payload);
const remove = (session: SignedIn, id: number | string) => t.post(session, '/RequestedProducts/RemoveProductFromRequestedProducts', { id });

describe('requested products', () => {
  it('lists the user\'s requests newest first with a total', async () => {
    const body = (await searchRequested(acme)).json();
    expect(body.totalRecords).toBeGreaterThan(0);
    const dates = body.collection.map((r: { createdOn: string }) => r.createdOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('adds, finds by text, and removes', async () => {
    const added = await add(fresh, { manufacturerPartNumber: 'CAL-87161', description: 'Diverter valve assembly', imageUrl: '/images/products/CAL-87161.svg', iBasisAppliance: 'Caldera Combi 30i' });
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    const found = (await searchRequested(fresh, { searchText: '87161' })).json();
    expect(found.totalRecords).toBe(1);
    expect(found.collection[0]).toMatchObject({ id, manufacturerPartNumber: 'CAL-87161', productId: 1, iBasisAppliance: 'Caldera Combi 30i' });
    expect((await remove(fresh, id)).json()).toEqual({ success: true });
    expect((await searchRequested(fresh)).json().totalRecords).toBe(0);
    expect((await remove(fresh, id)).statusCode).toBe(404);
  });

  it('stores a real photo URL, and refuses an image address that is not one (issue #11)', async () => {
    const photo = 'https://cdn.example.com/parts/cal-87161.jpg';
    const added = await add(fresh, { manufacturerPartNumber: 'CAL-87161', description: 'Diverter valve assembly', imageUrl: photo });
    expect(added.statusCode).toBe(200);
    expect((await searchRequested(fresh, { searchText: '87161' })).json().collection[0].imageUrl).toBe(photo);
    expect((await remove(fresh, added.json().id)).statusCode).toBe(200);
    for (const imageUrl of ['javascript:alert(1)', '//evil.example.com/a.png', 'data:image/png;base64,AAAA']) {
      const refused = await add(fresh, { manufacturerPartNumber: 'CAL-87161', description: 'Diverter valve assembly', imageUrl });
      expect(refused.statusCode, imageUrl).toBe(400);
      expect(refused.json().fieldErrors.imageUrl).toEqual(['Enter an image address starting with https:// or /images/']);
    }
  });

  it("another organisation's ids are a 404 and stay invisible", async () => {
    const acmeItem = (await searchRequested(acme)).json().collection[0];
    expect((await remove(fresh, acmeItem.id)).statusCode).toBe(404);
    expect((await searchRequested(fresh)).json().collection.map((r: { id: number }) => r.id)).not.toContain(acmeItem.id);
    expect((await searchRequested(acme)).json().collection.map((r: { id: number }) => r.id)).toContain(acmeItem.id);
  });

  it.each([{}, { manufacturerPartNumber: 'X' }, { manufacturerPartNumber: '', description: 'x' }, { manufacturerPartNumber: 'x'.repeat(61), description: 'x' }])(
    'add %j is a 400',
    async (payload) => expect((await add(acme, payload)).statusCode).toBe(400),
  );

  it.each(['', 'abc', 0])('remove id %j is a 400', async (id) => expect((await remove(acme, id)).statusCode).toBe(400));

  it('remove accepts a form body', async () => {
    const response = await t.postForm(fresh, '/RequestedProducts/RemoveProductFromRequestedProducts', 'id=999999');
    expect(response.statusCode).toBe(404);
  });
});
