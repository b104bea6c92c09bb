import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import { seedDemoWorld } from '../db/seed/seed-demo-world';
import { systemClock, type Clock } from '../lib/clock';
import { createProviders } from '../providers/create-providers';
import { createJobs, type Jobs } from '../jobs/jobs';
import { openTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Environment overrides, as strings like the real environment (e.g. { LOGIN_RATE_LIMIT_MAX: '2' }). */
  env?: Record<string, string>;
  clock?: Clock;
  /**
   * A database opened by the test (migrated and seeded, e.g. PostgreSQL through a proxy with the serving limits):
   * used as it is and closed with the app. Default: a fresh one holding the mini world (openTestDatabase).
   */
  database?: DatabaseHandle;
  /** Pino options (e.g. { level: 'error', stream }) for a test that reads the log; silent otherwise. */
  logger?: object;
  /** The demo world's size (default mini); 'demo' for a test judged on the demo world (the search relevance set). */
  scale?: 'mini' | 'demo';
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route as it was registered, HEAD twins included (the probes' route table: probes/route-table.ts). */
  routes: readonly RouteOptions[];
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  /** The job runtime, started (polling every 0.5 s) and stopped with the app. */
  jobs: Jobs;
  close(): Promise<void>;
}

/**
 * The app on a fresh database holding the mini demo world (DEMO_DATA.md accounts and anchors). Test files call
 * useSignedInApp (signed-in-app.ts), which builds on this and closes it again.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  if (!options.database) await seedDemoWorld(database.db, { scale: options.scale ?? 'mini' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_SCALE: 'none',
    // No built SPA unless a test asks for one: API tests never depend on `npm run build`.
    WEB_DIST_DIR: '/nonexistent/sparesfinder-web-dist',
    // Every answer of every API test is written by the compiled writer and checked against zod's (decision 018).
    RESPONSE_CHECK: 'true',
    // A test drives the card reconciliation itself (checkout.cardReconciliation) unless it asks for the timer.
    CARD_RECONCILE_SECONDS: '3600',
    ...options.env,
  });
  const clock = options.clock ?? systemClock;
  const jobs = createJobs({ database, pollingIntervalSeconds: 0.5, shutdownTimeoutMs: 1_000 });
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    providers: createProviders(config, database.db, clock, jobs),
    clock,
    jobs,
    jobHandlers: jobs,
    logger: options.logger ?? false,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  await jobs.start(app.log);
  return {
    app,
    routes,
    db: database.db,
    database,
    config,
    jobs,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

export interface SignedIn {
  cookies: Record<string, string>;
  csrfToken: string;
  /** Spread into app.inject({ headers }) for authenticated, CSRF-safe calls. */
  headers: { cookie: string; [csrfHeaderName]: string };
}

export const demoPassword = 'demo1234!';

export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Signs in like a browser: GET the sign-in page for the XSRF cookie, then POST with the token echoed. */
export async function signIn(app: FastifyInstance, email: string, password = demoPassword): Promise<SignedIn> {
  const page = await app.inject({ method: 'GET', url: '/bff/login' });
  const xsrf = cookiesOf(page)[cookieNames.csrf] ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/bff/login',
    headers: { cookie: cookieHeader({ [cookieNames.csrf]: xsrf }), [csrfHeaderName]: xsrf },
    payload: { email, password, returnUrl: '/' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  const cookies = cookiesOf(response);
  const csrfToken = cookies[cookieNames.csrf] ?? '';
  return { cookies, csrfToken, headers: { cookie: cookieHeader(cookies), [csrfHeaderName]: csrfToken } };
}

/** The demo accounts (DEMO_DATA.md "Accounts"). */
export const demoAccounts = {
  admin: 'admin@acme-heating.test',
  buyer: 'buyer@acme-heating.test',
  locked: 'locked@acme-heating.test',
  fresh: 'new@fresh-plumbing.test',
  electrical: 'electrical@spark-electrical.test',
  test: 'test@test-account.test',
  noCheckout: 'nocheckout@acme-heating.test',
  northernBoilers: 'admin@northern-boilers.test',
  keystone: 'admin@keystone-plumbing.test',
  harbourGas: 'admin@harbour-gas.test',
} as const;
