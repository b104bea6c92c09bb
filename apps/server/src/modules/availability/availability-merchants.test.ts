import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MerchantsResponse } from '@sparesfinder/contracts/availability';
import { suppliers } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;
const path = '/SparesAvailability/GetMerchants';

describe('GET /SparesAvailability/GetMerchants (the sort list\'s merchant names, spec 3 §9)', () => {
  it('names every merchant by id, not only the two a credit account can be opened with (ListSuppliers)', async () => {
    const response = await t.get(admin, path);
    expect(response.statusCode).toBe(200);
    const merchants = response.json<MerchantsResponse>();
    // Independent of the route: the merchants table itself.
    const table = await t.db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.id));
    expect(merchants).toEqual(table);
    // The three the sort list names (options 4-6: suppliers 2, 1, 4; DEMO_DATA.md "Merchants").
    expect(merchants).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Heatline Merchants' },
        { id: 2, name: 'Pipeworks Direct' },
        { id: 4, name: 'TradeHub Supplies' },
      ]),
    );
    expect(merchants.length).toBeGreaterThan(2);
    // ListSuppliers keeps its spec 1 shape: the add-account dialog's two merchants.
    expect((await t.get(admin, '/OrganisationSupplier/ListSuppliers')).json()).toEqual([
      { id: 1, name: 'Heatline Merchants' },
      { id: 2, name: 'Pipeworks Direct' },
    ]);
  });

  it('is the same reference data for every organisation, at any letter case of the path', async () => {
    const forAcme = (await t.get(admin, path)).json<MerchantsResponse>();
    const forFresh = await t.get(fresh, path.toLowerCase());
    expect(forFresh.statusCode).toBe(200);
    expect(forFresh.json()).toEqual(forAcme);
  });

  it('answers only a signed-in caller: 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Heatline');
  });

  it('takes no input: a query string changes nothing, and other methods are not routes', async () => {
    const plain = (await t.get(admin, path)).json<MerchantsResponse>();
    const withQuery = await t.get(admin, `${path}?SupplierID=abc&ids=1,2`);
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.json()).toEqual(plain);
    expect((await t.post(admin, path, { id: 4 })).statusCode).toBe(404);
    expect((await t.delete(admin, path)).statusCode).toBe(404);
  });
});
