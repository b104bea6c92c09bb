import { afterEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { SearchIndexRequest, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { productAttributes, products } from '../../db/schema/index';
import { productRow } from '../../db/factories/catalogue-factories';
import { useSignedInApp } from '../../test/signed-in-app';

/**
 * A catalogue change shows in the next search at once, however the search is answered: through the statements
 * (no in-memory index) with the search cache on, so an answer or a reference list (the attribute values that name
 * the filters) kept from before the change would show. Catalogue-cache.ts's rule; decision 007 records a way of
 * saving the version's read that these tests guard against getting wrong.
 */
const t = useSignedInApp({ as: ['admin'], env: { SEARCH_TEXT_INDEX: 'off' } });
const { admin } = t.sessions;
const search = async (payload: SearchIndexRequest): Promise<SearchIndexResponse> => {
  const response = await t.post(admin, '/ProductSearch/SearchIndex', payload);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const added: number[] = [];
afterEach(async () => {
  if (added.length === 0) return;
  await t.db.delete(productAttributes).where(inArray(productAttributes.productId, added));
  await t.db.delete(products).where(inArray(products.id, added.splice(0)));
});

async function addProduct(mpn: string, description: string): Promise<number> {
  const [product] = await t.db.insert(products).values(productRow({ mpn, description, pricePence: 700 })).returning({ id: products.id });
  added.push(product!.id);
  return product!.id;
}

describe('a search after a catalogue change', () => {
  it('a part number worked out by its counting statement names a filter value new since the last search', async () => {
    const size = (await search({ searchTerm: 'isolating valve' })).filters.find((group) => group.attributeName === 'Size')!;
    expect(size.values.map((value) => value.value)).not.toContain('Zeta 77mm');
    const id = await addProduct('VRX-770123', 'Vernier test gasket');
    await t.db.insert(productAttributes).values({ productId: id, attributeId: size.attributeId, value: 'Zeta 77mm' });

    const found = await search({ searchTerm: 'VRX-770123' });
    expect(found.collection.map((card) => card.productId)).toEqual([id]);
    expect(found.filters.find((group) => group.attributeId === size.attributeId)?.values).toEqual([expect.objectContaining({ value: 'Zeta 77mm', number: 1 })]);
  });

  it('an answer cached before a change is worked out again', async () => {
    expect((await search({ searchTerm: 'zorbotrex' })).count).toBe(0);
    expect((await search({ searchTerm: 'zorbotrex' })).count).toBe(0);
    const id = await addProduct('ZBX-1', 'Zorbotrex valve');
    expect((await search({ searchTerm: 'zorbotrex' })).collection.map((card) => card.productId)).toEqual([id]);
    await t.db.update(products).set({ description: 'Quillon valve' }).where(eq(products.id, id));
    expect((await search({ searchTerm: 'zorbotrex' })).count).toBe(0);
  });
});
