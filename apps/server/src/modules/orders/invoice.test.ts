import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ordersText } from '@sparesfinder/contracts/messages';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { formatPence } from '@sparesfinder/domain/money';
import { basketLineRow } from '../../db/factories/basket-factories';
import { basketLines, baskets } from '../../db/schema/index';
import { readPdf } from '../../test/read-pdf';
import { useSignedInApp } from '../../test/signed-in-app';
import { expectFullVatInvoice } from './invoice.test-helpers';
import { latestPlacedAccountOrder } from './orders.test-helpers';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const placedWhere = (...conditions: Parameters<typeof and>) => and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), ...conditions);
async function downloadText(basketKey: string) {
  const response = await t.get(admin, `/Basket/downloadInvoice?basketKey=${basketKey}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { response, text: (await readPdf(response.rawPayload)).pages.join(' ') };
}

describe('GET /Basket/downloadInvoice: a full UK VAT invoice (HMRC VAT Notice 700 §16.3, issue #44)', () => {
  it('a collection: seller with registered address and VAT number, invoice number and date, tax point, customer, lines, stored totals', async () => {
    const order = await latestPlacedAccountOrder(t.db);
    const [collection] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.isDelivery, false), eq(baskets.orderStatus, 'completed'), eq(baskets.paymentMethodTypeId, 2))).limit(1);
    const { response, text } = await downloadText(collection!.basketKey);
    const stored = await expectFullVatInvoice(t.db, text, collection!.id);
    expect(response.headers['content-disposition']).toBe(`inline; filename="${stored.invoiceNumber}.pdf"`);
    expect(text).toContain('Collected from');
    for (const expected of ['Heatline Merchants', 'ACM1001', collection!.supplierOrderNumber!]) expect(text).toContain(expected);
    if (order.customerOrderNo) expect((await downloadText(order.basketKey)).text).toContain(order.customerOrderNo);
  });

  it('a delivery (e.g. INV-800045 had none): the delivery address is printed', async () => {
    const [delivery] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.isDelivery, true), eq(baskets.orderStatus, 'completed'))).limit(1);
    expect(delivery?.address1).toBeTruthy();
    await expectFullVatInvoice(t.db, (await downloadText(delivery!.basketKey)).text, delivery!.id);
  });

  it('a discounted order: the discount is its own line, and the totals are the ones charged', async () => {
    const [template] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.selectedBranchId, 1))).limit(1);
    const { id: _id, basketKey: _key, invoiceNumber: _number, invoiceIssuedAt: _at, ...copy } = template!;
    const [order] = await t.db
      .insert(baskets)
      .values({ ...copy, orderId: 990_001, discountCode: 'SAVE10', totalCostPence: 9000, totalCostWithVatPence: 10_800, status: basketStatuses.placed, orderStatus: 'completed' })
      .returning();
    await t.db.insert(basketLines).values([
      basketLineRow({ basketId: order!.id, manufacturerCode: 'CAL-87161', description: 'Diverter valve', qty: 2, costPence: 5000 }),
      basketLineRow({ basketId: order!.id, basketLineTypeId: basketLineTypeIds.discount, manufacturerCode: 'SAVE10', description: '10% off', costPence: -1000 }),
    ]);
    const { text } = await downloadText(order!.basketKey);
    await expectFullVatInvoice(t.db, text, order!.id);
    expect(text).toContain('Discount: 10% off');
    expect(text).toContain(`Discount (ex VAT) ${formatPence(-1000)}`);
    expect(text.indexOf('Discount: 10% off')).toBeGreaterThan(text.indexOf('CAL-87161'));
  });

  it('says a card order was paid through the shop (payment method id 1)', async () => {
    const [card] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.paymentMethodTypeId, 1))).limit(1);
    expect((await downloadText(card!.basketKey)).text).toContain('Paid by card through SparesFinder');
  });

  it('is the same document every time: the number and date are kept once issued', async () => {
    const [order] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.orderStatus, 'completed'))).limit(1);
    const first = await t.get(admin, `/Basket/downloadInvoice?basketKey=${order!.basketKey}`);
    const second = await t.get(admin, `/Basket/downloadInvoice?basketKey=${order!.basketKey}`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves nothing to another organisation (404, JSON) and nothing for the open basket', async () => {
    const [order] = await t.db.select().from(baskets).where(placedWhere()).limit(1);
    const foreign = await t.get(fresh, `/Basket/downloadInvoice?basketKey=${order!.basketKey}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
    expect(foreign.body).not.toContain('%PDF');
    const [open] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'open')));
    expect((await t.get(admin, `/Basket/downloadInvoice?basketKey=${open!.basketKey}`)).statusCode).toBe(404);
    expect((await t.get(admin, '/Basket/downloadInvoice?basketKey=')).statusCode).toBe(400);
  });

  it('invoices a rejected order too: it was charged as placed, and its credit note credits the invoice in full (issue #44 item 11)', async () => {
    const [rejected] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.orderStatus, 'rejected'))).limit(1);
    expect(rejected?.paymentMethodTypeId).not.toBeNull();
    const { text } = await downloadText(rejected!.basketKey);
    const stored = await expectFullVatInvoice(t.db, text, rejected!.id);
    const notes = (await t.get(admin, `/PaymentInvoiceCreditNote/GetByBasketId?basketId=${rejected!.id}`)).json() as { collection: { identifier: string }[] };
    const note = (await readPdf((await t.get(admin, `/PaymentInvoiceCreditNote/GetPdfByIdentifier?identifier=${notes.collection[0]!.identifier}`)).rawPayload)).pages.join(' ');
    expect(note).toContain(`Credits invoice: ${stored.invoiceNumber} of`);
    expect(note).toContain(`Total credited ${formatPence(stored.totalCostWithVatPence!)}`);
  });

  it('refuses the invoice of a rejected order with nothing charged (409 with the reason)', async () => {
    const [rejected] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.orderStatus, 'rejected'))).limit(1);
    await t.db.update(baskets).set({ paymentMethodTypeId: null }).where(eq(baskets.id, rejected!.id));
    const response = await t.get(admin, `/Basket/downloadInvoice?basketKey=${rejected!.basketKey}`);
    await t.db.update(baskets).set({ paymentMethodTypeId: rejected!.paymentMethodTypeId }).where(eq(baskets.id, rejected!.id));
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toBe(ordersText.invoiceNotIssued);
  });

  it('still invoices a part-fulfilled order (some goods were supplied)', async () => {
    const [part] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.orderStatus, 'partFulfilled'))).limit(1);
    await downloadText(part!.basketKey);
  });
});

describe('GET credit note PDF: a VAT credit note names the invoice it credits', () => {
  it('carries the seller VAT details and the credited invoice number and date', async () => {
    const [part] = await t.db.select().from(baskets).where(placedWhere(eq(baskets.orderStatus, 'partFulfilled'))).limit(1);
    const notes = (await t.get(admin, `/PaymentInvoiceCreditNote/GetByBasketId?basketId=${part!.id}`)).json() as { collection: { identifier: string }[] };
    const response = await t.get(admin, `/PaymentInvoiceCreditNote/GetPdfByIdentifier?identifier=${notes.collection[0]!.identifier}`);
    expect(response.statusCode).toBe(200);
    const text = (await readPdf(response.rawPayload)).pages.join(' ');
    const [stored] = await t.db.select().from(baskets).where(eq(baskets.id, part!.id));
    for (const expected of ['Credit note', `Credits invoice: ${stored!.invoiceNumber} of`, 'VAT registration number: GB', 'Registered address', 'Acme Heating Ltd', 'Total credited']) expect(text).toContain(expected);
  });
});
