import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createProviders } from '../../apps/server/src/providers/create-providers';
import { createJobs } from '../../apps/server/src/jobs/jobs';
import { signIn } from '../../apps/server/src/test/test-app';
import { createProductCardRepository } from '../../apps/server/src/modules/catalogue/product-card.repository';
import { createProductCardService } from '../../apps/server/src/modules/catalogue/product-card.service';
import { requireSession } from '../../apps/server/src/plugins/session';
import type pg from 'pg';
import { ftsSearch } from './fts-search';

export interface SearchAnswer {
  count: number;
  counts: { approximate: boolean };
  filters: { attributeId: number; attributeName: string; values: { value: string; number: number }[] }[];
  collection: { productId: number; mpn: string; description: string; manufacturerName: string | null }[];
}

/** The contender's answer as the endpoint would send it: the page as the shop's product cards, and the counts. */
const plainFullTextPath = '/bench/PlainFullTextSearch';

/**
 * One server (the real app, through app.inject) signed in as the Acme admin, configured by environment overrides:
 * SEARCH_CACHE_ENTRIES=0 for uncached figures, SEARCH_EXACT_LIMIT to count everything exactly.
 *
 * `plainFullText`: the plain full-text contender (lib/fts-search.ts) served the way the shop's search is, on a
 * bench-only route of the same app: the same session guard and request parsing, its page turned into the same
 * product cards by the same card statement, its answer sent and read back as JSON. Its statement against the whole
 * endpoint compares a query with a web request; this compares search engines behind the same request (issue #13).
 */
export async function searchClient(database: DatabaseHandle, databaseUrl: string, env: Record<string, string> = {}, options: { plainFullText?: pg.Pool } = {}) {
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED_SCALE: 'none', WEB_DIST_DIR: '/nonexistent', ...env });
  // Search enqueues no job and the outbox mail provider handles none: the runtime is never started.
  const jobs = createJobs({ database });
  const app = await buildApp({ config, database, providers: createProviders(config, database.db, systemClock, jobs), clock: systemClock, jobs, logger: false });
  const contenderPool = options.plainFullText;
  if (contenderPool) {
    const cards = createProductCardService({ productCardRepository: createProductCardRepository(database.db) });
    app.post(plainFullTextPath, async (request) => {
      const body = request.body as { searchTerm: string; attributes?: { attributeId: number; value: string }[] };
      const answer = await ftsSearch(contenderPool, { term: body.searchTerm, attributes: body.attributes ?? [] });
      return { collection: await cards.cardsFor(requireSession(request), answer.pageIds), count: answer.total, perClassification: answer.perClassification, perValue: answer.perValue };
    });
  }
  await app.ready();
  if (config.searchTextIndex) await untilTextIndexReady(app);
  const admin = await signIn(app, 'admin@acme-heating.test');
  return {
    async search(payload: object): Promise<SearchAnswer> {
      const response = await app.inject({ method: 'POST', url: '/ProductSearch/SearchIndex', headers: admin.headers, payload });
      if (response.statusCode !== 200) throw new Error(`SearchIndex ${response.statusCode}: ${response.body}`);
      return response.json() as SearchAnswer;
    },
    /**
     * A search for a throughput run: its status checked, its answer not parsed. Clients are other machines, so
     * parsing ~25 KB of JSON here would count their work as the server's (3.5% of this process's time at 32 clients).
     */
    async searchUnread(payload: object): Promise<void> {
      const response = await app.inject({ method: 'POST', url: '/ProductSearch/SearchIndex', headers: admin.headers, payload });
      if (response.statusCode !== 200) throw new Error(`SearchIndex ${response.statusCode}: ${response.body}`);
    },
    /** The plain full-text contender through the same app (options.plainFullText), its answer read like ours. */
    async plainFullText(payload: object): Promise<{ count: number }> {
      const response = await app.inject({ method: 'POST', url: plainFullTextPath, headers: admin.headers, payload });
      if (response.statusCode !== 200) throw new Error(`PlainFullTextSearch ${response.statusCode}: ${response.body}`);
      return response.json() as { count: number };
    },
    async autocomplete(term: string): Promise<void> {
      const response = await app.inject({ method: 'GET', url: `/ProductSearch/GetAutoComplete?searchTerm=${encodeURIComponent(term)}`, headers: admin.headers });
      if (response.statusCode !== 200) throw new Error(`GetAutoComplete ${response.statusCode}: ${response.body}`);
    },
    close: () => app.close(),
  };
}
export type SearchClient = Awaited<ReturnType<typeof searchClient>>;

/** Waits for the in-memory index (decision 017) to be built, so a run measures it and not the statements meanwhile. */
async function untilTextIndexReady(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const started = performance.now();
  for (;;) {
    const status = (await app.inject({ method: 'GET', url: '/readyz' })).json() as { searchTextIndex?: { state: string } };
    if (status.searchTextIndex?.state === 'ready') break;
    if (status.searchTextIndex?.state === 'failed') throw new Error('the search text index failed to build');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`search text index ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Requests per second with `clients` clients each issuing one request after another for `seconds`. */
export async function measureThroughput(request: (n: number) => Promise<unknown>, seconds: number, clients = 32): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) await request(done++);
    }),
  );
  return done / seconds;
}
