import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { saveForLater } from '../../db/schema/index';
import { demoOrganisationIds } from '../../db/seed/accounts';
import { useSignedInApp } from '../../test/signed-in-app';
import { codesOf } from '../basket/basket-test-helpers';

/**
 * A double click, a retry or two tabs move a line exactly once (issue #12: 20 concurrent SaveBasket calls used to
 * save 5 lines as 100 rows). Every transfer is one transaction under the user's basket lock.
 */
const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;
const times = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));
const savedRows = (orderReference: string | null) =>
  t.db
    .select({ id: saveForLater.id, code: saveForLater.manufacturerCode, qty: saveForLater.qty })
    .from(saveForLater)
    .where(and(eq(saveForLater.organisationId, demoOrganisationIds.acme), orderReference === null ? undefined : eq(saveForLater.orderReference, orderReference)));
const basket = async () => (await t.get(admin, '/Basket/GetBasketForUser')).json();
const refill = () => t.post(admin, '/Basket/AddLines', { lines: [{ manufacturerCode: 'CAL-87161', qty: 2 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 3 }] });

describe('basket → saved lists, concurrently', () => {
  it('20 SaveBasket calls with one reference save the lines once', async () => {
    const lines = (await basket()).lines.length;
    const responses = await times(20, () => t.post(admin, '/Basket/SaveBasket', { orderReference: 'RACE-1' }));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422)).toBe(true);
    expect(await savedRows('RACE-1')).toHaveLength(lines);
    expect((await basket()).lines).toEqual([]);
  });

  it('SaveBasket calls with different references save the lines under one of them only', async () => {
    await refill();
    const responses = await times(10, (i) => t.post(admin, '/Basket/SaveBasket', { orderReference: `RACE-2-${i}` }));
    const winner = responses.findIndex((r) => r.statusCode === 200);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const saved = await Promise.all(responses.map((_, i) => savedRows(`RACE-2-${i}`)));
    expect(saved.map((rows) => rows.length)).toEqual(responses.map((_, i) => (i === winner ? 2 : 0)));
  });

  it('10 SaveLineForLater calls for one line save it once', async () => {
    await refill();
    const before = (await savedRows(null)).length;
    const responses = await times(10, () => t.post(admin, '/Basket/SaveLineForLater', { manufacturerCode: 'GEN-15MM-ISO' }));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect((await savedRows(null)).length).toBe(before + 1);
    expect(codesOf(await basket())).toEqual(['CAL-87161x2']);
  });
});

describe('saved lists → basket, concurrently', () => {
  it('10 MoveToBasket calls for one saved item add it once', async () => {
    const [item] = (await t.get(admin, '/SaveForLater/GetSaveForLaters')).json().collection.filter((i: { manufacturerCode: string }) => i.manufacturerCode === 'GEN-15MM-ISO');
    const responses = await times(10, () => t.post(admin, '/SaveForLater/MoveToBasket', { id: item.id }));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(codesOf(await basket()).sort()).toEqual(['CAL-87161x2', `GEN-15MM-ISOx${item.qty}`]);
  });

  it('10 AddSavedPartsToBasket calls for one saved parts order add it once', async () => {
    await t.post(admin, '/Basket/SaveBasket', { orderReference: 'RACE-3' });
    const responses = await times(10, () => t.post(admin, '/SaveForLater/AddSavedPartsToBasket', { orderReference: 'RACE-3' }));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(codesOf(await basket()).sort()).toEqual(['CAL-87161x2', 'GEN-15MM-ISOx3']);
    expect(await savedRows('RACE-3')).toEqual([]);
  });
});
