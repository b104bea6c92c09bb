import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { messages } from '@sparesfinder/contracts/messages';
import { formatPence } from '@sparesfinder/domain/money';
import { baskets, mailOutbox, notifications, orderExports } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { readPdf } from '../../test/read-pdf';
import { useSignedInApp } from '../../test/signed-in-app';
import { unzipStore } from './zip-store';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const ukDate = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

async function exportAll(session = admin) {
  const now = new Date();
  const from = ukDate(new Date(now.getTime() - 364 * 86_400_000));
  const to = ukDate(now);
  const taskId = randomUUID();
  const response = await t.post(session, '/Basket/BatchDownloadInvoice', { from, to, taskId, type: 'pdf-zip' });
  return { response, taskId };
}

async function readyExport(taskId: string) {
  let ready: typeof orderExports.$inferSelect | undefined;
  await eventually(async () => {
    const [row] = await t.db.select().from(orderExports).where(eq(orderExports.taskId, taskId));
    expect(row?.state).toBe('ready');
    ready = row;
  }, 30_000);
  return ready!;
}

describe('bulk invoice export', () => {
  it('thanks the user, builds the zip in a job, e-mails the link and raises a notification; the zip holds every invoice of the period and a CSV', async () => {
    const { response, taskId } = await exportAll();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.account.exportSucceeded });
    const row = await readyExport(taskId);
    // Every charged order is invoiced, a rejected one too: its credit note credits that invoice (domain order-outcome).
    const placed = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'), gte(baskets.orderDate, row.fromDate), lt(baskets.orderDate, row.toDate)));
    const rejected = placed.find((order) => order.orderStatus === 'rejected');
    expect(row.orderCount).toBe(placed.length);

    const validity = await t.get(admin, `/Basket/IsExportedOrderValid?fileId=${row.fileId}`);
    expect(validity.json()).toMatchObject({ isValid: true, orderCount: placed.length });
    const zip = await t.get(admin, `/Basket/DownloadExportedOrder?fileId=${row.fileId}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipStore(zip.rawPayload);
    expect(files.size).toBe(placed.length + 1);
    const first = placed[0]!;
    const invoice = await readPdf(files.get(`${first.invoiceNumber}.pdf`)!);
    expect(invoice.pages.join(' ')).toContain(String(first.orderId));
    if (rejected) expect(files.has(`${rejected.invoiceNumber}.pdf`)).toBe(true);

    const csv = (await t.get(admin, `/Basket/DownloadExportedOrderCsv?fileId=${row.fileId}`)).body;
    expect(csv.split('\r\n')[0]).toBe('ContactName,InvoiceNumber,Reference,InvoiceDate,OrderNumber,ItemCode,Description,Quantity,UnitAmount,LineAmount,TaxType,TaxAmount,Currency,TaxPointDate,InvoiceTotal');
    const withReference = placed.find((order) => order.customerOrderNo);
    if (withReference) expect(csv).toContain(`${withReference.invoiceNumber},${withReference.customerOrderNo}`);

    // Issue #44: per invoice, the CSV's lines add up to the PDF's totals (ex VAT, VAT, with VAT), what was charged.
    const csvRows = csv.trim().split('\r\n').slice(1).map((line) => line.split(','));
    for (const order of placed) {
      const own = csvRows.filter((cells) => cells[1] === order.invoiceNumber);
      const pence = (index: number) => own.reduce((sum, cells) => sum + Math.round(Number(cells[cells.length - 15 + index]) * 100), 0);
      const net = pence(9);
      const vat = pence(11);
      expect(own.length).toBeGreaterThan(0);
      expect([net, vat, net + vat]).toEqual([order.totalCostPence, order.totalCostWithVatPence! - order.totalCostPence!, order.totalCostWithVatPence]);
      expect(Number(own[0]!.at(-1)) * 100).toBeCloseTo(order.totalCostWithVatPence!, 6);
      const text = (await readPdf(files.get(`${order.invoiceNumber}.pdf`)!)).pages.join(' ');
      expect(text).toContain(`Total with VAT ${formatPence(net + vat)}`);
      expect(text).toContain(`VAT (20%) ${formatPence(vat)}`);
    }

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.organisationId, 1)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.toAddress).toBe('admin@acme-heating.test');
    expect(mail?.textBody).toContain(`/exportedOrder?fileId=${row.fileId}`);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, 1)).orderBy(desc(notifications.id)).limit(1);
    expect(notice?.title).toBe('Export ready');
  });

  it('serves nothing to another organisation: 404 for the check and both downloads', async () => {
    const { taskId } = await exportAll();
    const row = await readyExport(taskId);
    for (const path of ['IsExportedOrderValid', 'DownloadExportedOrder', 'DownloadExportedOrderCsv']) {
      const response = await t.get(fresh, `/Basket/${path}?fileId=${row.fileId}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('an expired export is invalid and no longer downloads', async () => {
    const { taskId } = await exportAll();
    const row = await readyExport(taskId);
    await t.db.update(orderExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orderExports.fileId, row.fileId));
    expect((await t.get(admin, `/Basket/IsExportedOrderValid?fileId=${row.fileId}`)).json().isValid).toBe(false);
    expect((await t.get(admin, `/Basket/DownloadExportedOrder?fileId=${row.fileId}`)).statusCode).toBe(404);
  });

  it.each([
    ['a BST-to-GMT period', '01/10/2026', '27/11/2026', '2026-10-01-to-2026-11-27'],
    ['a BST month', '01/07/2026', '31/07/2026', '2026-07-01-to-2026-07-31'],
  ])('names the zip and the CSV by the UK dates chosen (%s), not a day early in UTC', async (_case, from, to, dates) => {
    const taskId = randomUUID();
    expect((await t.post(admin, '/Basket/BatchDownloadInvoice', { from, to, taskId, type: 'pdf-zip' })).statusCode).toBe(200);
    const row = await readyExport(taskId);
    const zip = await t.get(admin, `/Basket/DownloadExportedOrder?fileId=${row.fileId}`);
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="invoices-${dates}.zip"`);
    const csv = await t.get(admin, `/Basket/DownloadExportedOrderCsv?fileId=${row.fileId}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${dates}.csv"`);
  });

  it('the same taskId twice is one export', async () => {
    const taskId = randomUUID();
    const body = { from: '01/01/2026', to: '31/01/2026', taskId };
    expect((await t.post(admin, '/Basket/BatchDownloadInvoice', body)).statusCode).toBe(200);
    expect((await t.post(admin, '/Basket/BatchDownloadInvoice', body)).statusCode).toBe(200);
    expect(await t.db.select().from(orderExports).where(eq(orderExports.taskId, taskId))).toHaveLength(1);
  });

  it.each([
    ['no dates', { taskId: 'a' }, ['from', 'to']],
    ['a wrong format', { from: '2026-01-01', to: '31/01/2026', taskId: 'a' }, ['from']],
    ['no such day', { from: '31/02/2026', to: '31/03/2026', taskId: 'a' }, ['from']],
    ['to before from', { from: '02/02/2026', to: '01/02/2026', taskId: 'a' }, ['to']],
  ])('answers 400 with field messages for %s', async (_case, body, fields) => {
    const response = await t.post(admin, '/Basket/BatchDownloadInvoice', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(fields);
  });

  it('a missing or malformed file id: 404 and 400', async () => {
    expect((await t.get(admin, `/Basket/IsExportedOrderValid?fileId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await t.get(admin, '/Basket/IsExportedOrderValid?fileId=x')).statusCode).toBe(400);
  });
});
