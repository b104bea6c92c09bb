/**
 * The relevance set (apps/server/src/test/search-relevance-set.ts) scored on a seeded database, e.g. at full scale:
 * top-10 containment per query, through app.inject with the search cache off. Prints the score and the failures.
 *
 *   npx tsx bench/relevance.bench.ts --url postgres://postgres@127.0.0.1:5432/bench_search_wt
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { passes, relevanceSet } from '../apps/server/src/test/search-relevance-set';
import { searchClient } from './lib/search-client';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
if (!values.url) throw new Error('--url of a seeded database is required');
const database = await openDatabase({ databaseUrl: values.url });
const client = await searchClient(database, values.url, { SEARCH_CACHE_ENTRIES: '0' });
let passed = 0;
for (const testCase of relevanceSet) {
  const answer = await client.search({ searchTerm: testCase.query });
  if (passes(testCase, answer.collection)) passed++;
  else console.log(`FAIL ${testCase.kind} | ${testCase.query} | ${answer.count} | ${answer.collection.slice(0, 4).map((c) => c.description).join(' ; ')}`);
}
console.log(`relevance: ${passed} of ${relevanceSet.length} pass (top-10 containment)`);
await client.close();
await database.close();
