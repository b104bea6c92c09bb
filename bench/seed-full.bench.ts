/**
 * Full-scale seed benchmark (DEMO_DATA.md "Sizes", full column): creates a throw-away PostgreSQL database, migrates it,
 * streams the full world in through COPY, and writes the timings to bench/results/seed-full.md. Target: ≤ 10 minutes.
 *
 *   npm run bench                       # full scale on postgres://postgres@127.0.0.1:5432 (trust auth)
 *   BENCH_PG_URL=postgres://user@host:5432/postgres npm run bench -- --scale demo --keep
 */
import { writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { scaleSizes, type SeedScale } from '../apps/server/src/db/seed/scales';
import { seedDemoWorld, type SeedReport } from '../apps/server/src/db/seed/seed-demo-world';
import { benchAdminUrl, connectionOf, withDatabase } from './lib/pg-url';

const { values } = parseArgs({ options: { scale: { type: 'string', default: 'full' }, keep: { type: 'boolean', default: false }, seed: { type: 'string' } } });
const scale = values.scale as SeedScale;
const adminUrl = benchAdminUrl();
const databaseName = `sparesfinder_bench_${Date.now()}`;
const databaseUrl = withDatabase(adminUrl, databaseName);

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const version = await admin(async (client) => {
    await client.query(`CREATE DATABASE "${databaseName}"`);
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
  });
  console.log(`bench: ${scale} seed into ${databaseName} (PostgreSQL ${version})`);
  let report: SeedReport | undefined;
  let migrateMs = 0;
  let sizeText = '?';
  try {
    const database = await openDatabase({ databaseUrl });
    try {
      const started = performance.now();
      await database.migrate();
      migrateMs = performance.now() - started;
      report = await seedDemoWorld(database.db, { scale, seed: values.seed === undefined ? undefined : Number(values.seed), log: console.log });
    } finally {
      await database.close();
    }
    sizeText = await admin(async (client) => (await client.query<{ size: string }>(`SELECT pg_size_pretty(pg_database_size('${databaseName}')) AS size`)).rows[0]?.size ?? '?');
  } finally {
    if (!values.keep) await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  }
  const totalRows = Object.values(report.rows).reduce((a, b) => a + b, 0);
  const lines = [
    `# Seed benchmark: ${scale} scale`,
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench\` (bench/seed-full.bench.ts). Target for the full scale: ≤ 10 minutes.`,
    '',
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
    `- Database: PostgreSQL ${version} through ${connectionOf(adminUrl)}, a fresh database, default server settings`,
    `- Migrate: ${seconds(migrateMs)}; seed: **${seconds(report.durationMs)}** for ${totalRows.toLocaleString('en-GB')} rows (${Math.round(totalRows / (report.durationMs / 1000)).toLocaleString('en-GB')} rows/s); database size ${sizeText}`,
    '- Loading: one transaction on one connection, COPY FROM STDIN (pg-copy-streams) streaming generated rows in 20,000-row chunks, foreign-key triggers off during the load (session_replication_role = replica; the generator only emits valid references), ANALYZE at the end.',
    `- Branch stock: about ${scaleSizes[scale].stockPerBranch.toLocaleString('en-GB')} lines per branch on average${scale === 'full' ? ', lighter than a real merchant range to keep the load within budget' : ''} (stockPerBranch in apps/server/src/db/seed/scales.ts).`,
    '',
    '| step | time |',
    '|---|---:|',
    ...report.steps.map((s) => `| ${s.name} | ${seconds(s.ms)} |`),
    '',
    '| table | rows |',
    '|---|---:|',
    ...Object.entries(report.rows).map(([table, rows]) => `| ${table} | ${rows.toLocaleString('en-GB')} |`),
    '',
  ];
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  const file = new URL(scale === 'full' ? './results/seed-full.md' : `./results/seed-${scale}.md`, import.meta.url);
  await writeFile(file, lines.join('\n'));
  console.log(`bench: ${scale} seeded in ${seconds(report.durationMs)}; written to ${file.pathname}`);
}

await main();
