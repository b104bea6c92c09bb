/**
 * Exact MPN / GC lookups alone (TARGETS.md: p95 ≤ 5 ms): the three lookups of search.bench.ts, 600 calls in turn
 * through app.inject on a server with its search cache off, after 60 warm-up calls, on an already seeded database.
 * Prints p50 / p90 / p95 / p99 overall and per term. search.bench.ts measures the same lookups inside its full run,
 * where the machine is busier; this isolates them.
 *
 *   npx tsx bench/lookups.bench.ts --url postgres://postgres@localhost/sf_search?host=/var/run/postgresql
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { Latencies, ms } from './lib/latency';
import { lookupTerms } from './lib/search-cases';
import { searchClient } from './lib/search-client';

const { values } = parseArgs({ options: { url: { type: 'string' }, calls: { type: 'string', default: '600' } } });
if (!values.url) throw new Error('--url of a seeded database is required');

const database = await openDatabase({ databaseUrl: values.url });
const client = await searchClient(database, values.url, { SEARCH_CACHE_ENTRIES: '0' });
for (let i = 0; i < 60; i++) await client.search({ searchTerm: lookupTerms[i % lookupTerms.length] });
const all = new Latencies();
const perTerm = new Map(lookupTerms.map((term) => [term, new Latencies()]));
for (let i = 0; i < Number(values.calls); i++) {
  const term = lookupTerms[i % lookupTerms.length]!;
  const call = () => client.search({ searchTerm: term });
  // One timing per call, recorded twice: in the overall figures and in the term's own.
  const started = performance.now();
  await call();
  const elapsed = performance.now() - started;
  all.record(elapsed);
  perTerm.get(term)!.record(elapsed);
}
const line = (name: string, latencies: Latencies) => {
  const s = latencies.summary();
  return `${name}: p50 ${ms(s.p50)} / p95 ${ms(s.p95)} / p99 ${ms(s.p99)} ms`;
};
console.log(line('all lookups', all));
for (const [term, latencies] of perTerm) console.log(line(term, latencies));
await client.close();
await database.close();
