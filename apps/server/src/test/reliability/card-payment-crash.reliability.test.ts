import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { seedDemoWorld } from '../../db/seed/seed-demo-world';
import { demoAccounts } from '../test-app';
import type { RunSql } from './basket-invariants';
import { createServerDatabase } from './server-database';
import { bundleServer, signInOverHttp, startServer, type HttpSession, type ServerProcess } from './server-process';

/**
 * Card payments across a crash (issue #44): the buyer pays at the gateway, CompleteOrder is under way, and the server
 * is killed with SIGKILL at a random moment, again and again. After each restart the reconciliation job (every second,
 * no grace) must settle the payment: every paid payment ends as exactly one placed order (or one refund), none is
 * left pending, and no gateway payment is taken twice. PGlite in a temporary folder, or PostgreSQL with
 * TEST_DATABASE_URL. 20 kills; CARD_CRASH_KILLS to change.
 */
const kills = Number(process.env.CARD_CRASH_KILLS ?? 20);
const adminUrl = process.env.TEST_DATABASE_URL;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
const billingAddress = { firstName: 'Alex', surname: 'Morgan', address1: 'Unit 3, Holbeck Trade Park', city: 'Leeds', postCode: 'LS11 9RT' };

describe(`SIGKILL between a card payment and its order, ${kills} times (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let inspect: <T>(look: (run: RunSql) => Promise<T>) => Promise<T>;
  let bundle: Awaited<ReturnType<typeof bundleServer>>;

  beforeAll(async () => {
    const database = await createServerDatabase(adminUrl, 'sf-card-crash-');
    env = database.env;
    cleanup = database.cleanup;
    inspect = database.inspect;
    // SERVER_LOG_LEVEL=info with SERVER_LOG_FILE shows what each server did (server-process.ts).
    env = { ...env, CARD_RECONCILE_SECONDS: '1', CARD_RECONCILE_GRACE_SECONDS: '0', ...(process.env.SERVER_LOG_LEVEL ? { LOG_LEVEL: process.env.SERVER_LOG_LEVEL } : {}) };
    const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
    await handle.migrate();
    await seedDemoWorld(handle.db, { scale: 'mini' });
    // Plenty on the shelf, so every paid payment can become its order: a refund here would be a lost order.
    await handle.executeSql(
      `insert into branch_stock (branch_id, product_id, qty) select 1, id, 100000 from products where mpn = 'CAL-87161'
       on conflict (product_id, branch_id) do update set qty = 100000`,
    );
    await handle.close();
    bundle = await bundleServer();
  }, 180_000);
  afterAll(async () => {
    await bundle?.remove();
    await cleanup?.();
  });

  /** One card order paid at the gateway, its CompleteOrder sent and not awaited; answers the basket key. */
  async function payAndComplete(origin: string, call: HttpSession): Promise<{ basketKey: string; completing: Promise<unknown> }> {
    // Exactly one CAL-87161 (the demo world's open basket holds other lines the branch may not have).
    const open = (await (await call(origin, 'GET', '/Basket/GetBasketForUser')).json()) as { basketKey: string; version: number; lines: { manufacturerCode: string }[] };
    const others = open.lines.filter((line) => line.manufacturerCode !== 'CAL-87161').map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 }));
    const set = await call(origin, 'POST', '/Basket/UpdateBasketForUser', { basketKey: open.basketKey, version: open.version, quoteId: 0, lines: [...others, { manufacturerCode: 'CAL-87161', qty: 1 }] });
    expect(set.status, await set.clone().text()).toBe(200);
    const { branches } = (await (await call(origin, 'POST', '/SparesAvailability/GetAvailability', leeds)).json()) as { branches: { branch: { id: number; supplierID: number }; fulfilmentOptions: { id: number; availableQty: number }[] }[] };
    const choice = branches.flatMap((result) => (result.branch.id === 1 ? result.fulfilmentOptions.filter((option) => [0, 1, 3].includes(option.id) && option.availableQty >= 1).map((option) => ({ branchId: result.branch.id, fulfilmentOptionId: option.id })) : []))[0]!;
    expect((await call(origin, 'POST', '/SparesAvailability/Select', choice)).status).toBe(200);
    const basket = (await (await call(origin, 'GET', '/Basket/GetBasketForUser')).json()) as { basketKey: string; totalCostWithVat: number };
    const submission = { basketKey: basket.basketKey, termsAccepted: true, costWithVat: basket.totalCostWithVat, telephoneNumber: '0113 496 0123', contactName: 'Alex Morgan', paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress, preferredCollectionBranch: 'Leeds South' };
    const placed = await call(origin, 'POST', '/Basket/PlaceCardOrder', submission);
    expect(placed.status, await placed.clone().text()).toBe(200);
    const link = (await (await call(origin, 'GET', `/Payment/GetPaymentLink?basketKey=${basket.basketKey}`)).json()) as { linkUrl: string };
    expect((await call(origin, 'POST', `${link.linkUrl}/card`, { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', saveCard: false })).status).toBe(200);
    return { basketKey: basket.basketKey, completing: call(origin, 'POST', '/Basket/CompleteOrder', { basketKey: basket.basketKey }).catch(() => undefined) };
  }

  it('every paid payment ends as one order, none left pending, none taken twice', async () => {
    let server: ServerProcess = await startServer(env, bundle.file);
    const call = await signInOverHttp(server.origin, demoAccounts.admin);
    const baskets: string[] = [];
    let seed = 44;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let kill = 1; kill <= kills; kill++) {
      const { basketKey, completing } = await payAndComplete(server.origin, call);
      baskets.push(basketKey);
      await new Promise((resolve) => setTimeout(resolve, next() * 60));
      await server.kill();
      await completing;
      server = await startServer(env, bundle.file);
      // The job settles what the kill left, within a few rounds.
      const deadline = Date.now() + 20_000;
      let orderId: number | null = null;
      while (Date.now() < deadline && orderId === null) {
        orderId = ((await (await call(server.origin, 'GET', `/Basket/GetBasketByKey?basketKey=${basketKey}`)).json()) as { orderId: number | null }).orderId;
        if (orderId === null) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const notices = orderId === null ? JSON.stringify(((await (await call(server.origin, 'GET', '/NotificationTriggerLog/GetData?skip=0&take=50')).json()) as { collection: { notificationTitle: string; computedNotificationText: string }[] }).collection.filter((notice) => notice.notificationTitle === 'Card payment refunded').map((notice) => notice.computedNotificationText)) : '';
      expect(orderId, `after kill ${kill}: the paid payment became its order (latest notices: ${notices})`).not.toBeNull();
    }
    await server.kill();

    const ledger = await inspect(async (run) => {
      const ours = (await run(`select b.basket_key as key, b.status as basket, p.status, p.gateway_reference as reference from card_payments p join baskets b on b.id = p.basket_id`)).rows as { key: string; basket: string; status: string; reference: string }[];
      const gateway = (await run(`select reference, status from sandbox_gateway_payments`)).rows as { reference: string; status: string }[];
      const refunds = (await run(`select payment_reference from sandbox_gateway_refunds`)).rows as { payment_reference: string }[];
      return { ours, gateway, refunds };
    });
    const mine = ledger.ours.filter((row) => baskets.includes(row.key));
    expect(mine.filter((row) => row.status === 'pending' || row.status === 'refunding')).toEqual([]);
    for (const key of baskets) {
      const rows = mine.filter((row) => row.key === key);
      expect(rows.filter((row) => row.status === 'paid'), `basket ${key}: one payment placed it`).toHaveLength(1);
      expect(rows[0]!.basket).toBe('placed');
      const paidAtGateway = rows.filter((row) => ledger.gateway.find((payment) => payment.reference === row.reference)?.status === 'paid');
      expect(paidAtGateway, `basket ${key}: one payment taken at the gateway`).toHaveLength(1);
    }
    expect(ledger.refunds).toEqual([]);
  }, 20 * 60_000);
});
