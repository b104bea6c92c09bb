import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@sparesfinder/contracts/messages';
import { growsLine } from '@sparesfinder/domain/basket/basket-growth';
import { basketLines, baskets, products } from '../../db/schema/index';
import { basketLineRow } from '../../db/factories/basket-factories';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { demoUserIds } from '../../db/seed/accounts';
import { useSignedInApp } from '../../test/signed-in-app';
import { basketClient, codesOf } from './basket-test-helpers';

const t = useSignedInApp({ as: ['admin'] });
const admin = basketClient(t, t.sessions.admin);

describe('POST /Basket/AddLine and /Basket/AddLines', () => {
  it('sets a line to the quantity, replacing the same code; 0 removes it', async () => {
    expect(codesOf((await admin.addLine({ manufacturerCode: 'hlm-cal87161', qty: 2 })).json())).toContain('HLM-CAL87161x2');
    expect(codesOf((await admin.addLine({ manufacturerCode: 'HLM-CAL87161', qty: 5 })).json())).toContain('HLM-CAL87161x5');
    expect(codesOf((await admin.addLine({ manufacturerCode: 'HLM-CAL87161', qty: 0 })).json())).toEqual(['CAL-87161x2', 'GEN-15MM-ISOx3']);
  });

  it('keeps the appliance context a spares-finder add sends', async () => {
    const response = await admin.addLine({ manufacturerCode: 'CAL-87161', qty: 2, iBasisAppliance: 'Caldera Combi 30i', iBasisManId: 1, iBasisApplianceId: 1, iBasisGCN: '4799901', iBasisApplianceGC: '4799901' });
    const line = response.json().lines.find((l: { manufacturerCode: string }) => l.manufacturerCode === 'CAL-87161');
    expect(line).toMatchObject({ iBasisAppliance: 'Caldera Combi 30i', iBasisManId: 1, iBasisApplianceId: 1, iBasisGCN: '4799901', iBasisApplianceGC: '4799901' });
  });

  it('adds several lines at once and names a bad one', async () => {
    const ok = await admin.call('POST', '/Basket/AddLines', { lines: [{ manufacturerCode: 'HLM-CAL87161', qty: 1 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 4 }] });
    expect(codesOf(ok.json())).toEqual(['CAL-87161x2', 'GEN-15MM-ISOx4', 'HLM-CAL87161x1']);
    const bad = await admin.call('POST', '/Basket/AddLines', { lines: [{ manufacturerCode: 'GEN-15MM-ISO', qty: 1 }, { manufacturerCode: 'NOPE', qty: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty(['lines.1.manufacturerCode']);
    expect((await admin.addLine({ manufacturerCode: 'NOPE', qty: 1 })).json().fieldErrors).toHaveProperty(['manufacturerCode']);
    expect((await admin.addLine({ manufacturerCode: 'GEN-15MM-ISO', qty: 10000 })).statusCode).toBe(400);
    expect((await admin.addLine({ manufacturerCode: 'CAL-OBS-001', qty: 1 })).statusCode).toBe(422);
  });

  it('refuses adds for an incomplete account with a clear 422 (spec 2 §6)', async () => {
    const fresh = basketClient(t, await t.signIn('fresh'));
    const response = await fresh.addLine({ manufacturerCode: 'CAL-87161', qty: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.shell.completeAccountTitle);
    const { version } = await fresh.basket();
    expect((await fresh.update({ version, lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }] })).statusCode).toBe(422);
    expect((await fresh.update({ version, lines: [] })).statusCode).toBe(200);
  });

  // The page blocks a card change for an incomplete account exactly when growsLine says so (product-card.test.tsx).
  describe('an incomplete account may lower and remove, never add or raise: the same rule as the page (growsLine)', () => {
    const code = 'CAL-87161';
    const holding = async (qty: number) => {
      const fresh = basketClient(t, await t.signIn('fresh'));
      const { basketKey } = await fresh.basket();
      const [row] = await t.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.basketKey, basketKey));
      const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.mpn, code));
      await t.db.delete(basketLines).where(eq(basketLines.basketId, row!.id));
      if (qty > 0) await t.db.insert(basketLines).values(basketLineRow({ basketId: row!.id, productId: product!.id, manufacturerCode: code, description: 'Diverter valve', costPence: 4850, qty }));
      return fresh;
    };
    const cases = [[0, 1], [2, 3], [2, 1], [1, 0]] as const;
    const held = (qty: number) => (qty > 0 ? [`${code}x${qty}`] : []);

    it.each(cases)('AddLine %s → %s', async (from, to) => {
      const fresh = await holding(from);
      const grows = growsLine(code, from, to);
      expect((await fresh.addLine({ manufacturerCode: code, qty: to })).statusCode).toBe(grows ? 422 : 200);
      expect(codesOf(await fresh.basket())).toEqual(held(grows ? from : to));
    });

    it.each(cases)('UpdateBasketForUser %s → %s', async (from, to) => {
      const fresh = await holding(from);
      const { version } = await fresh.basket();
      const grows = growsLine(code, from, to);
      expect((await fresh.update({ version, lines: [{ manufacturerCode: code, qty: to }] })).statusCode).toBe(grows ? 422 : 200);
      expect(codesOf(await fresh.basket())).toEqual(held(grows ? from : to));
    });
  });
});

describe('server-owned lines', () => {
  it('keeps delivery lines the client leaves out, and drops courier lines when quoteId is cleared (spec 3 §4.5)', async () => {
    const basket = await admin.basket();
    const [row] = await t.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.basketKey, basket.basketKey));
    await t.db.insert(basketLines).values([
      basketLineRow({ basketId: row!.id, basketLineTypeId: 3, manufacturerCode: 'GOPHR', description: 'Gophr 90 minutes', costPence: 1495 }),
      basketLineRow({ basketId: row!.id, basketLineTypeId: 2, manufacturerCode: 'DELIVERY', description: 'Delivery', costPence: 500 }),
    ]);
    await t.db.update(baskets).set({ quoteId: 7, isDelivery: true }).where(eq(baskets.id, row!.id));
    const withCourier = await admin.basket();
    const products = withCourier.lines.filter((l: { basketLineTypeId: number }) => l.basketLineTypeId === 1);

    const kept = await admin.update({ version: withCourier.version, lines: products });
    expect(codesOf(kept.json())).toEqual(expect.arrayContaining(['GOPHRx1', 'DELIVERYx1']));
    const sentGophr = await admin.update({ version: kept.json().version, lines: [...products, { manufacturerCode: 'GOPHR', qty: 1, basketLineTypeId: 1, cost: 0 }] });
    expect(sentGophr.json().lines.find((l: { manufacturerCode: string }) => l.manufacturerCode === 'GOPHR').cost).toBe(14.95);

    const cleared = await admin.update({ version: sentGophr.json().version, lines: products, quoteId: 0 });
    expect(cleared.json()).toMatchObject({ quoteId: 0, isDelivery: false });
    expect(codesOf(cleared.json())).not.toContain('GOPHRx1');
    const removed = await admin.update({ version: cleared.json().version, lines: [...products, { manufacturerCode: 'DELIVERY', qty: 0, basketLineTypeId: 2 }] });
    expect(codesOf(removed.json())).not.toContain('DELIVERYx1');
  });
});

describe('GET /Basket/GetBasketByKey and /Basket/GetBasketExpiry', () => {
  it("answers the organisation's basket by key and 404 for another organisation's", async () => {
    const own = await admin.basket();
    const byKey = await admin.call('GET', `/Basket/GetBasketByKey?basketKey=${own.basketKey}`);
    expect(byKey.json()).toEqual(own);
    const other = basketClient(t, await t.signIn('electrical'));
    const theirs = await other.basket();
    expect((await admin.call('GET', `/Basket/GetBasketByKey?basketKey=${theirs.basketKey}`)).statusCode).toBe(404);
    expect((await admin.call('GET', `/Basket/GetBasketExpiry?basketKey=${theirs.basketKey}`)).statusCode).toBe(404);
    expect((await admin.call('GET', '/Basket/GetBasketByKey?basketKey=not-a-key')).statusCode).toBe(400);
  });

  it("keeps a colleague's open basket private but shows the organisation's orders to every user (docs/SECURITY.md)", async () => {
    const own = await admin.basket();
    const colleague = basketClient(t, await t.signIn('noCheckout'));
    for (const path of ['GetBasketByKey', 'GetBasketExpiry']) expect((await colleague.call('GET', `/Basket/${path}?basketKey=${own.basketKey}`)).statusCode).toBe(404);
    const [order] = await t.db.select({ basketKey: baskets.basketKey }).from(baskets).where(and(eq(baskets.userId, demoUserIds.admin), eq(baskets.status, basketStatuses.placed))).limit(1);
    const seen = await colleague.call('GET', `/Basket/GetBasketByKey?basketKey=${order!.basketKey}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().basketKey).toBe(order!.basketKey);
  });

  it('answers the expiry in UTC: 7 days after the last change', async () => {
    const before = Date.now();
    await admin.addLine({ manufacturerCode: 'GEN-15MM-ISO', qty: 3 });
    const own = await admin.basket();
    const { expiryDate } = (await admin.call('GET', `/Basket/GetBasketExpiry?basketKey=${own.basketKey}`)).json();
    expect(Date.parse(expiryDate) - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
    expect(expiryDate).toBe(own.expiryDate);
    await t.db.update(baskets).set({ expiryDate: new Date('2026-03-01T10:05:00Z') }).where(and(eq(baskets.basketKey, own.basketKey)));
    expect((await admin.call('GET', `/Basket/GetBasketExpiry?basketKey=${own.basketKey}`)).json()).toEqual({ expiryDate: '2026-03-01T10:05:00.000Z' });
  });
});
