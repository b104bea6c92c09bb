import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { baskets, creditNotes } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const previousOrders = (session = admin, body: object = {}) => t.post(session, '/Orders/PreviousOrders', body);
const acmeOrders = () =>
  t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'placed'))).orderBy(desc(baskets.orderDate));
const openBasketKey = async () => (await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.status, 'open'))))[0]!.basketKey;

describe('POST /Orders/PreviousOrders', () => {
  it('pages the organisation’s placed orders, 12 a page, newest first by default (spec 1 §9)', async () => {
    const orders = await acmeOrders();
    const response = await previousOrders();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalRecords).toBe(orders.length);
    expect(body.collection).toHaveLength(Math.min(12, orders.length));
    expect(body.collection.map((o: { basketKey: string }) => o.basketKey)).toEqual(orders.slice(0, 12).map((o) => o.basketKey));
    const first = body.collection[0];
    expect(first).toMatchObject({ orderId: orders[0]!.orderId, selectedBranch: { supplier: { name: expect.any(String) } } });
    expect(first.itemCount).toBeGreaterThan(0);
    expect(first.totalCostWithVat).toBeCloseTo(Math.round(first.totalCost * 120) / 100, 2);
  });

  it('pages on: page 2 continues where page 1 stopped; oldest first reverses', async () => {
    const orders = await acmeOrders();
    const page2 = (await previousOrders(admin, { pageNumber: 2, pageSize: 5 })).json();
    expect(page2.collection.map((o: { orderId: number }) => o.orderId)).toEqual(orders.slice(5, 10).map((o) => o.orderId));
    const oldest = (await previousOrders(admin, { sortDir: 'asc', sortProp: 'OrderDate', pageSize: 3 })).json();
    expect(oldest.collection.map((o: { orderId: number }) => o.orderId)).toEqual(orders.slice(-3).reverse().map((o) => o.orderId));
  });

  it('sorts by merchant A-Z and Z-A', async () => {
    const names = async (sortDir: string) =>
      (await previousOrders(admin, { sortProp: 'SupplierName', sortDir, pageSize: 100 })).json().collection.map((o: { selectedBranch: { supplier: { name: string } } }) => o.selectedBranch.supplier.name) as string[];
    const az = await names('ASC');
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await names('DESC')).toEqual([...az].reverse().sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('searches by order number, merchant order number or reference', async () => {
    const [order] = await acmeOrders();
    const byNumber = (await previousOrders(admin, { searchText: String(order!.orderId) })).json();
    expect(byNumber.collection.map((o: { orderId: number }) => o.orderId)).toContain(order!.orderId);
    const withReference = (await acmeOrders()).find((o) => o.customerOrderNo)!;
    const byReference = (await previousOrders(admin, { searchText: withReference.customerOrderNo!.toLowerCase() })).json();
    expect(byReference.collection.every((o: { customerOrderNo: string | null; supplierOrderNumber: string }) => `${o.customerOrderNo}`.includes(withReference.customerOrderNo!) || `${o.supplierOrderNumber}`.toLowerCase().includes(withReference.customerOrderNo!.toLowerCase()))).toBe(true);
    expect((await previousOrders(admin, { searchText: '100%_' })).json()).toEqual({ collection: [], totalRecords: 0 });
  });

  it('never lists the open basket, nor another organisation’s orders', async () => {
    const open = await openBasketKey();
    const all = (await previousOrders(admin, { pageSize: 100 })).json();
    expect(all.collection.map((o: { basketKey: string }) => o.basketKey)).not.toContain(open);
    expect((await previousOrders(fresh)).json()).toEqual({ collection: [], totalRecords: 0 });
  });

  it.each([
    ['a page of 0', { pageNumber: 0 }],
    ['a huge page size', { pageSize: 1000 }],
    ['an unknown sort', { sortProp: 'Price' }],
    ['a long search', { searchText: 'x'.repeat(51) }],
  ])('answers 400 for %s', async (_case, body) => {
    expect((await previousOrders(admin, body)).statusCode).toBe(400);
  });
});

describe('order detail: GET /Orders/GetOrder and POST /Orders/Order', () => {
  it('answers the order with its lines, payment and fulfilment', async () => {
    const [order] = await acmeOrders();
    const response = await t.get(admin, `/Orders/GetOrder?basketKey=${order!.basketKey}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ basketKey: order!.basketKey, orderId: order!.orderId, paymentMethodTypeId: order!.paymentMethodTypeId });
    expect(detail.lines.length).toBeGreaterThan(0);
    expect((await t.post(admin, '/Orders/Order', { basketKey: order!.basketKey })).json()).toEqual(detail);
  });

  it('shows the express order’s tracking link', async () => {
    const [express] = await t.db.select().from(baskets).where(and(eq(baskets.organisationId, 1), eq(baskets.quoteId, 58231)));
    const detail = (await t.get(admin, `/Orders/GetOrder?basketKey=${express!.basketKey}`)).json();
    expect(detail.deliveryQuote).toEqual({ publicTrackerUrl: 'https://track.gophr.test/p/QX7-58231' });
  });

  it('is a 404 for another organisation’s order, the open basket, or an unknown key; 400 for a bad key', async () => {
    const [order] = await acmeOrders();
    for (const [session, key] of [[fresh, order!.basketKey], [admin, await openBasketKey()], [admin, '00000000-0000-4000-8000-000000000000']] as const) {
      const response = await t.get(session, `/Orders/GetOrder?basketKey=${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(String(order!.orderId));
    }
    expect((await t.post(fresh, '/Orders/Order', { basketKey: order!.basketKey })).statusCode).toBe(404);
    expect((await t.get(admin, '/Orders/GetOrder?basketKey=nope')).statusCode).toBe(400);
  });
});

describe('GET /Orders/CheckRestriction', () => {
  it('is not restricted for an order from a merchant without an ordering flag; 404 for another organisation', async () => {
    const [order] = await acmeOrders();
    expect((await t.get(admin, `/Orders/CheckRestriction?basketKey=${order!.basketKey}`)).json()).toEqual({ isRestricted: false, message: null });
    expect((await t.get(fresh, `/Orders/CheckRestriction?basketKey=${order!.basketKey}`)).statusCode).toBe(404);
  });
});

describe('GET /Branch/GetBranch', () => {
  it('answers the branch with its address, contact and Monday and Saturday hours', async () => {
    const response = await t.get(admin, '/Branch/GetBranch?branchId=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, name: expect.any(String), postCode: expect.any(String), telephone: expect.any(String), mondayOpeningTime: expect.stringMatching(/^\d\d:\d\d$/) });
  });
  it('is a 404 for an unknown branch and 400 for a bad id', async () => {
    expect((await t.get(admin, '/Branch/GetBranch?branchId=999999')).statusCode).toBe(404);
    expect((await t.get(admin, '/Branch/GetBranch?branchId=abc')).statusCode).toBe(400);
  });
});

describe('credit notes', () => {
  it('lists an order’s credit notes and serves each as a PDF, to its organisation only', async () => {
    const [note] = await t.db.select().from(creditNotes).orderBy(asc(creditNotes.id)).limit(1);
    expect(note).toBeDefined();
    const list = await t.get(admin, `/PaymentInvoiceCreditNote/GetByBasketId?basketId=${note!.basketId}`);
    expect(list.json().collection).toContainEqual({ identifier: note!.identifier, creditDate: note!.creditDate.toISOString() });
    const pdf = await t.get(admin, `/PaymentInvoiceCreditNote/GetPdfByIdentifier?identifier=${note!.identifier}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await t.get(fresh, `/PaymentInvoiceCreditNote/GetByBasketId?basketId=${note!.basketId}`)).statusCode).toBe(404);
    const foreign = await t.get(fresh, `/PaymentInvoiceCreditNote/GetPdfByIdentifier?identifier=${note!.identifier}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
  });
});
