import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { seedDemoWorld } from '../../db/seed/seed-demo-world';
import { createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../test-app';
import { createThrowawayDatabase } from '../test-database';
import { basketViolations } from './basket-invariants';
import { startTcpProxy, type ProxyMode, type TcpProxy } from './tcp-proxy';
import { pairCodes, writeLoad, type Outcome } from './outage-load';

/**
 * Database outage (issue #12 standing suite, decision 013): the app reaches PostgreSQL through a TCP proxy on
 * loopback, which cuts the line while basket writes keep coming. Every answer during the outage is a 503 with the
 * contracts' message within 5 s (never a 500 or a stack trace), nothing is half written, and the app serves again
 * by itself within 10 s of the line coming back. Short version: 8 s per outage; PROBE_LONG=1: 30 s.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const outageMs = process.env.PROBE_LONG === '1' ? 30_000 : 8_000;
const limits = loadConfig({}).databaseLimits;

describe.skipIf(!adminUrl)('PostgreSQL unreachable', () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let admin: SignedIn;
  let codes: string[];
  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase(adminUrl!);
    const setup = await openDatabase({ databaseUrl: throwaway.url });
    await setup.migrate();
    await seedDemoWorld(setup.db, { scale: 'mini' });
    await setup.close();
    proxy = await startTcpProxy(throwaway.url);
    const served = await openDatabase({ databaseUrl: proxy.url, limits });
    testApp = await createTestApp({ database: { ...served, close: async () => (await served.close(), await throwaway.drop()) } });
    admin = await signIn(testApp.app, demoAccounts.admin);
    codes = await pairCodes(testApp.db);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await proxy?.close();
  });

  it.each<[string, ProxyMode]>([
    ['every connection reset and new ones refused', 'drop'],
    ['a partition: connections open, nothing passes', 'blackhole'],
  ])('%s: 503 within 5 s, nothing half written, serving again within 10 s', async (_name, mode) => {
    const app = testApp.app;
    const load = writeLoad(app, admin, codes);
    await load.until(2_000);
    const cutAt = Date.now();
    proxy.set(mode);
    await load.until(cutAt + outageMs);
    const restoredAt = Date.now();
    proxy.set('up');
    await load.until(restoredAt + 12_000);
    const outcomes = await load.stop();

    // Every answer came within 5 s and was a success or the contracts' 503 (no 500, no stack trace, no internals).
    const slow = outcomes.filter((o) => o.endedAt - o.startedAt > 5_000);
    expect(slow.map(describeOutcome)).toEqual([]);
    const failures = outcomes.filter((o) => o.status !== 200);
    expect(failures.filter((o) => !isFriendly503(o)).map(describeOutcome)).toEqual([]);
    // Once the cut is in force (one statement timeout for the writes already under way), nothing succeeds…
    const during = (o: Outcome) => o.startedAt > cutAt + limits.statementTimeoutMs + 1_000 && o.endedAt < restoredAt;
    expect(outcomes.filter((o) => during(o) && o.path !== '/healthz').map((o) => o.status)).toEqual(outcomes.filter((o) => during(o) && o.path !== '/healthz').map(() => 503));
    expect(outcomes.filter(during).length).toBeGreaterThan(10);
    // …the process itself still answers (/healthz needs no database)…
    expect(outcomes.filter((o) => during(o) && o.path === '/healthz').every((o) => o.status === 200)).toBe(true);
    // …and within 10 s of the line coming back, /readyz and the writes succeed, and keep succeeding.
    const recovered = outcomes.find((o) => o.startedAt > restoredAt && o.path === '/readyz' && o.status === 200);
    expect(recovered, 'no ready answer after the outage').toBeDefined();
    expect(recovered!.endedAt - restoredAt).toBeLessThan(10_000);
    const afterRecovery = outcomes.filter((o) => o.startedAt > restoredAt + 10_000);
    expect(afterRecovery.length).toBeGreaterThan(10);
    expect(afterRecovery.filter((o) => o.status !== 200).map(describeOutcome)).toEqual([]);

    // Nothing half written: every basket whole, both lines of each pair written together, every acknowledged write kept.
    expect(await basketViolations(testApp.database.executeSql)).toEqual([]);
    expect(await load.halfWritten(testApp.database.executeSql)).toEqual([]);
  }, outageMs + 60_000);
});

function isFriendly503(o: Outcome) {
  if (o.status !== 503) return false;
  if (o.path === '/readyz') return o.body === JSON.stringify({ status: 'unavailable' });
  const body = JSON.parse(o.body);
  return body.code === 'unavailable' && body.message === messages.common.serviceUnavailable && !/stack|Error|postgres|ECONN|at \//i.test(o.body) && o.retryAfter === '5';
}

const describeOutcome = (o: Outcome) => `${o.path} ${o.status} after ${o.endedAt - o.startedAt} ms: ${o.body.slice(0, 200)}`;
