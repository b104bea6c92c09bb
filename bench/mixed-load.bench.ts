/**
 * Mixed realistic load (TARGETS.md: ≥ 500 requests/s at p95 ≤ 300 ms, < 1% errors; server RSS ≤ 1 GiB) on one
 * machine with PostgreSQL and an already seeded world (the full scale for the target). The real shop runs as its own
 * process (lib/shop-server.ts) and many virtual users, each a different trade organisation signed in through the BFF
 * (lib/bench-traders.ts adds them to the bench database), drive it over keep-alive HTTP with their session cookie and
 * the CSRF header on writes, as the browser does. Each user runs a fixed-seed weighted mix of journeys drawn from the
 * data (lib/mixed-journeys.ts): the shell, search (the broad query set, lib/broad-queries.ts), category browsing,
 * product cards, the spares finder, basket edits, availability of the basket and, for a few, an account order.
 * After a warm-up every call is timed for a fixed duration. Writes the run's report to --out
 * (bench/results/mixed-load-run.md; bench/results/mixed-load.md is the reviewed summary of the recorded runs).
 *
 *   npx tsx bench/mixed-load.bench.ts --url postgres://postgres@localhost/sf_mixed?host=/var/run/postgresql [--seconds 60] [--users 96] [--seed 1]
 *     [--warmup 20] [--rate 500]   paced: request starts spread to at most this many a second (default: unpaced, closed loop)
 *     [--search-cache off]         the shop with SEARCH_CACHE_ENTRIES=0 (no search answer served from its cache)
 *     [--base http://127.0.0.1:3701] a shop already serving that database (e.g. started with --cpu-prof); RSS then not read
 *     [--env DB_POOL_SIZE=6]       the shop's environment for an experiment (repeatable)
 *     [--mix availability=1,search=0,…] other journey weights (one journey alone, e.g. under a profiler)
 *     [--per-journey 15]           after the mixed run, each journey alone for 15 s: CPU per call by journey
 *     [--port 3790] [--timeout 5000] [--out bench/results/mixed-load-run.md] [--label "run 1"]
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { broadQuerySet, readQuerySources, seededRandom } from './lib/broad-queries';
import { checkoutCandidates, ensureBenchTraders, type BenchTrader } from './lib/bench-traders';
import { Latencies, ms } from './lib/latency';
import { keepAliveClient, pacer, Recorder, ShopSession, type Sample } from './lib/load-client';
import {
  journeyDescriptions,
  journeyWeights,
  newTally,
  VirtualUser,
  type JourneyName,
  type JourneyTally,
  type MixedSources,
} from './lib/mixed-journeys';
import { connectionOf } from './lib/pg-url';
import {
  cpuModel,
  loadAverage,
  machineCpuMs,
  processCpuMs,
  processCpuSplit,
  processMemory,
} from './lib/proc-stats';
import { signInTo, startShop } from './lib/shop-server';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    base: { type: 'string' },
    port: { type: 'string', default: '3790' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '20' },
    users: { type: 'string', default: '96' },
    seed: { type: 'string', default: '1' },
    rate: { type: 'string' },
    timeout: { type: 'string', default: '5000' },
    'search-cache': { type: 'string', default: 'on' },
    out: { type: 'string', default: 'bench/results/mixed-load-run.md' },
    label: { type: 'string', default: '' },
    /** KEY=VALUE, repeatable: the shop's environment for an experiment (e.g. DB_POOL_SIZE=6); the report names them. */
    env: { type: 'string', multiple: true, default: [] },
    /** name=weight,… replaces those journeys' weights (e.g. availability=100,search=0 to run one alone, say under a profiler). */
    mix: { type: 'string' },
    /** Seconds: after the mixed run, each journey alone for this long (CPU per call by journey: where the cost is). */
    'per-journey': { type: 'string' },
  },
});
if (!values.url)
  throw new Error(
    '--url of a seeded PostgreSQL database is required (the full scale for the target: npm run seed -- --scale full)',
  );
const databaseUrl = values.url;
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const userCount = Number(values.users);
const seed = Number(values.seed);
const rate = values.rate ? Number(values.rate) : undefined;
const timeoutMs = Number(values.timeout);
for (const pair of values.mix ? values.mix.split(',') : []) {
  const [name, weight] = pair.split('=');
  if (!name || !(name in journeyWeights) || !Number.isFinite(Number(weight)))
    throw new Error(
      `--mix ${pair}: expected journey=weight with a journey of ${Object.keys(journeyWeights).join(', ')}`,
    );
  journeyWeights[name as JourneyName] = Number(weight);
}
const targets = { requestsPerSecond: 500, p95Ms: 300, errorRate: 0.01, rssBytes: 1024 ** 3 };
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(part / whole < 0.01 ? 2 : 1)}%`;

async function readSources(pool: pg.Pool): Promise<MixedSources> {
  const { searches, prefixes } = broadQuerySet(await readQuerySources(pool));
  const classificationIds = (
    await pool.query<{ id: number }>(`SELECT id FROM classifications ORDER BY id`)
  ).rows.map((row) => row.id);
  const appliances = (
    await pool.query<{ id: number; manufacturerId: number; gcNumber: string }>(
      `SELECT id, manufacturer_id AS "manufacturerId", gc_number AS "gcNumber" FROM appliances WHERE id % 41 = 11 ORDER BY id LIMIT 2000`,
    )
  ).rows;
  return { searches, prefixes, classificationIds, appliances };
}

async function worldSize(pool: pg.Pool) {
  const estimate = async (table: string) =>
    Number(
      (
        await pool.query<{ n: string }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = $1`, [
          table,
        ])
      ).rows[0]?.n ?? 0,
    );
  const count = async (table: string) =>
    Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n ?? 0);
  return {
    products: await estimate('products'),
    branchStock: await estimate('branch_stock'),
    branches: await count('branches'),
    suppliers: await count('suppliers'),
    appliances: await count('appliances'),
    organisations: await count('organisations'),
    users: await count('users'),
    postgres:
      (await pool.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]?.v ?? '?',
  };
}

/** Runs `work` for every item with at most `parallel` at once. */
async function eachLimited<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function waitForSearchIndex(baseUrl: string): Promise<string> {
  const started = performance.now();
  for (;;) {
    const ready = (await fetch(`${baseUrl}/readyz`).then(
      (response) => response.json(),
      () => ({}),
    )) as { searchTextIndex?: { state?: string } };
    const state = ready.searchTextIndex?.state;
    if (state === undefined || state === 'ready' || state === 'failed')
      return `${state ?? 'not reported'} after ${((performance.now() - started) / 1000).toFixed(0)} s`;
    if (performance.now() - started > 900_000)
      throw new Error(`the search text index is still '${state}' after 15 minutes`);
    await new Promise((done) => setTimeout(done, 1000));
  }
}

interface DatabaseCounters {
  transactions: number;
  rowsReturned: number;
  rowsFetched: number;
  rowsWritten: number;
  blocksRead: number;
  tables: Map<string, { scans: number; seqScans: number; written: number }>;
}

/** The database's activity counters (pg_stat_database, pg_stat_user_tables): transactions and table reads per request. */
async function databaseCounters(pool: pg.Pool): Promise<DatabaseCounters> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const db = (
    await pool.query<{ xacts: string; returned: string; fetched: string; written: string; reads: string }>(
      `SELECT xact_commit + xact_rollback AS xacts, tup_returned AS returned, tup_fetched AS fetched, tup_inserted + tup_updated + tup_deleted AS written, blks_read AS reads
         FROM pg_stat_database WHERE datname = $1`,
      [name],
    )
  ).rows[0]!;
  const tables = (
    await pool.query<{ relname: string; scans: string; seq: string; written: string }>(
      `SELECT relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS scans, coalesce(seq_scan, 0) AS seq, n_tup_ins + n_tup_upd + n_tup_del AS written FROM pg_stat_user_tables`,
    )
  ).rows;
  return {
    transactions: Number(db.xacts),
    rowsReturned: Number(db.returned),
    rowsFetched: Number(db.fetched),
    rowsWritten: Number(db.written),
    blocksRead: Number(db.reads),
    tables: new Map(
      tables.map((t) => [
        t.relname,
        { scans: Number(t.scans), seqScans: Number(t.seq), written: Number(t.written) },
      ]),
    ),
  };
}

function countersDelta(from: DatabaseCounters, to: DatabaseCounters) {
  const tables = [...to.tables].map(([table, after]) => {
    const before = from.tables.get(table) ?? { scans: 0, seqScans: 0, written: 0 };
    return {
      table,
      scans: after.scans - before.scans,
      seqScans: after.seqScans - before.seqScans,
      written: after.written - before.written,
    };
  });
  return {
    transactions: to.transactions - from.transactions,
    rowsReturned: to.rowsReturned - from.rowsReturned,
    rowsFetched: to.rowsFetched - from.rowsFetched,
    rowsWritten: to.rowsWritten - from.rowsWritten,
    blocksRead: to.blocksRead - from.blocksRead,
    tables: tables.filter((t) => t.scans > 0 || t.written > 0).sort((a, b) => b.scans - a.scans),
  };
}

async function backendPids(pool: pg.Pool): Promise<number[]> {
  const name = new URL(databaseUrl).pathname.slice(1);
  return (
    await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      [name],
    )
  ).rows.map((row) => row.pid);
}

const sum = (split: { user: number; system: number }) => split.user + split.system;

interface PerJourney {
  journey: JourneyName;
  seconds: number;
  calls: number;
  journeys: number;
  measured: Measured;
}

/** Where a window's CPU went: the shop (all threads, system, main thread), PostgreSQL, the load generator, the machine. */
interface CpuShares {
  wallMs: number;
  serverMs: number;
  serverSystemMs: number;
  serverMainThreadMs: number;
  postgresMs: number;
  postgresBackends: number;
  clientMs: number;
  machineBusyMs: number;
  machineTotalMs: number;
}

interface Measured {
  samples: Sample[];
  cpu?: CpuShares;
  memory?: { rss: number; peak: number; peakInWindow: number };
  database?: ReturnType<typeof countersDelta>;
}

/**
 * Drives every user through journeys (`pick` chooses each next one) for a warm-up, then a measured window, and reads
 * at the window's edges the CPU time of the shop, of PostgreSQL's backends serving its pools, of this process and of
 * the machine, the shop's memory (sampled every 250 ms) and the database's counters. A call counts if it started in
 * the window; users start no new journey after it.
 */
async function measure(options: {
  users: VirtualUser[];
  recorder: Recorder;
  pool: pg.Pool;
  pid: number | undefined;
  warmupMs: number;
  windowMs: number;
  pick: (user: VirtualUser) => JourneyName;
}): Promise<Measured> {
  const { users, recorder, pool, pid } = options;
  const firstSample = recorder.samples.length;
  const warmupEnd = performance.now() + options.warmupMs;
  const windowEnd = warmupEnd + options.windowMs;
  recorder.recording = false;
  recorder.windowStart = warmupEnd;
  recorder.windowEnd = windowEnd;
  let peakRss = 0;
  let pids: number[] = [];
  // Per backend, so one that closed during the window (its /proc entry gone) adds nothing rather than a negative.
  const postgresCpu = () => new Map(pids.map((backend) => [backend, processCpuMs(backend)]));
  const postgresDelta = (from: Map<number, number>, to: Map<number, number>) =>
    [...from].reduce((sum, [backend, before]) => sum + Math.max(0, (to.get(backend) ?? 0) - before), 0);
  const marks = () => ({
    at: performance.now(),
    server: pid ? processCpuMs(pid) : 0,
    serverSystem: pid ? processCpuSplit(pid).system : 0,
    serverMain: pid ? sum(processCpuSplit(pid, true)) : 0,
    postgres: postgresCpu(),
    machine: machineCpuMs(),
    client: process.cpuUsage(),
  });
  const monitor = setInterval(() => {
    const now = performance.now();
    if (pid && now >= warmupEnd && now < windowEnd) peakRss = Math.max(peakRss, processMemory(pid)?.rss ?? 0);
  }, 250);
  const sleepUntil = (at: number) =>
    new Promise((done) => setTimeout(done, Math.max(0, at - performance.now())));
  // PostgreSQL's backends are looked up just before the window (the pools are full by then); the counters are read
  // just before it opens and, as a backend flushes them at most once a second, 1.5 s after it closes.
  const edges = (async () => {
    await sleepUntil(warmupEnd - 2000);
    pids = await backendPids(pool);
    await sleepUntil(warmupEnd - 300);
    const countersAtStart = await databaseCounters(pool);
    await sleepUntil(warmupEnd);
    const start = marks();
    recorder.recording = true;
    await sleepUntil(windowEnd);
    const end = marks();
    const memory = pid ? processMemory(pid) : undefined;
    await new Promise((done) => setTimeout(done, 1500));
    const database = countersDelta(countersAtStart, await databaseCounters(pool));
    return {
      cpu: {
        wallMs: end.at - start.at,
        serverMs: end.server - start.server,
        serverSystemMs: end.serverSystem - start.serverSystem,
        serverMainThreadMs: end.serverMain - start.serverMain,
        postgresMs: postgresDelta(start.postgres, end.postgres),
        postgresBackends: pids.length,
        clientMs: (end.client.user - start.client.user + end.client.system - start.client.system) / 1000,
        machineBusyMs: end.machine.busy - start.machine.busy,
        machineTotalMs: end.machine.total - start.machine.total,
      },
      memory: memory ? { ...memory, peakInWindow: Math.max(peakRss, memory.rss) } : undefined,
      database,
    };
  })();
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < windowEnd) await user.runJourney(options.pick(user));
    }),
  );
  clearInterval(monitor);
  const measured = await edges;
  recorder.recording = false;
  return { samples: recorder.samples.slice(firstSample), ...measured };
}

/** --per-journey: each journey alone, every user running only it, for the CPU it costs per call. */
async function measurePerJourney(options: {
  users: VirtualUser[];
  recorder: Recorder;
  tally: JourneyTally;
  pool: pg.Pool;
  pid: number | undefined;
  seconds: number;
}) {
  const rows: PerJourney[] = [];
  for (const journey of Object.keys(journeyWeights) as JourneyName[]) {
    const before = options.tally.journeys[journey];
    const measured = await measure({
      ...options,
      warmupMs: 4000,
      windowMs: options.seconds * 1000,
      pick: () => journey,
    });
    rows.push({
      journey,
      seconds: options.seconds,
      calls: measured.samples.length,
      journeys: options.tally.journeys[journey] - before,
      measured,
    });
    console.log(
      `mixed-load: ${journey} alone: ${(measured.samples.length / options.seconds).toFixed(0)} calls/s`,
    );
  }
  return rows;
}

async function main() {
  const repo = new URL('..', import.meta.url).pathname;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  const setupStarted = performance.now();
  console.log('mixed-load: reading the query sources and the world…');
  const sources = await readSources(pool);
  const world = await worldSize(pool);
  const traders = await ensureBenchTraders(pool, userCount, seed);
  const candidates = await checkoutCandidates(pool, traders);
  console.log(
    `mixed-load: ${sources.searches.length} searches, ${sources.prefixes.length} prefixes, ${sources.classificationIds.length} classifications, ${sources.appliances.length} appliances, ${traders.length} traders (${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`,
  );

  const env: Record<string, string> = values['search-cache'] === 'off' ? { SEARCH_CACHE_ENTRIES: '0' } : {};
  for (const pair of values.env ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--env ${pair}: expected KEY=VALUE`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const shop = values.base
    ? { baseUrl: values.base, pid: undefined, stop: async () => undefined }
    : await startShop({
        repo,
        port: Number(values.port),
        dataDir: await mkdtemp(join(os.tmpdir(), 'sf-mixed-load-')),
        databaseUrl,
        env,
      });
  // /readyz answers once the database does; the in-memory search text index may still be building (search then runs
  // on the statements alone). The steady state is measured, so wait for it.
  const indexReady = await waitForSearchIndex(shop.baseUrl);
  const memoryAtReady = shop.pid ? processMemory(shop.pid) : undefined;
  console.log(
    `mixed-load: shop ready; search text index ${indexReady}; RSS ${memoryAtReady ? mib(memoryAtReady.rss) : '?'}`,
  );
  const recorder = new Recorder();
  const tally = newTally();
  const client = keepAliveClient(shop.baseUrl, { sockets: userCount * 4, timeoutMs });
  try {
    const started = performance.now();
    const pace = pacer(rate);
    const users: VirtualUser[] = [];
    const counting = () => recorder.recording && performance.now() < recorder.windowEnd;
    await eachLimited(traders, 8, async (trader: BenchTrader) => {
      const cookie = await signInTo(shop.baseUrl, trader.email, 'demo1234!');
      const session = new ShopSession(client, cookie, recorder, trader.index, pace);
      // The trader's location, as the page sets it (Basket/ChangeLocation geocodes the postcode).
      const located = (
        await session.post('setup: ChangeLocation', apiRoutes.basket.changeLocation, {
          postCode: trader.home.postcode,
        })
      )?.json as { postcode: string; latitude: number; longitude: number } | undefined;
      const location = located
        ? { postCode: located.postcode, latitude: located.latitude, longitude: located.longitude }
        : {
            postCode: trader.home.postcode,
            latitude: trader.home.latitude,
            longitude: trader.home.longitude,
          };
      const user = new VirtualUser(
        session,
        trader,
        location,
        candidates.get(trader.home.branchId) ?? [],
        sources,
        seededRandom(seed * 100_003 + trader.index),
        tally,
        counting,
      );
      await user.emptyBasket();
      users[trader.index - 1] = user;
    });
    console.log(
      `mixed-load: ${users.length} users signed in (${((performance.now() - started) / 1000).toFixed(1)} s); warm-up ${warmupSeconds} s, then ${seconds} s measured${rate ? ` at ≤ ${rate} requests/s` : ' (closed loop, no think time)'}…`,
    );

    const loadAtStart = loadAverage();
    const mixed = await measure({
      users,
      recorder,
      pool,
      pid: shop.pid,
      warmupMs: warmupSeconds * 1000,
      windowMs: seconds * 1000,
      pick: (user) => user.pickJourney(),
    });
    const loadAtEnd = loadAverage();
    const mixedTally = structuredClone(tally);
    const perJourney = values['per-journey']
      ? await measurePerJourney({
          users,
          recorder,
          tally,
          pool,
          pid: shop.pid,
          seconds: Number(values['per-journey']),
        })
      : undefined;
    const report = buildReport({
      world,
      sources,
      traders,
      candidates,
      samples: mixed.samples,
      tally: mixedTally,
      elapsedSeconds: seconds,
      cpu: mixed.cpu,
      memory: mixed.memory ? { ...mixed.memory, atReady: memoryAtReady?.rss ?? Number.NaN } : undefined,
      indexReady,
      env,
      database: mixed.database,
      perJourney,
      loadAtStart,
      loadAtEnd,
    });
    const out = resolve(repo, values.out!);
    await writeFile(out, report);
    console.log(report);
    console.log(`mixed-load: written to ${out}`);
  } finally {
    client.close();
    await shop.stop();
    await pool.end();
  }
}

interface ReportInput {
  world: Awaited<ReturnType<typeof worldSize>>;
  sources: MixedSources;
  traders: BenchTrader[];
  candidates: Map<number, string[]>;
  samples: Sample[];
  tally: ReturnType<typeof newTally>;
  elapsedSeconds: number;
  cpu?: CpuShares;
  memory?: { rss: number; peak: number; peakInWindow: number; atReady: number };
  indexReady: string;
  env: Record<string, string>;
  database?: ReturnType<typeof countersDelta>;
  perJourney?: PerJourney[];
  loadAtStart: string;
  loadAtEnd: string;
}

/** Each journey alone: its CPU per call, and what its share of the mix costs (journeys run × calls × CPU per call). */
function perJourneySection(rows: PerJourney[] | undefined, tally: JourneyTally): string[] {
  if (!rows) return [];
  const cost = rows.map((row) => {
    const cpu = row.measured.cpu;
    const calls = Math.max(1, row.calls);
    const node = cpu ? cpu.serverMs / calls : Number.NaN;
    const postgres = cpu ? cpu.postgresMs / calls : Number.NaN;
    const callsPerJourney = row.journeys > 0 ? row.calls / row.journeys : Number.NaN;
    const latencies = new Latencies();
    for (const s of row.measured.samples) latencies.record(s.ms);
    const inMix = tally.journeys[row.journey] * callsPerJourney;
    return {
      row,
      node,
      postgres,
      callsPerJourney,
      latencies,
      mixNode: inMix * node,
      mixPostgres: inMix * postgres,
      inMix,
    };
  });
  const totalNode = cost.reduce((sum, c) => sum + (Number.isFinite(c.mixNode) ? c.mixNode : 0), 0);
  const totalPostgres = cost.reduce(
    (sum, c) => sum + (Number.isFinite(c.mixPostgres) ? c.mixPostgres : 0),
    0,
  );
  const totalCalls = cost.reduce((sum, c) => sum + (Number.isFinite(c.inMix) ? c.inMix : 0), 0);
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
  return [
    '## Each journey alone (where the CPU goes)',
    '',
    `After the mixed run, every user ran one journey only, ${rows[0]?.seconds ?? '?'} s each after 4 s of warm-up. CPU per call = the shop's Node process (or PostgreSQL's backends) over the window ÷ calls started in it; share of the mix = the journeys of that kind in the mixed run × its calls per journey × its CPU per call, over the sum.`,
    '',
    '| journey | calls/s alone | calls per journey | p50 / p95 ms alone | Node CPU ms per call | PostgreSQL CPU ms per call | share of calls in the mix | share of Node CPU in the mix | share of PostgreSQL CPU in the mix |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...cost.map(
      (c) =>
        `| ${c.row.journey} | ${(c.row.calls / c.row.seconds).toFixed(0)} | ${f(c.callsPerJourney)} | ${ms(c.latencies.percentile(50))} / ${ms(c.latencies.percentile(95))} | ${f(c.node)} | ${f(c.postgres)} | ${pct(c.inMix, totalCalls)} | ${pct(c.mixNode, totalNode)} | ${pct(c.mixPostgres, totalPostgres)} |`,
    ),
    '',
  ];
}

function databaseLine(database: ReportInput['database'], calls: number): string {
  if (!database || calls === 0) return '- PostgreSQL counters: not read.';
  const per = (n: number) => (n / calls).toFixed(n / calls < 10 ? 2 : 0);
  const tables = database.tables
    .slice(0, 12)
    .map(
      (t) =>
        `${t.table} ${per(t.scans)}${t.seqScans > 0 ? ` (${per(t.seqScans)} sequential)` : ''}${t.written > 0 ? `, ${per(t.written)} rows written` : ''}`,
    )
    .join('; ');
  return [
    `- PostgreSQL (pg_stat_database over the window, the whole database; statements outside a transaction count one each): ${per(database.transactions)} transactions per call, ${per(database.rowsReturned)} rows returned and ${per(database.rowsFetched)} fetched per call, ${per(database.rowsWritten)} rows written per call, ${database.blocksRead} blocks read from outside shared buffers.`,
    `  Table scans (index + sequential) per call, most first: ${tables}.`,
  ].join('\n');
}

function buildReport(input: ReportInput): string {
  const { samples, tally, elapsedSeconds: window } = input;
  const total = samples.length;
  const errors = samples.filter((s) => s.outcome === 'error');
  const refusals = samples.filter((s) => s.outcome === 'refusal');
  const overall = new Latencies();
  for (const s of samples) overall.record(s.ms);
  const rps = total / window;
  const errorRate = total === 0 ? 1 : errors.length / total;
  const totalMs = samples.reduce((sum, s) => sum + s.ms, 0);

  const kinds = new Map<string, Sample[]>();
  for (const s of samples) kinds.set(s.kind, [...(kinds.get(s.kind) ?? []), s]);
  const kindRows = [...kinds.entries()]
    .map(([kind, list]) => {
      const latencies = new Latencies();
      for (const s of list) latencies.record(s.ms);
      const summary = latencies.summary();
      const sum = list.reduce((acc, s) => acc + s.ms, 0);
      return {
        kind,
        ...summary,
        max: Math.max(...list.map((s) => s.ms)),
        mean: sum / list.length,
        sum,
        errors: list.filter((s) => s.outcome === 'error').length,
        refusals: list.filter((s) => s.outcome === 'refusal').length,
      };
    })
    .sort((a, b) => b.sum - a.sum);

  const errorKinds = new Map<string, number>();
  for (const e of errors) {
    const key = `${e.kind}: ${e.status || ''} ${e.detail ?? ''}`.trim();
    errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
  }
  const refusalKinds = new Map<string, number>();
  for (const r of refusals) {
    const message = (() => {
      try {
        return (JSON.parse(r.detail ?? '') as { message?: string }).message ?? r.detail;
      } catch {
        return r.detail;
      }
    })();
    const key = `${r.kind}: ${r.status} ${message ?? ''}`;
    refusalKinds.set(key, (refusalKinds.get(key) ?? 0) + 1);
  }
  const firstStart = samples.reduce((min, s) => Math.min(min, s.startedAt), Number.POSITIVE_INFINITY);
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 20);
  const journeysRun = Object.values(tally.journeys).reduce((a, b) => a + b, 0);

  const met = (ok: boolean) => (ok ? '**met**' : '**not met**');
  const cpu = input.cpu;
  const cores = os.cpus().length;
  const cpuLine = cpu
    ? [
        `- CPU over the measured window (${(cpu.wallMs / 1000).toFixed(1)} s wall, ${cores} cores = ${((cores * cpu.wallMs) / 1000).toFixed(0)} core-seconds): machine busy ${pct(cpu.machineBusyMs, cpu.machineTotalMs)};`,
        `  the shop's Node process ${(cpu.serverMs / 1000).toFixed(1)} s (${((100 * cpu.serverMs) / cpu.wallMs).toFixed(0)}% of one core, ${(cpu.serverMs / Math.max(1, total)).toFixed(2)} ms per request; ${pct(cpu.serverSystemMs, cpu.serverMs)} of it in the kernel; its main thread, the event loop, ${((100 * cpu.serverMainThreadMs) / cpu.wallMs).toFixed(0)}% of one core);`,
        `  PostgreSQL's ${cpu.postgresBackends} backends of the shop's pools ${(cpu.postgresMs / 1000).toFixed(1)} s (${((100 * cpu.postgresMs) / cpu.wallMs).toFixed(0)}% of one core, ${(cpu.postgresMs / Math.max(1, total)).toFixed(2)} ms per request);`,
        `  this load generator ${(cpu.clientMs / 1000).toFixed(1)} s (${((100 * cpu.clientMs) / cpu.wallMs).toFixed(0)}% of one core); everything else on the machine ${Math.max(0, (cpu.machineBusyMs - cpu.serverMs - cpu.postgresMs - cpu.clientMs) / 1000).toFixed(1)} s.`,
      ].join('\n')
    : '- CPU: not read (--base).';
  const memoryLine = input.memory
    ? `- The shop's memory: RSS ${mib(input.memory.atReady)} once ready (search text index built, before any load), ${mib(input.memory.rss)} at the end, ${mib(input.memory.peakInWindow)} at most during the window (sampled every 250 ms), process peak (VmHWM, since start) ${mib(input.memory.peak)}.`
    : "- The shop's memory: not read (--base).";
  const candidateCounts = input.traders.map((t) => input.candidates.get(t.home.branchId)?.length ?? 0);
  const homes = new Set(input.traders.map((t) => t.home.town)).size;

  const lines = [
    `# Mixed realistic load${values.label ? ` (${values.label})` : ''}`,
    '',
    `Measured ${new Date().toISOString()} by \`npx tsx bench/mixed-load.bench.ts --url … --seconds ${seconds} --users ${userCount} --seed ${seed} --warmup ${warmupSeconds}${rate ? ` --rate ${rate}` : ''}${values['search-cache'] === 'off' ? ' --search-cache off' : ''}${(values.env ?? []).map((pair) => ` --env ${pair}`).join('')}${values.mix ? ` --mix ${values.mix}` : ''}\`.`,
    '',
    '## Verdict',
    '',
    '| target (TARGETS.md) | measured | |',
    '|---|---|---|',
    `| ≥ ${targets.requestsPerSecond} requests/s | ${rps.toFixed(0)} requests/s | ${met(rps >= targets.requestsPerSecond)} |`,
    `| p95 ≤ ${targets.p95Ms} ms (all calls) | p95 ${ms(overall.percentile(95))} ms (p50 ${ms(overall.percentile(50))}, p99 ${ms(overall.percentile(99))}) | ${met(overall.percentile(95) <= targets.p95Ms)} |`,
    `| < 1% errors | ${pct(errors.length, total)} (${errors.length} of ${total}; ${errors.filter((e) => e.detail === 'timeout').length} timeouts) | ${met(errorRate < targets.errorRate)} |`,
    `| server RSS ≤ 1 GiB | ${input.memory ? `${gib(input.memory.rss)} at the end, ${gib(input.memory.peakInWindow)} peak in the window` : 'not read'} | ${input.memory ? met(Math.max(input.memory.rss, input.memory.peakInWindow) <= targets.rssBytes) : '–'} |`,
    '',
    '## Set-up',
    '',
    `- Machine: ${cores} × ${cpuModel()} (nproc ${cores}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Node ${process.version}, PostgreSQL ${input.world.postgres} on the same machine (the shop connects through ${connectionOf(databaseUrl)}). Load average (1/5/15 min) before the warm-up ${input.loadAtStart}, at the end ${input.loadAtEnd}; other engineers' tests were running on the machine at the same time.`,
    `- World: ${input.world.products.toLocaleString('en-GB')} products, ${input.world.branches.toLocaleString('en-GB')} branches of ${input.world.suppliers} merchants, ~${input.world.branchStock.toLocaleString('en-GB')} branch stock rows, ${input.world.appliances.toLocaleString('en-GB')} appliances (row counts of products and branch stock are the planner's estimates).`,
    `- The shop: its own process (\`node --import tsx apps/server/src/server.ts\`, lib/shop-server.ts) on that database with its defaults (two pools of DB_POOL_SIZE=3, search cache ${values['search-cache'] === 'off' ? 'OFF (SEARCH_CACHE_ENTRIES=0)' : 'on (SEARCH_CACHE_ENTRIES=2000)'}, in-memory search text index on (${input.indexReady}), LOG_LEVEL=warn, outbox mail, order-status simulation on)${
      Object.keys(input.env).length
        ? `; this run's environment: ${Object.entries(input.env)
            .map(([k, v]) => `\`${k}=${v}\``)
            .join(', ')}`
        : ''
    }.`,
    `- Users: ${input.traders.length} virtual users, each a different organisation and CompanyAdmin (created by the bench in the bench database, lib/bench-traders.ts: the demo world has seven users), signed in through POST /bff/login; every call carries the session cookie and every write the X-XSRF-TOKEN header. Homes in ${homes} towns (a branch's postcode each, set by Basket/ChangeLocation); each buys from ${Math.min(...candidateCounts)}-${Math.max(...candidateCounts)} products its home branch stocks ≥ 20 of.`,
    `- HTTP: node:http over keep-alive sockets (one Agent, up to 4 sockets a user as a browser opens several), no think time${rate ? `, request starts paced to ≤ ${rate}/s over all users` : ' (closed loop: each user sends its next call when the last is answered, so the rate is what the shop sustains)'}; the shell's calls go out together as the page sends them. A call with no answer within ${timeoutMs} ms is a timeout (an error). API calls only: the web app's static files are not requested.`,
    `- Warm-up ${warmupSeconds} s (not counted), then ${window} s measured: a call counts if it started in the window.`,
    '',
    '## The mix',
    '',
    `Each user picks its next journey by these weights (seed ${seed}; search terms: the broad query set of lib/broad-queries.ts, ${input.sources.searches.length} searches of 16 kinds + ticked filters and ${input.sources.prefixes.length} autocomplete prefixes; ${input.sources.classificationIds.length} classifications; ${input.sources.appliances.length} sampled appliances).`,
    '',
    '| journey | weight | run in the window | what it calls |',
    '|---|---:|---:|---|',
    ...(Object.keys(journeyWeights) as JourneyName[]).map(
      (name) =>
        `| ${name} | ${journeyWeights[name]}% | ${tally.journeys[name]} (${pct(tally.journeys[name], journeysRun)}) | ${journeyDescriptions[name]} |`,
    ),
    '',
    `Orders placed in the window: ${tally.ordersPlaced}. Checkout journeys stopped for a data reason or an error: ${
      Object.keys(tally.checkoutStopped).length === 0
        ? 'none'
        : Object.entries(tally.checkoutStopped)
            .map(([reason, n]) => `${reason} × ${n}`)
            .join('; ')
    }.`,
    '',
    '## Throughput and latency',
    '',
    `${total} calls in ${window} s = **${rps.toFixed(0)} requests/s**; ${errors.length} errors (${pct(errors.length, total)}), ${refusals.length} refusals that are the shop's correct answer for the data (${pct(refusals.length, total)}).`,
    '',
    cpuLine,
    memoryLine,
    databaseLine(input.database, total),
    '',
    "Per call kind, by total time spent waiting for it (a proxy for where the shop's time goes):",
    '',
    '| call | n | share of calls | req/s | p50 ms | p95 ms | p99 ms | max ms | mean ms | share of time | errors | refusals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| **all** | ${total} | 100% | ${rps.toFixed(0)} | ${ms(overall.percentile(50))} | **${ms(overall.percentile(95))}** | ${ms(overall.percentile(99))} | ${ms(Math.max(0, ...samples.map((s) => s.ms)))} | ${ms(totalMs / Math.max(1, total))} | 100% | ${errors.length} | ${refusals.length} |`,
    ...kindRows.map(
      (r) =>
        `| ${r.kind} | ${r.n} | ${pct(r.n, total)} | ${(r.n / window).toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.mean)} | ${pct(r.sum, totalMs)} | ${r.errors} | ${r.refusals} |`,
    ),
    '',
    ...perJourneySection(input.perJourney, tally),
    '## Slowest 20 calls',
    '',
    '| call | ms | status | started at (s into the window) | user |',
    '|---|---:|---:|---:|---:|',
    ...slowest.map(
      (s) =>
        `| ${s.kind} | ${ms(s.ms)} | ${s.status || s.detail} | ${((s.startedAt - firstStart) / 1000).toFixed(1)} | ${s.user} |`,
    ),
    '',
    '## Errors and refusals',
    '',
    errorKinds.size === 0
      ? '- Errors: none.'
      : [
          '- Errors:',
          ...[...errorKinds.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 15)
            .map(([key, n]) => `  - ${n} × ${key.replace(/\|/g, '/').slice(0, 240)}`),
        ].join('\n'),
    refusalKinds.size === 0
      ? '- Refusals: none.'
      : [
          '- Refusals (correct answers, not errors):',
          ...[...refusalKinds.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([key, n]) => `  - ${n} × ${key.replace(/\|/g, '/').slice(0, 240)}`),
        ].join('\n'),
    '',
  ];
  return lines.join('\n');
}

await main();
