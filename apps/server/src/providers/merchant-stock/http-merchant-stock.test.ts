import { describe, expect, it } from 'vitest';
import { createHttpMerchantStock } from './http-merchant-stock';

const query = { supplierId: 4, branchIds: [3, 15], products: [{ id: 1, mpn: 'CAL-87161' }, { id: 3, mpn: 'GEN-15MM-ISO' }] };
const answering = (status: number, body: unknown, seen: unknown[] = []) =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

describe('HTTP merchant stock (README "HTTP contract")', () => {
  it('asks POST {base}/stock with supplier, branch ids and part numbers, and reads the answer', async () => {
    const seen: unknown[] = [];
    const stock = createHttpMerchantStock('https://stock.example/', answering(200, {
      stock: [
        { branchId: 3, mpn: 'cal-87161', qty: 4 },
        { branchId: 3, mpn: 'CAL-87161', qty: 1 }, // repeats add up
        { branchId: 15, mpn: 'GEN-15MM-ISO', qty: -2 }, // negative counts as 0
        { branchId: 99, mpn: 'CAL-87161', qty: 9 }, // a branch we did not ask about
        { branchId: 3, mpn: 'UNKNOWN', qty: 9 }, // a part we did not ask about
      ],
    }, seen));
    const levels = await stock.stockAt(query, new AbortController().signal);
    expect(seen).toEqual([{ url: 'https://stock.example/stock', body: { supplierId: 4, branchIds: [3, 15], mpns: ['CAL-87161', 'GEN-15MM-ISO'] } }]);
    expect([...levels].map(([branchId, products]) => [branchId, [...products]])).toEqual([[3, [[1, 5]]], [15, [[3, 0]]]]);
  });

  it.each([
    ['a status other than 200', answering(503, {})],
    ['a body that does not match', answering(200, { stock: [{ branchId: 'three' }] })],
  ])('rejects %s (the merchant\'s branches become unavailable)', async (_name, fetchImpl) => {
    await expect(createHttpMerchantStock('https://stock.example', fetchImpl).stockAt(query, new AbortController().signal)).rejects.toThrow();
  });
});
