/**
 * SearchIndex throughput alone (TARGETS.md: ≥ 300 requests/s at 32 clients): search.bench.ts's four searches in
 * turn, through app.inject on a server with its search cache off, on an already seeded database, after a warm-up.
 * Prints requests/s and this process's CPU per request (the server's Node side; PostgreSQL's is not in it). The
 * answers are checked for 200 but not parsed (lib/search-client.ts searchUnread): parsing is the clients' work.
 * search.bench.ts measures the same inside its full run; this one is short enough to alternate two versions of
 * the code on one database, which is how before → after figures are compared on a machine whose speed drifts.
 *
 *   npx tsx bench/throughput.bench.ts --url postgres://postgres@localhost/sf_search?host=/var/run/postgresql [--seconds 10] [--clients 32] [--text-index off] [--set broad]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { payloadOf, searchCases } from './lib/search-cases';
import { measureThroughput, searchClient } from './lib/search-client';
import { broadQuerySet, readQuerySources } from './lib/broad-queries';

async function broadPayloads(url: string): Promise<object[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { searches } = broadQuerySet(await readQuerySources(pool));
  await pool.end();
  return searches.map((search) => ({ searchTerm: search.searchTerm, attributes: search.attributes ?? [] }));
}

const { values } = parseArgs({ options: { url: { type: 'string' }, seconds: { type: 'string', default: '10' }, clients: { type: 'string', default: '32' }, 'text-index': { type: 'string', default: 'on' }, set: { type: 'string', default: 'four' } } });
if (!values.url) throw new Error('--url of a seeded database is required');

const database = await openDatabase({ databaseUrl: values.url });
const client = await searchClient(database, values.url, { SEARCH_CACHE_ENTRIES: '0', SEARCH_TEXT_INDEX: values['text-index'] });
// 'four': search.bench.ts's four terms; 'broad': the broad query set's searches (lib/broad-queries.ts, issue #13).
const payloads =
  values.set === 'broad'
    ? await broadPayloads(values.url)
    : await Promise.all(searchCases.map((testCase) => payloadOf(client, testCase)));
for (let i = 0; i < Math.max(40, payloads.length); i++) await client.search(payloads[i % payloads.length]!);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const rate = await measureThroughput((n) => client.searchUnread(payloads[(n * 7919) % payloads.length]!), Number(values.seconds), Number(values.clients));
const requests = (rate * (performance.now() - started)) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(`SearchIndex throughput (${values.set}, text index ${values['text-index']}): ${rate.toFixed(0)} requests/s at ${values.clients} clients; Node CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms per request`);
await client.close();
await database.close();
