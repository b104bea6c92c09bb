import pg from 'pg';
import { EventEmitter } from 'node:events';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

/** How long the serving pool waits for PostgreSQL before calling it unreachable (config DB_*; decision 013). */
export interface PostgresLimits {
  /** Opening one connection (TCP and start-up). */
  connectTimeoutMs: number;
  /** One statement: PostgreSQL cancels it then (statement_timeout); the client gives up half a second later. */
  statementTimeoutMs: number;
  /** While unreachable, one probe connection tries again this often. */
  retryMs: number;
}

/**
 * Connections per pool (the app has two, db/client.ts: up to twice this many backends). PostgreSQL does its best
 * with a few busy backends per core: with 10 per pool (20 backends on this 2-core machine, PostgreSQL on the same
 * host), 32 search clients ran 55-66 searches/s and PostgreSQL spent 24-29 ms of CPU on a search it runs alone in
 * 11; with 3 per pool 96-104/s, with 2 per pool 112/s (issue #13, decision 016). 3 leaves the rest of the shop
 * room beside a search's two parallel statements. Raise it (DB_POOL_SIZE) when PostgreSQL has more cores than this.
 */
export const defaultPoolSize = 3;

// jit off: the shop's queries are short, and JIT compiling one that crosses jit_above_cost (a search's facet
// count) cost more than it saved (bench/results/search.md). No parallel workers: a shop serves many short statements
// at once, and a search's facet count planned with two workers (a few thousand matches) spent its time gathering
// rows from them; at 32 clients on 2 cores the broad query set ran 61 searches/s without them, 38 with (issue #13,
// bench/results/search-broad.md). Generic plans only on the pool of named statements (db/prepared.ts, decision
// 007): see db/client.ts.
const settingsFor = (genericPlans: boolean) =>
  `-c jit=off -c max_parallel_workers_per_gather=0${genericPlans ? ' -c plan_cache_mode=force_generic_plan' : ''}`;
const ignore = () => undefined;

/**
 * The node-postgres pool. Without limits (migrations, seeding, CLI tools) it waits as long as a statement takes.
 * With limits (the serving app) it answers within a few seconds when PostgreSQL cannot be reached:
 * - a connection must open within connectTimeoutMs and a statement answer within statementTimeoutMs (+0.5 s);
 * - a connection lost or overdue is dropped from the pool at once, even inside a transaction (so a failed BEGIN
 *   cannot leak it), and never takes the process down (every client has an error listener);
 * - once a connection cannot be opened or an answer is overdue, the gate closes: every checkout fails at once with
 *   DatabaseUnavailableError (the error handler's 503) instead of queueing behind timeouts, every pooled connection
 *   is dropped, and one probe connection tries again every retryMs; the first that answers opens the gate.
 */
export function createPostgresPool(connectionString: string, options: { limits?: PostgresLimits; genericPlans?: boolean; poolSize?: number } = {}): pg.Pool {
  const { limits, genericPlans = false, poolSize = defaultPoolSize } = options;
  const sessionSettings = settingsFor(genericPlans);
  if (!limits) {
    const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000, options: sessionSettings });
    // An idle client lost its connection (e.g. PostgreSQL restarted): the pool replaces it. A checked-out one too.
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    return pool;
  }
  return new GuardedPool(connectionString, limits, sessionSettings, poolSize);
}

type Release = (error?: Error | boolean) => void;
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

class GuardedPool extends pg.Pool {
  private readonly gate = new EventEmitter();
  private unreachable: Error | null = null;
  private readonly clients = new Set<pg.PoolClient>();
  /** The release of each checked-out client's current checkout. */
  private readonly checkouts = new Map<pg.PoolClient, Release>();

  constructor(
    private readonly connectionString: string,
    private readonly limits: PostgresLimits,
    sessionSettings: string,
    poolSize: number,
  ) {
    super({
      connectionString,
      max: poolSize,
      idleTimeoutMillis: 30_000,
      // Waiting for a free connection when all are busy: long, since a busy pool is not an unreachable server.
      connectionTimeoutMillis: 10_000,
      options: `${sessionSettings} -c statement_timeout=${limits.statementTimeoutMs}`,
      query_timeout: limits.statementTimeoutMs + 500,
      Client: class extends pg.Client {
        constructor(config?: pg.ClientConfig) {
          super({ ...config, connectionTimeoutMillis: limits.connectTimeoutMs });
        }
      },
    });
    this.gate.setMaxListeners(0);
    this.on('error', ignore);
    this.on('connect', (client) => this.track(client));
    this.on('remove', (client) => this.clients.delete(client));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const acquired = this.acquire();
    if (!callback) return acquired;
    acquired.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, ignore),
    );
  }

  private async acquire(): Promise<pg.PoolClient> {
    if (this.unreachable) throw new DatabaseUnavailableError({ cause: this.unreachable });
    const pending = super.connect();
    let client: pg.PoolClient;
    try {
      client = await new Promise<pg.PoolClient>((resolve, reject) => {
        const onClose = (cause: Error) => reject(new DatabaseUnavailableError({ cause }));
        this.gate.once('close', onClose);
        pending.then(
          (c) => (this.gate.off('close', onClose), resolve(c)),
          (e: unknown) => (this.gate.off('close', onClose), reject(e)),
        );
      });
    } catch (error) {
      // A checkout that arrives after the gate closed goes straight back.
      pending.then((late) => late.release(), ignore);
      const waitedForAFreeOne = error instanceof Error && error.message.startsWith('timeout exceeded when trying to connect');
      if (isDatabaseUnavailable(error) && !waitedForAFreeOne) this.close(error as Error);
      throw error;
    }
    const release = client.release as Release;
    let released = false;
    const releaseOnce: Release = (error) => {
      if (released) return;
      released = true;
      this.checkouts.delete(client);
      release(error);
    };
    client.release = releaseOnce;
    this.checkouts.set(client, releaseOnce);
    return client;
  }

  /** A new client: an error listener (a checked-out client's lost connection must not crash the process) and failure handling on its queries. */
  private track(client: pg.PoolClient) {
    this.clients.add(client);
    client.on('error', (error) => this.failed(client, error));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: Error | undefined, result: unknown) => {
          if (error) this.failed(client, error);
          (last as (e: unknown, r: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) return result.catch((error: Error) => (this.failed(client, error), Promise.reject(error)));
      return result;
    }) as typeof client.query;
  }

  private failed(client: pg.PoolClient, error: Error) {
    if (!isDatabaseUnavailable(error)) return;
    const overdue = error.message?.startsWith('Query read timeout');
    if (overdue) {
      // The answer never came: PostgreSQL is unreachable. (A statement it cancelled answers 57014 and keeps its connection.)
      destroy(client);
      this.close(error);
    }
    // The connection is gone: out of the pool now, even if the code holding it never releases it (a failed BEGIN).
    if (overdue || !isConnected(client)) this.checkouts.get(client)?.(error);
  }

  private close(cause: Error) {
    if (this.unreachable || this.ending) return;
    this.unreachable = cause;
    this.gate.emit('close', cause);
    for (const client of this.clients) destroy(client);
    void this.probeUntilReachable();
  }

  private async probeUntilReachable() {
    while (this.unreachable && !this.ending) {
      await new Promise((resolve) => setTimeout(resolve, this.limits.retryMs).unref());
      const probe = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: this.limits.connectTimeoutMs, query_timeout: this.limits.statementTimeoutMs });
      probe.on('error', ignore);
      try {
        await probe.connect();
        await probe.query('select 1');
        this.unreachable = null;
      } catch {
        /* still unreachable: try again */
      } finally {
        probe.end().catch(ignore);
      }
    }
  }
}

const destroy = (client: pg.PoolClient) => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
const isConnected = (client: pg.PoolClient) => (client as unknown as { _queryable?: boolean })._queryable !== false;
