/**
 * SearchIndex throughput alone (TARGETS.md: ≥ 300 requests/s at 32 clients): search.bench.ts's four searches in
 * turn, through app.inject on a server with its search cache off, on an already seeded database, after a warm-up.
 * Prints requests/s and this process's CPU per request (the server's Node side; PostgreSQL's is not in it).
 * search.bench.ts measures the same inside its full run; this one is short enough to alternate two versions of
 * the code on one database, which is how before → after figures are compared on a machine whose speed drifts.
 *
 *   npx tsx bench/throughput.bench.ts --url postgres://postgres@localhost/sf_search?host=/var/run/postgresql [--seconds 10] [--clients 32] [--text-index on]
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { payloadOf, searchCases } from './lib/search-cases';
import { measureThroughput, searchClient } from './lib/search-client';

const { values } = parseArgs({ options: { url: { type: 'string' }, seconds: { type: 'string', default: '10' }, clients: { type: 'string', default: '32' }, 'text-index': { type: 'string', default: 'off' } } });
if (!values.url) throw new Error('--url of a seeded database is required');

const database = await openDatabase({ databaseUrl: values.url });
const client = await searchClient(database, values.url, { SEARCH_CACHE_ENTRIES: '0', SEARCH_TEXT_INDEX: values['text-index'] });
const payloads = await Promise.all(searchCases.map((testCase) => payloadOf(client, testCase)));
for (let i = 0; i < 40; i++) await client.search(payloads[i % payloads.length]!);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const rate = await measureThroughput((n) => client.search(payloads[n % payloads.length]!), Number(values.seconds), Number(values.clients));
const requests = (rate * (performance.now() - started)) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(`SearchIndex throughput: ${rate.toFixed(0)} requests/s at ${values.clients} clients; Node CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms per request`);
await client.close();
await database.close();
