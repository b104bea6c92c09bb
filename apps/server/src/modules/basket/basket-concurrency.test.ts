import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, gt } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { basketClient, codesOf } from './basket-test-helpers';

const t = useSignedInApp();
let otherPart: string;
beforeAll(async () => {
  const [row] = await t.db.select({ mpn: products.mpn }).from(products).where(and(gt(products.pricePence, 0), gt(products.id, 4))).orderBy(asc(products.id)).limit(1);
  otherPart = row!.mpn;
});
const toInput = (lines: { manufacturerCode: string; qty: number }[]) => lines.map(({ manufacturerCode, qty }) => ({ manufacturerCode, qty }));

describe('two tabs updating one basket', () => {
  it('lets exactly one of two updates from the same version win; the other gets 409 and loses no line on retry', async () => {
    const tabA = basketClient(t, await t.signIn('admin'));
    const tabB = basketClient(t, await t.signIn('admin'));
    const start = await tabA.basket();
    const plus = (lines: { manufacturerCode: string; qty: number }[], code: string) => [...toInput(lines), { manufacturerCode: code, qty: 1 }];

    const [a, b] = await Promise.all([
      tabA.update({ version: start.version, lines: plus(start.lines, 'HLM-CAL87161') }),
      tabB.update({ version: start.version, lines: plus(start.lines, otherPart) }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);

    // The loser's client shows the basket that came with the 409 and re-applies its change on that version.
    const loser = a.statusCode === 409 ? { response: a, tab: tabA, code: 'HLM-CAL87161' } : { response: b, tab: tabB, code: otherPart };
    const current = loser.response.json().basket;
    const retry = await loser.tab.update({ version: current.version, lines: plus(current.lines, loser.code) });
    expect(retry.statusCode).toBe(200);
    expect(codesOf(retry.json()).sort()).toEqual(['CAL-87161x2', 'GEN-15MM-ISOx3', 'HLM-CAL87161x1', `${otherPart}x1`].sort());
  });

  it('never loses a line when product cards add concurrently (AddLine takes no version)', async () => {
    const tab = basketClient(t, await t.signIn('admin'));
    const before = codesOf(await tab.basket());
    const responses = await Promise.all(['HLM-CAL87161', 'CAL-87161', 'GEN-15MM-ISO'].map((code, i) => tab.addLine({ manufacturerCode: code, qty: 5 + i })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = codesOf(await tab.basket());
    expect(after).toEqual(expect.arrayContaining(['HLM-CAL87161x5', 'CAL-87161x6', 'GEN-15MM-ISOx7']));
    expect(after.length).toBeGreaterThanOrEqual(before.length);
  });
});
