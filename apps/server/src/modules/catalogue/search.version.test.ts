import { afterEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { SearchIndexRequest, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { productAttributes, products } from '../../db/schema/index';
import { productRow } from '../../db/factories/catalogue-factories';
import { useSignedInApp } from '../../test/signed-in-app';

/**
 * A search takes the catalogue version the last request saw and has it confirmed by the statement that reads its
 * cards, or by a read of the version when its counting statement built them (search.service.ts). A change since
 * must show at once either way. The statements answer (no in-memory index), with the search cache on, so stale
 * reference lists and cached answers would show.
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

describe('a search at the version the last one saw', () => {
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
