import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client';
import { seedDemoWorld } from './seed-demo-world';

/** DEMO_DATA.md "Catalogue anchors" and Acme's history, on the mini world the API tests use. */
let handle: DatabaseHandle;
const all = async <T = Record<string, unknown>>(query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async <T = Record<string, unknown>>(query: string) => (await all<T>(query))[0] as T;
const count = async (query: string) => (await one<{ n: number }>(`select count(*)::int as n from (${query}) x`)).n;

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  await seedDemoWorld(handle.db, { scale: 'mini' });
});
afterAll(() => handle.close());

describe('catalogue anchors', () => {
  it('has Caldera, the Combi 30i with a manual and diagrams, and two appliances on GC 4799902', async () => {
    expect(await count("select 1 from manufacturers where name = 'Caldera'")).toBe(1);
    const combi = await one<{ id: number; has_manual: boolean }>("select id, has_manual from appliances where name = 'Caldera Combi 30i' and gc_number = '4799901'");
    expect(combi.has_manual).toBe(true);
    expect(await count(`select 1 from diagrams where appliance_id = ${combi.id}`)).toBeGreaterThan(0);
    expect(await count(`select 1 from manuals where appliance_id = ${combi.id}`)).toBeGreaterThan(0);
    expect((await all<{ name: string }>("select name from appliances where gc_number = '4799902' order by name")).map((a) => a.name)).toEqual(['Caldera System 24', 'Caldera System 24 LPG']);
  });

  it("numbers every diagram's parts 1..n, and its picture has n callouts (its URL says n)", async () => {
    const rows = await all<{ image_url: string; refs: string[] }>(
      'select d.image_url, coalesce(array_agg(ap.placement_ref order by ap.placement_ref::int) filter (where ap.product_id is not null), array[]::text[]) as refs from diagrams d left join appliance_parts ap on ap.diagram_id = d.id group by d.id',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { image_url: url, refs } of rows) {
      const callouts = Number(/\?callouts=(\d+)$/.exec(url)?.[1]);
      expect(refs, url).toEqual(Array.from({ length: callouts }, (_, i) => String(i + 1)));
    }
  });

  it('has CAL-87161 at £48.50, fitting the Combi 30i, stocked at most branches, with a merchant equivalent', async () => {
    const part = await one<{ id: number; description: string; price_pence: number; is_spare: boolean }>("select * from products where mpn = 'CAL-87161'");
    expect(part).toMatchObject({ description: 'Diverter valve assembly', price_pence: 4850, is_spare: true });
    expect(await count(`select 1 from appliance_parts ap join appliances a on a.id = ap.appliance_id where a.name = 'Caldera Combi 30i' and ap.product_id = ${part.id} and ap.placement_ref is not null`)).toBe(1);
    const stocked = await count(`select 1 from branch_stock where product_id = ${part.id} and qty > 0`);
    const branches = await count('select 1 from branches');
    expect(stocked / branches).toBeGreaterThan(0.6);
    expect(await count(`select 1 from product_equivalents where product_id = ${part.id} and kind = 'merchant_equivalent'`)).toBeGreaterThan(0);
  });

  it('has the obsolete part at price 0 and the isolating valve under Valves > Isolating Valves', async () => {
    expect(await one("select price_pence from products where mpn = 'CAL-OBS-001'")).toEqual({ price_pence: 0 });
    const valve = await one("select p.description, c.name, c.url, parent.name as parent from products p join classifications c on c.id = p.classification_id join classifications parent on parent.id = c.parent_id where p.mpn = 'GEN-15MM-ISO'");
    expect(valve).toEqual({ description: '15mm isolating valve', name: 'Isolating Valves', url: '/Shop/Valves/Isolating-Valves', parent: 'Valves' });
  });

  it("finds several products for 'diverter valve' and none for 'zzqqxx'", async () => {
    expect(await count("select 1 from products where description ilike '%diverter valve%'")).toBeGreaterThanOrEqual(3);
    expect(await count("select 1 from products where description ilike '%zzqqxx%' or mpn ilike '%zzqqxx%'")).toBe(0);
  });

  it('has a three-level tree with a Spares parent linking to Shop-2', async () => {
    const tops = await all<{ id: number; name: string; is_spares: boolean }>('select id, name, is_spares from classifications where parent_id is null');
    for (const top of tops) {
      expect(await count(`select 1 from classifications c2 join classifications c3 on c3.parent_id = c2.id where c2.parent_id = ${top.id}`), top.name).toBeGreaterThan(0);
    }
    const spares = tops.find((t) => t.is_spares);
    expect(spares?.name).toBe('Spares');
    const children = await all<{ url: string }>(`select c.url from classifications c where c.parent_id = ${spares?.id} or c.parent_id in (select id from classifications where parent_id = ${spares?.id})`);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.url).toContain('Shop-2');
  });

  it('gives every priced product a list price in pence and a lower buying-group cost', async () => {
    expect(await count('select 1 from products where price_pence > 0 and buying_group_cost_pence >= price_pence')).toBe(0);
    expect(await count('select 1 from supplier_prices where price_pence <= 0')).toBe(0);
  });
});

describe("Acme's history", () => {
  it('has a validated merchant account with supplier 1 and a saved card', async () => {
    expect(await one('select supplier_id, is_validated, spares_finder from organisation_suppliers where organisation_id = 1')).toEqual({ supplier_id: 1, is_validated: 1, spares_finder: true });
    const card = await one<{ last4_digits: string; expiry_date: string }>('select * from saved_cards where organisation_id = 1');
    expect(card.last4_digits).toBe('4242');
    const expiry = new Date(Date.UTC(2000 + Number(card.expiry_date.slice(2)), Number(card.expiry_date.slice(0, 2)), 1));
    expect(expiry.getTime()).toBeGreaterThan(Date.now());
  });

  it('has 30+ placed orders by card and on account, within the last six months', async () => {
    const orders = await all<{ payment_method_type_id: number; order_date: Date; order_id: number; supplier_order_number: string; selected_branch_id: number }>("select * from baskets where organisation_id = 1 and status = 'placed'");
    expect(orders.length).toBeGreaterThanOrEqual(30);
    expect(new Set(orders.map((o) => o.payment_method_type_id))).toEqual(new Set([1, 2]));
    const sixMonthsAgo = Date.now() - 190 * 86_400_000;
    for (const order of orders) {
      expect(new Date(order.order_date).getTime()).toBeGreaterThan(sixMonthsAgo);
      expect(order.order_id).toBeGreaterThan(0);
      expect(order.supplier_order_number).toBeTruthy();
      expect(order.selected_branch_id).toBeGreaterThan(0);
    }
    expect(await count("select 1 from baskets b where status = 'placed' and not exists (select 1 from basket_lines l where l.basket_id = b.id)")).toBe(0);
  });

  it('has one express same-day delivery with a tracking link and a Saturday collection', async () => {
    const express = await all<{ id: number; public_tracker_url: string; is_delivery: boolean }>("select * from baskets where status = 'placed' and quote_id > 0");
    expect(express).toHaveLength(1);
    expect(express[0]?.public_tracker_url).toMatch(/^https:\/\//);
    expect(express[0]?.is_delivery).toBe(true);
    expect(await count(`select 1 from basket_lines where basket_id = ${express[0]?.id} and manufacturer_code = 'GOPHR'`)).toBe(1);
    expect(await count("select 1 from baskets where status = 'placed' and not is_delivery and extract(dow from collect_from_branch_on at time zone 'UTC') = 6")).toBeGreaterThanOrEqual(1);
  });

  it('has notifications (some unread), favourites, saved items and two saved parts orders', async () => {
    expect(await count('select 1 from notifications where user_id = 1')).toBeGreaterThanOrEqual(12);
    expect(await count('select 1 from notifications where user_id = 1 and not has_read')).toBeGreaterThan(0);
    expect(await count('select 1 from liked_products where user_id = 1')).toBeGreaterThan(0);
    expect(await count('select 1 from save_for_later where organisation_id = 1 and order_reference is null')).toBeGreaterThan(0);
    const saved = await all<{ order_reference: string; n: number }>('select order_reference, count(*)::int as n from save_for_later where order_reference is not null group by 1');
    expect(saved).toHaveLength(2);
    for (const order of saved) expect(order.n).toBeGreaterThan(1);
    expect(await count('select 1 from requested_products where organisation_id = 1')).toBeGreaterThan(0);
  });

  it("has admin@'s open basket with CAL-87161 x2 and GEN-15MM-ISO x3", async () => {
    const lines = await all<{ mpn: string; qty: number }>("select p.mpn, l.qty from baskets b join basket_lines l on l.basket_id = b.id join products p on p.id = l.product_id where b.user_id = 1 and b.status = 'open' order by p.mpn");
    expect(lines).toEqual([{ mpn: 'CAL-87161', qty: 2 }, { mpn: 'GEN-15MM-ISO', qty: 3 }]);
    expect(await count("select 1 from baskets where status = 'open'")).toBe(1);
  });
});
