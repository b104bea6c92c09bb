import { describe, expect, it } from 'vitest';
import type { MerchantStockProvider, MerchantStockProviders } from '../../providers/merchant-stock/merchant-stock-provider';
import { askMerchants } from './merchant-answers';

const products = [{ id: 1, mpn: 'CAL-87161' }];
const quick: MerchantStockProvider = { name: 'quick', stockAt: async ({ branchIds }) => new Map(branchIds.map((id) => [id, new Map([[1, 3]])])) };
/** Never answers and ignores its signal: must be abandoned all the same. */
const deaf: MerchantStockProvider = { name: 'deaf', stockAt: () => new Promise(() => {}) };
const failing: MerchantStockProvider = { name: 'failing', stockAt: async () => Promise.reject(new Error('down')) };
const providers = (bySupplier: Record<number, MerchantStockProvider>, timeoutMs = 50): MerchantStockProviders => ({ forSupplier: (id) => bySupplier[id] ?? quick, timeoutMs });

describe('askMerchants', () => {
  it('answers each merchant on its own: quick ones at once, a deaf one null at its timeout, a failing one null', async () => {
    const failures: number[] = [];
    const answers = askMerchants(providers({ 2: deaf, 3: failing }), new Map([[1, [10]], [2, [20]], [3, [30]]]), products, new AbortController().signal, (id) => failures.push(id));
    expect((await answers.answerOf(1))?.get(10)?.get(1)).toBe(3);
    expect(answers.isSettled(2)).toBe(false);
    const startedAt = Date.now();
    expect(await answers.answerOf(2)).toBeNull();
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await answers.answerOf(3)).toBeNull();
    expect(failures.sort()).toEqual([2, 3]);
  });

  it('a cancelled request abandons every merchant without reporting failures', async () => {
    const controller = new AbortController();
    const failures: number[] = [];
    const answers = askMerchants(providers({ 1: deaf }, 10_000), new Map([[1, [10]]]), products, controller.signal, (id) => failures.push(id));
    controller.abort(new Error('superseded'));
    expect(await answers.answerOf(1)).toBeNull();
    expect(failures).toEqual([]);
  });

  it('an empty basket asks nobody', async () => {
    let asked = false;
    const spy: MerchantStockProvider = { name: 'spy', stockAt: async () => ((asked = true), new Map()) };
    const answers = askMerchants(providers({ 1: spy }), new Map([[1, [10]]]), [], new AbortController().signal, () => {});
    expect(await answers.answerOf(1)).toEqual(new Map());
    expect(asked).toBe(false);
  });
});
