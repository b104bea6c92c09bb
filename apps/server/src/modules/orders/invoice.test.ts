import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ordersText } from '@sparesfinder/contracts/messages';
import { formatPence } from '@sparesfinder/domain/money';
import { basketLines, baskets } from '../../db/schema/index';
import { readPdf } from '../../test/read-pdf';
import { useSignedInApp } from '../../test/signed-in-app';
import { latestPlacedAccountOrder } from './orders.test-helpers';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

describe('GET /Basket/downloadInvoice', () => {
  it('streams a PDF invoice whose text carries seller, buyer, order, lines, VAT at 20% and totals', async () => {
    const order = await latestPlacedAccountOrder(t.db);
    const lines = await t.db.select().from(basketLines).where(eq(basketLines.basketId, order.id));
    const response = await t.get(admin, `/Basket/downloadInvoice?basketKey=${order.basketKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="INV-${order.orderId}.pdf"`);
    const pdf = await readPdf(response.rawPayload);
    const text = pdf.pages.join(' ');
    const net = lines.reduce((sum, line) => sum + line.costPence * line.qty, 0);
    const gross = Math.round(net * 1.2);
    for (const expected of [
      'Tax invoice',
      `INV-${order.orderId}`,
      String(order.orderId),
      order.supplierOrderNumber!,
      'Acme Heating Ltd',
      'Heatline Merchants',
      'ACM1001',
      `Total plus VAT ${formatPence(net)}`,
      `VAT (20%) ${formatPence(gross - net)}`,
      `Total with VAT ${formatPence(gross)}`,
      ...lines.map((line) => line.manufacturerCode),
    ])
      expect(text).toContain(expected);
    if (order.customerOrderNo) expect(text).toContain(order.customerOrderNo);
  });

  it('says a card order was paid through the shop (payment method id 1)', async () => {
    const [card] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), eq(baskets.paymentMethodTypeId, 1))).limit(1);
    const pdf = await readPdf((await t.get(admin, `/Basket/downloadInvoice?basketKey=${card!.basketKey}`)).rawPayload);
    expect(pdf.pages.join(' ')).toContain('Paid by card through SparesFinder');
  });

  it('serves nothing to another organisation (404, JSON) and nothing for the open basket', async () => {
    const [order] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'))).limit(1);
    const foreign = await t.get(fresh, `/Basket/downloadInvoice?basketKey=${order!.basketKey}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
    expect(foreign.body).not.toContain('%PDF');
    const [open] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'open')));
    expect((await t.get(admin, `/Basket/downloadInvoice?basketKey=${open!.basketKey}`)).statusCode).toBe(404);
    expect((await t.get(admin, '/Basket/downloadInvoice?basketKey=')).statusCode).toBe(400);
  });
  it('refuses the invoice of a rejected order (409 with the reason): nothing was supplied, so nothing is invoiced', async () => {
    const [rejected] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), eq(baskets.orderStatus, 'rejected'))).limit(1);
    expect(rejected).toBeDefined();
    const response = await t.get(admin, `/Basket/downloadInvoice?basketKey=${rejected!.basketKey}`);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toBe(ordersText.invoiceNotIssued);
  });

  it('still invoices a part-fulfilled order (some goods were supplied)', async () => {
    const [part] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), eq(baskets.orderStatus, 'partFulfilled'))).limit(1);
    const response = await t.get(admin, `/Basket/downloadInvoice?basketKey=${part!.basketKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});
