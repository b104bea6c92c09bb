/**
 * The in-memory text index (decision 017, slices 1-2) at full scale: how long it takes to load, how much memory it
 * holds, how fast it answers the broad query set's text queries (bench/lib/broad-queries.ts, fixed seed) against
 * PostgreSQL's count(*) of the same tsquery over the GIN index, and what tallying the matches' facets costs (every
 * match, and under the search's sample rule). Every answer's size is checked against PostgreSQL's. Writes
 * bench/results/text-index.md.
 *
 *   node --expose-gc --import tsx bench/text-index.bench.ts --url postgres://postgres@127.0.0.1:5432/sf_full
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { createCatalogueCache } from '../apps/server/src/modules/catalogue/catalogue-cache';
import { createSearchRepository } from '../apps/server/src/modules/catalogue/search.repository';
import { createSearchTermReader } from '../apps/server/src/modules/catalogue/search-term-reader';
import { loadCatalogueTextIndex } from '../apps/server/src/modules/catalogue/text-index/catalogue-text-index';
import { exactMatchLimit, searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';
import { broadQuerySet, readQuerySources } from './lib/broad-queries';
import { Latencies, ms } from './lib/latency';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
if (!values.url) throw new Error('--url of a seeded database is required');
const database = await openDatabase({ databaseUrl: values.url });
const pool = new pg.Pool({ connectionString: values.url, max: 2 });
const megabytes = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

// Load: as the server does (text-index/catalogue-text-index.ts: keyset batches in id order, built as they come).
const loadStart = performance.now();
const versionOf = async () => Number((await rowsOf<{ version: string }>(database.db, sql`SELECT version FROM catalogue_version WHERE id = 1`))[0]?.version ?? 0);
const loaded = await loadCatalogueTextIndex(database.db, versionOf);
if (!loaded) throw new Error('the catalogue changed during the load');
const { text: index, facts } = loaded;
const built = performance.now();
globalThis.gc?.();
const memory = process.memoryUsage();

// The queries: the broad set's searches as the server reads them (search-term-reader.ts), those with a text query.
const cache = createCatalogueCache({ maxResults: 0 });
const termReader = createSearchTermReader({ searchRepository: createSearchRepository(database.db), cache });
const { searches } = broadQuerySet(await readQuerySources(pool));
interface Measured { kind: string; term: string; matches: number; indexMs: number; postgresMs: number; tallyMs: number; sampledTallyMs: number }
/** The search's sample rule (decision 006): beyond the exact limit, only the 1-in-16 sample is counted. */
const counted = (ids: Int32Array) => (ids.length <= exactMatchLimit ? ids : ids.filter((id) => id % searchSampleModulus === 0));
const measured: Measured[] = [];
let mismatches = 0;
for (const search of searches) {
  const { match } = await termReader.read(search.searchTerm, undefined);
  if (!match.tsQuery) continue;
  const [{ printed }] = (await pool.query<{ printed: string }>("SELECT to_tsquery('english', $1)::text AS printed", [match.tsQuery])).rows as [{ printed: string }];
  index.matching(printed);
  const indexStart = performance.now();
  const ids = index.matching(printed);
  const indexMs = performance.now() - indexStart;
  const matches = ids.length;
  facts.tally(ids, []);
  const tallyStart = performance.now();
  facts.tally(ids, []);
  const tallyMs = performance.now() - tallyStart;
  const sampledStart = performance.now();
  facts.tally(counted(ids), []);
  const sampledTallyMs = performance.now() - sampledStart;
  await pool.query("SELECT count(*) FROM product_search p WHERE p.search_document @@ to_tsquery('english', $1)", [match.tsQuery]);
  const postgresStart = performance.now();
  const { rows } = await pool.query<{ count: number }>("SELECT count(*)::int AS count FROM product_search p WHERE p.search_document @@ to_tsquery('english', $1)", [match.tsQuery]);
  const postgresMs = performance.now() - postgresStart;
  if (rows[0]!.count !== matches) mismatches++;
  measured.push({ kind: search.kind, term: search.searchTerm, matches, indexMs, postgresMs, tallyMs, sampledTallyMs });
}

const latencies = (key: 'indexMs' | 'postgresMs' | 'tallyMs' | 'sampledTallyMs') => {
  const figures = new Latencies();
  for (const m of measured) figures.record(m[key]);
  return figures;
};
const row = (label: string, figures: Latencies) => `| ${label} | ${[50, 95, 99, 100].map((p) => ms(figures.percentile(p))).join(' | ')} |`;
const worst = [...measured].sort((a, b) => b.indexMs + b.sampledTallyMs - (a.indexMs + a.sampledTallyMs)).slice(0, 15);
const report = `# In-memory text index (decision 017, slices 1-2)

Measured ${new Date().toISOString().slice(0, 16)} UTC by \`bench/text-index.bench.ts\` on \`${new URL(values.url).pathname.slice(1)}\`: ${index.size.products.toLocaleString('en-GB')} products,
${index.size.lexemes.toLocaleString('en-GB')} lexemes, ${index.size.postings.toLocaleString('en-GB')} (lexeme, product) postings.

| load | |
|---|---:|
| load: read (keyset batches) and build, as the server does | ${((built - loadStart) / 1000).toFixed(1)} s |
| process RSS after GC | ${megabytes(memory.rss)} |
| JS heap | ${megabytes(memory.heapUsed)} |
| typed arrays | ${megabytes(memory.arrayBuffers)} |

**${measured.length} text queries** of the broad set (every search the server reads a text query from), each warmed once, then timed once.
Answers differing in size from PostgreSQL's: **${mismatches}**.

| | p50 ms | p95 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|
${row('index: the matching ids', latencies('indexMs'))}
${row('PostgreSQL: count(*) of the same tsquery', latencies('postgresMs'))}
${row('index: facet tally of every match (product-facts.ts)', latencies('tallyMs'))}
${row(`index: facet tally under the sample rule (≤ ${exactMatchLimit.toLocaleString('en-GB')} exact, else 1 in ${searchSampleModulus})`, latencies('sampledTallyMs'))}

Slowest for the index (matching plus the sampled tally):

| kind | term | matches | index ms | tally ms (sampled) | PostgreSQL ms |
|---|---|---:|---:|---:|---:|
${worst.map((m) => `| ${m.kind} | ${m.term} | ${m.matches} | ${m.indexMs.toFixed(2)} | ${m.tallyMs.toFixed(2)} (${m.sampledTallyMs.toFixed(2)}) | ${m.postgresMs.toFixed(2)} |`).join('\n')}
`;
writeFileSync(new URL('./results/text-index.md', import.meta.url), report);
console.log(report);
await pool.end();
await database.close();
