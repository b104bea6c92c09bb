import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basketLines } from '../../db/schema/index';
import { readPdf } from '../../test/read-pdf';
import { useSignedInApp } from '../../test/signed-in-app';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { invoiceFigures } from '@sparesfinder/domain/orders/vat-invoice';
import { ordersCsv } from './order-export-csv';
import { latestPlacedAccountOrder } from './orders.test-helpers';

/**
 * spec 2 §5: a trailing run of 5 or more digits (a supplier stock code) is stripped before display, on the invoice
 * and in the accounts export as on every page (a trader found 'Safety valve 187207' on INV-500102).
 */
const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

async function anAccountOrderWithAStockCode() {
  const order = await latestPlacedAccountOrder(t.db);
  const [line] = await t.db.select().from(basketLines).where(eq(basketLines.basketId, order.id)).limit(1);
  await t.db.update(basketLines).set({ description: 'Safety valve 187207' }).where(eq(basketLines.id, line!.id));
  return order;
}

describe('order line descriptions outside the pages', () => {
  it('the invoice PDF shows the description without its trailing stock code', async () => {
    const order = await anAccountOrderWithAStockCode();
    const response = await t.get(admin, `/Basket/downloadInvoice?basketKey=${order.basketKey}`);
    expect(response.statusCode).toBe(200);
    const text = (await readPdf(response.rawPayload)).pages.join(' ');
    expect(text).toContain('Safety valve');
    expect(text).not.toContain('187207');
  });

  it('the accounts export CSV does the same, keeping a number inside the text', () => {
    const line = { basketLineTypeId: basketLineTypeIds.product, code: 'CAL-25838', qty: 1, unitPence: 1000 };
    const figures = invoiceFigures(
      [
        { ...line, description: 'Safety valve 187207' },
        { ...line, description: '15mm 22mm reducer 4000 series' },
      ],
      { totalCostPence: 2000, totalCostWithVatPence: 2400 },
    );
    const csv = ordersCsv([
      {
        invoiceNumber: 'HL-000001',
        issuedAt: new Date('2026-11-02T10:00:00.000Z'),
        taxPoint: new Date('2026-11-02T10:00:00.000Z'),
        order: { orderId: 800001, customerOrderNo: 'JOB-1' },
        seller: { name: 'Heatline Merchants' },
        figures,
      } as unknown as Parameters<typeof ordersCsv>[0][number],
    ]);
    expect(csv).toContain(',Safety valve,');
    expect(csv).not.toContain('187207');
    expect(csv).toContain(',15mm 22mm reducer 4000 series,');
  });
});
