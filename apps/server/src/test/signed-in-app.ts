import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Jobs } from '../jobs/jobs';
import type { AppConfig } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import {
  createTestApp,
  demoAccounts,
  signIn,
  type SignedIn,
  type TestApp,
  type TestAppOptions,
} from './test-app';

/** A demo account by its short name ('admin', 'fresh' ...; DEMO_DATA.md "Accounts"). */
export type DemoAccountName = keyof typeof demoAccounts;

export interface SignedInAppOptions<Name extends DemoAccountName> extends TestAppOptions {
  /** The demo accounts signed in once, in this order, before the file's tests: `sessions.<name>`. */
  as?: readonly Name[];
}

/**
 * One test file's app, database and signed-in demo accounts. Everything is read lazily: use it inside tests and
 * hooks; at module level only `sessions` may be destructured (its objects fill in when the sign-ins have run).
 */
export interface SignedInApp<Name extends DemoAccountName = never> {
  readonly app: FastifyInstance;
  /** Every registered route (probes/route-table.ts reads it). */
  readonly routes: readonly RouteOptions[];
  readonly db: Database;
  readonly database: DatabaseHandle;
  readonly config: AppConfig;
  /** The app's background jobs runtime (its worker runs during the tests). */
  readonly jobs: Jobs;
  /** The accounts named in `as`, signed in by beforeAll; one stable object per account. */
  readonly sessions: Readonly<Record<Name, SignedIn>>;
  /** Signs the account in again: a new session of its own (for tests about sign-in, expiry or a second tab). */
  signIn(account: DemoAccountName): Promise<SignedIn>;
  /** `app.inject` with the session's cookie and CSRF header; `options.headers` are added over them. */
  inject(session: SignedIn, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A GET as the session (the CSRF header too, for the state-changing GETs the spec names). */
  get(session: SignedIn, url: string): Promise<LightMyRequestResponse>;
  /** A JSON body unless `payload` is a string (no body when it is left out). */
  post(session: SignedIn, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  /** An `application/x-www-form-urlencoded` post: a ready-encoded string is sent as it is. */
  postForm(
    session: SignedIn,
    url: string,
    form: string | Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A DELETE as the session. */
  delete(session: SignedIn, url: string): Promise<LightMyRequestResponse>;
}

/**
 * The API test setup in one call: registers beforeAll (a fresh database holding the mini demo world, the app on it,
 * then the `as` accounts signed in like a browser) and afterAll (app and database closed) on the current suite.
 *
 * ```ts
 * const t = useSignedInApp({ as: ['admin', 'fresh'], env: { SEARCH_EXACT_LIMIT: '16' } });
 * const { admin: acme, fresh } = t.sessions;
 * it('...', async () => expect((await t.get(fresh, '/LikedProduct/LikedProducts')).json()).toEqual([]));
 * ```
 *
 * More setup (rows a file needs) goes in the file's own beforeAll after this call: hooks run in the order they
 * are registered. Call it inside a `describe` to scope the app to that block, or twice for two apps.
 */
export function useSignedInApp<const Name extends DemoAccountName = never>(
  options: SignedInAppOptions<Name> = {},
): SignedInApp<Name> {
  const { as: accounts = [], ...appOptions } = options;
  let testApp: TestApp | undefined;
  const signedIn = new Map<DemoAccountName, SignedIn>();

  beforeAll(async () => {
    testApp = await createTestApp(appOptions);
    for (const account of accounts) signedIn.set(account, await signIn(testApp.app, demoAccounts[account]));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const ready = () => testApp ?? notYet('the test app');
  const sessions = Object.fromEntries(
    accounts.map((account) => [
      account,
      pendingSession(() => signedIn.get(account) ?? notYet(`the ${account} session`)),
    ]),
  ) as Record<Name, SignedIn>;
  const inject = (session: SignedIn, request: InjectOptions) =>
    ready().app.inject({ ...request, headers: { ...session.headers, ...request.headers } });

  return {
    get app() {
      return ready().app;
    },
    get routes() {
      return ready().routes;
    },
    get db() {
      return ready().db;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    get jobs() {
      return ready().jobs;
    },
    sessions,
    signIn: (account) => signIn(ready().app, demoAccounts[account]),
    inject,
    get: (session, url) => inject(session, { method: 'GET', url }),
    post: (session, url, payload) =>
      inject(session, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) }),
    postForm: (session, url, form) =>
      inject(session, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
      }),
    delete: (session, url) => inject(session, { method: 'DELETE', url }),
  };
}

/** A session whose fields are read from the sign-in once it has happened. */
function pendingSession(current: () => SignedIn): SignedIn {
  return {
    get cookies() {
      return current().cookies;
    },
    get csrfToken() {
      return current().csrfToken;
    },
    get headers() {
      return current().headers;
    },
  };
}

function notYet(what: string): never {
  throw new Error(
    `${what} is not ready: use it inside tests and hooks, after useSignedInApp's beforeAll has run`,
  );
}
