import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { documentNumberValue, invoiceSeries } from '@sparesfinder/domain/orders/document-number';
import { basketLineRow } from '../../db/factories/basket-factories';
import { basketLines, baskets, branches, documentCounters } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const counterOf = async (supplierId: number) => (await t.db.select().from(documentCounters).where(eq(documentCounters.series, invoiceSeries(supplierId))))[0]?.lastValue ?? 0;

describe('VAT invoice numbers: one gapless series per merchant (issue #44, document-numbers.repository.ts)', () => {
  it('numbers the seeded orders 1, 2, 3 … per merchant in order-date order, and each counter stops at its last', async () => {
    const rows = await t.db
      .select({ supplierId: branches.supplierId, invoiceNumber: baskets.invoiceNumber, orderDate: baskets.orderDate })
      .from(baskets)
      .innerJoin(branches, eq(branches.id, baskets.selectedBranchId))
      .where(and(eq(baskets.status, 'placed'), isNotNull(baskets.invoiceNumber)));
    expect(rows.length).toBeGreaterThan(10);
    for (const supplierId of new Set(rows.map((row) => row.supplierId))) {
      const own = rows.filter((row) => row.supplierId === supplierId).sort((a, b) => a.orderDate!.getTime() - b.orderDate!.getTime());
      expect(own.map((row) => documentNumberValue(row.invoiceNumber!))).toEqual(own.map((_, i) => i + 1));
      expect(await counterOf(supplierId)).toBe(own.length);
    }
    expect(rows.find((row) => row.supplierId === 1)?.invoiceNumber).toMatch(/^HL-\d{6}$/);
  });

  it('20 concurrent first downloads of 20 orders of one merchant get 20 distinct consecutive numbers, kept for good', async () => {
    const [template] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), eq(baskets.selectedBranchId, 1), eq(baskets.orderStatus, 'completed'))).limit(1);
    const { id: _id, basketKey: _key, invoiceNumber: _number, invoiceIssuedAt: _at, ...copy } = template!;
    const orders = await t.db
      .insert(baskets)
      .values(Array.from({ length: 20 }, (_, i) => ({ ...copy, orderId: 880_000 + i, orderDate: new Date(Date.now() - (20 - i) * 60_000), totalCostPence: 1000, totalCostWithVatPence: 1200 })))
      .returning({ id: baskets.id, basketKey: baskets.basketKey });
    await t.db.insert(basketLines).values(orders.map((order) => basketLineRow({ basketId: order.id, manufacturerCode: 'GEN-15MM-ISO', description: 'Isolating valve', costPence: 1000 })));
    const before = await counterOf(1);

    const responses = await Promise.all(orders.map((order) => t.get(admin, `/Basket/downloadInvoice?basketKey=${order.basketKey}`)));
    expect(responses.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    const names = responses.map((response) => /filename="(.+)\.pdf"/.exec(String(response.headers['content-disposition']))![1]!);
    const values = names.map((name) => documentNumberValue(name)!).sort((a, b) => a - b);
    expect(new Set(names).size).toBe(20);
    expect(values).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await counterOf(1)).toBe(before + 20);

    // Durable: downloaded again, each order keeps its number, and the series does not move.
    const again = await t.get(admin, `/Basket/downloadInvoice?basketKey=${orders[0]!.basketKey}`);
    expect(again.headers['content-disposition']).toBe(responses[0]!.headers['content-disposition']);
    expect(await counterOf(1)).toBe(before + 20);
  });
});
