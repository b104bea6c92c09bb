import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { distanceMiles } from '@sparesfinder/domain/geo-distance';
import { isAccountCompleted } from '@sparesfinder/domain/account-completion';
import { openDatabase, type DatabaseHandle } from '../client';
import { seedDemoWorld } from './seed-demo-world';

/** DEMO_DATA.md "Money paths and the account to use" (issue #44): the accounts and branches each path needs. */
let handle: DatabaseHandle;
const all = async <T = Record<string, unknown>>(query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async <T = Record<string, unknown>>(query: string) => (await all<T>(query))[0] as T;
const leeds = { latitude: 53.78, longitude: -1.552 }; // LS11, the demo's home postcode district

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  await seedDemoWorld(handle.db, { scale: 'mini' });
});
afterAll(() => handle.close());

interface Account {
  id: number;
  org_name: string;
  role_name: string;
  is_active: boolean;
  first_name: string;
  surname: string;
  address1: string | null;
  post_code: string | null;
  town_city: string | null;
  email: string | null;
  telephone: string | null;
  user_group_id: number;
  trade_help_bt_credit_account: boolean;
}

const accountOf = (email: string) =>
  one<Account>(
    `select o.id, o.org_name, u.role_name, u.is_active, u.first_name, u.surname, o.address1, o.post_code, o.town_city, o.email, o.telephone, o.user_group_id, o.trade_help_bt_credit_account
     from users u join organisations o on o.id = u.organisation_id where u.email = '${email}' and u.is_contact_user`,
  );

const complete = (account: Account) =>
  isAccountCompleted({ companyName: account.org_name, firstName: account.first_name, surname: account.surname, address1: account.address1, postcode: account.post_code, townCity: account.town_city, email: account.email, telephone: account.telephone });

describe('the money paths\' accounts', () => {
  it('has the three company admins, complete and active', async () => {
    for (const [email, orgName] of [['admin@northern-boilers.test', 'Northern Boiler Services'], ['admin@keystone-plumbing.test', 'Keystone Plumbing'], ['admin@harbour-gas.test', 'Harbour Gas Services']]) {
      const account = await accountOf(email!);
      expect(account, email).toMatchObject({ org_name: orgName, role_name: 'CompanyAdmin', is_active: true });
      expect(complete(account), email).toBe(true);
    }
  });

  it('gives Northern Boiler Services, near LS11 5AB, a validated Boilerhouse Spares account owing nothing', async () => {
    const northern = await accountOf('admin@northern-boilers.test');
    expect(northern.post_code).toMatch(/^LS11 /);
    const accounts = await all(`select * from organisation_suppliers where organisation_id = ${northern.id}`);
    expect(accounts).toEqual([
      expect.objectContaining({ supplier_id: 3, account_number: 'BHS-7745', branch_id: 4, is_validated: 1, spares_finder: true, default_payment_method_type_id: 2, balance_pence: 0 }),
    ]);
    expect(accounts[0]?.credit_limit_pence).toBeGreaterThan(0);
    expect(await one(`select holder_name from merchant_account_register where supplier_id = 3 and account_number = 'BHS-7745'`)).toEqual({ holder_name: 'Northern Boiler Services' });
  });

  it('gives Keystone Plumbing its own trade credit and no merchant account', async () => {
    const keystone = await accountOf('admin@keystone-plumbing.test');
    expect(keystone.trade_help_bt_credit_account).toBe(true);
    expect(await all(`select id from organisation_suppliers where organisation_id = ${keystone.id}`)).toEqual([]);
    expect(await one(`select provider_name, account_number, credit_limit_pence, balance_pence from trade_credit_accounts where organisation_id = ${keystone.id}`)).toEqual({
      provider_name: 'TradeHelp BT', account_number: 'THB-204517', credit_limit_pence: 500_000, balance_pence: 0,
    });
  });

  it('puts Harbour Gas Services in user group 2, which hides offer labels and buys on trade credit', async () => {
    const harbour = await accountOf('admin@harbour-gas.test');
    expect(harbour).toMatchObject({ user_group_id: 2, trade_help_bt_credit_account: false });
    expect(await one('select hide_offer_labels, trade_help_bt_credit_account from user_groups where id = 2')).toEqual({ hide_offer_labels: true, trade_help_bt_credit_account: true });
    expect(await one(`select account_number from trade_credit_accounts where organisation_id = ${harbour.id}`)).toEqual({ account_number: 'THB-204518' });
  });

  it('gives a trade credit account to every organisation with the flag (its own or its group\'s) and to no other', async () => {
    const flagged = await all<{ id: number }>('select o.id from organisations o join user_groups g on g.id = o.user_group_id where o.trade_help_bt_credit_account or g.trade_help_bt_credit_account order by o.id');
    const accounts = await all<{ organisation_id: number }>('select organisation_id from trade_credit_accounts order by organisation_id');
    expect(accounts.map((row) => row.organisation_id)).toEqual(flagged.map((row) => row.id));
    expect(flagged.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the merchants\' side of the money paths', () => {
  it('has a Boilerhouse Spares branch within 10 miles of LS11 5AB open for express all working day, with both couriers and the anchors in stock', async () => {
    const express = await all<{ id: number; latitude: number; longitude: number; express_cutoff_minute: number }>('select id, latitude, longitude, express_cutoff_minute from branches where supplier_id = 3 and is_express_open order by id');
    const near = express.filter((branch) => distanceMiles(branch, leeds) <= 10);
    expect(near.map((branch) => branch.id)).toContain(4);
    for (const branch of near) {
      expect(branch.express_cutoff_minute).toBe(17 * 60);
      const hours = await all<{ weekday: number; opens_at_minute: number | null; closes_at_minute: number | null }>(`select weekday, opens_at_minute, closes_at_minute from branch_opening_hours where branch_id = ${branch.id} order by weekday`);
      for (const day of hours.filter((row) => row.weekday >= 1 && row.weekday <= 5)) expect(day).toMatchObject({ opens_at_minute: 450, closes_at_minute: 1080 });
      expect(hours.find((row) => row.weekday === 6)?.opens_at_minute).not.toBeNull();
      expect(await all(`select same_day_delivery_type_id as id from branch_same_day_delivery_types where branch_id = ${branch.id} order by 1`)).toEqual([{ id: 1 }, { id: 2 }]);
      const stock = await all<{ mpn: string; qty: number }>(`select p.mpn, s.qty from branch_stock s join products p on p.id = s.product_id where s.branch_id = ${branch.id} and p.mpn in ('CAL-87161', 'GEN-15MM-ISO') order by p.mpn`);
      expect(stock.map((row) => row.mpn)).toEqual(['CAL-87161', 'GEN-15MM-ISO']);
      for (const row of stock) expect(row.qty).toBeGreaterThanOrEqual(20);
    }
  });

  it('charges next-day delivery as data: Heatline £9.95 free over £100 ex VAT, Pipeworks £7.50 always; Acme holds a validated Heatline account', async () => {
    expect(await all('select id, next_day_charge_pence, next_day_free_over_pence, delivers_next_day from suppliers where id in (1, 2) order by id')).toEqual([
      { id: 1, next_day_charge_pence: 995, next_day_free_over_pence: 10_000, delivers_next_day: true },
      { id: 2, next_day_charge_pence: 750, next_day_free_over_pence: null, delivers_next_day: true },
    ]);
    expect(await one('select supplier_id, is_validated from organisation_suppliers where organisation_id = 1')).toEqual({ supplier_id: 1, is_validated: 1 });
  });
});
