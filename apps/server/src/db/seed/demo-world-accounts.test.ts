import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client';
import { verifyPassword } from '../../lib/password';
import { seedDemoWorld } from './seed-demo-world';

/** DEMO_DATA.md "Accounts" and "Merchants", plus the reference data the app reads at boot. */
let handle: DatabaseHandle;
const all = async <T = Record<string, unknown>>(query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async <T = Record<string, unknown>>(query: string) => (await all<T>(query))[0] as T;

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  await seedDemoWorld(handle.db, { scale: 'mini' });
});
afterAll(() => handle.close());

describe('demo accounts', () => {
  it('has every account with its role and flags, emails lower-case', async () => {
    const users = await all<{ email: string; org_name: string; role_name: string; is_active: boolean; disable_product_checkout: boolean; is_test_user: boolean }>(
      'select u.email, o.org_name, u.role_name, u.is_active, u.disable_product_checkout, u.is_test_user from users u join organisations o on o.id = u.organisation_id order by u.id',
    );
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
    expect(byEmail['admin@acme-heating.test']).toMatchObject({ org_name: 'Acme Heating Ltd', role_name: 'CompanyAdmin', is_active: true });
    expect(byEmail['buyer@acme-heating.test']).toMatchObject({ org_name: 'Acme Heating Ltd', role_name: 'Buyer' });
    expect(byEmail['locked@acme-heating.test']).toMatchObject({ role_name: 'CompanyAdmin', is_active: false });
    expect(byEmail['nocheckout@acme-heating.test']).toMatchObject({ role_name: 'CompanyAdmin', disable_product_checkout: true });
    expect(byEmail['new@fresh-plumbing.test']).toMatchObject({ org_name: 'Fresh Plumbing Co', role_name: 'CompanyAdmin' });
    expect(byEmail['electrical@spark-electrical.test']).toMatchObject({ org_name: 'Spark Electrical Services' });
    expect(byEmail['test@test-account.test']).toMatchObject({ org_name: 'Test Account Ltd', is_test_user: true });
    for (const user of users) expect(user.email).toBe(user.email.toLowerCase());
  });

  it('signs in with demo1234!', async () => {
    const { password_hash } = await one<{ password_hash: string }>("select password_hash from users where email = 'admin@acme-heating.test'");
    expect(await verifyPassword(password_hash, 'demo1234!')).toBe(true);
  });

  it('gives Acme a complete buying-group account and Fresh Plumbing none', async () => {
    const acme = await one("select * from organisations where org_name = 'Acme Heating Ltd'");
    expect(acme).toMatchObject({ post_code: 'LS11 5AB', town_city: 'Leeds', buying_group_status_id: 2, user_group_id: 1 });
    expect(acme.address1).toBeTruthy();
    const fresh = await one("select * from organisations where org_name = 'Fresh Plumbing Co'");
    expect(fresh).toMatchObject({ address1: null, post_code: null, town_city: null });
    expect(await one("select user_group_id from organisations where org_name = 'Spark Electrical Services'")).toEqual({ user_group_id: 4 });
    expect(await one("select is_test_account from organisations where org_name = 'Test Account Ltd'")).toEqual({ is_test_account: true });
  });

  it('has the shop variants of user groups 1 and 4', async () => {
    const groups = await all<{ id: number; allow_spares: boolean; search_url: string; banner_text: string; hide_offer_labels: boolean }>('select * from user_groups order by id');
    expect(groups.find((g) => g.id === 1)).toMatchObject({ allow_spares: true, search_url: '/Spares' });
    expect(groups.find((g) => g.id === 1)?.banner_text).toContain('<strong>');
    expect(groups.find((g) => g.id === 4)).toMatchObject({ allow_spares: false, search_url: '/products', banner_text: 'noshow' });
    expect(groups.some((g) => g.id !== 1 && g.id !== 4 && g.hide_offer_labels)).toBe(true);
  });
});

describe('merchants and platform data', () => {
  it('has the four named merchants with their rule flags', async () => {
    const suppliers = await all<Record<string, unknown>>('select * from suppliers order by id');
    expect(suppliers.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(suppliers[0]).toMatchObject({ name: 'Heatline Merchants', account_needs_only_branch_and_number: true, image_url: '/images/suppliers/1.svg' });
    expect(suppliers[1]).toMatchObject({ name: 'Pipeworks Direct', automatic_validation: true });
    expect(suppliers[2]).toMatchObject({ name: 'Boilerhouse Spares', courier_based: true, default_payment_method_type_id: 2, online_delivery: true });
    expect(suppliers[3]).toMatchObject({ name: 'TradeHub Supplies', by_box_delivery: true, is_credit_account: true, ordering_feature_flag: 'tradehub-ordering' });
  });

  it('places branches on district centroids, several near LS11 5AB, with weekday hours', async () => {
    const near = await one<{ n: number }>(
      'select count(*)::int as n from branches where 3959 * acos(least(1, cos(radians(53.78)) * cos(radians(latitude)) * cos(radians(longitude) - radians(-1.552)) + sin(radians(53.78)) * sin(radians(latitude)))) < 20',
    );
    expect(near.n).toBeGreaterThanOrEqual(5);
    const monday = await one<{ n: number }>('select count(*)::int as n from branch_opening_hours where weekday = 1 and opens_at_minute is not null');
    const branches = await one<{ n: number }>('select count(*)::int as n from branches');
    expect(monday.n).toBe(branches.n);
    const express = await all('select * from branch_same_day_delivery_types where branch_id = 1 order by same_day_delivery_type_id');
    expect(express).toHaveLength(2);
  });

  it('has the flags, configuration, payment and line types', async () => {
    const flags = Object.fromEntries((await all<{ name: string; is_enabled: boolean }>('select name, is_enabled from feature_flags')).map((f) => [f.name, f.is_enabled]));
    expect(flags).toEqual({ 'ai-search': true, 'export-bulk-invoices': false, togglealtproducts: true, 'buy-box': true, 'tradehub-ordering': true, analytics: false, alternatives: true });
    expect(await all('select name, value from configuration_variables order by name')).toEqual([
      { name: 'enableGoogleAnalytics', value: 'false' },
      { name: 'isDev', value: 'true' },
    ]);
    expect(await all('select id, name from payment_method_types order by id')).toEqual([{ id: 1, name: 'Card' }, { id: 2, name: 'Account' }]);
    expect(await all('select id, consider_for_availability from basket_line_types order by id')).toEqual([
      { id: 1, consider_for_availability: true },
      { id: 2, consider_for_availability: false },
      { id: 3, consider_for_availability: false },
      { id: 4, consider_for_availability: false },
      { id: 5, consider_for_availability: false },
    ]);
  });

  it('has TRADE10 valid now and OLD5 expired', async () => {
    expect(await one("select percent_off, valid_from < now() and valid_to > now() as valid from discount_codes where code = 'TRADE10'")).toEqual({ percent_off: 10, valid: true });
    expect(await one("select valid_to < now() as expired from discount_codes where code = 'OLD5'")).toEqual({ expired: true });
  });

  it('lets new rows take fresh serial ids after the seeded ones', async () => {
    const row = await one<{ id: number }>("insert into notifications (organisation_id, user_id, title, text, full_description) values (1, 1, 't', 't', 't') returning id");
    expect(row.id).toBeGreaterThan(14);
    await handle.db.execute(sql.raw(`delete from notifications where id = ${row.id}`));
  });
});
