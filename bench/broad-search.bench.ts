/**
 * The broad search benchmark (TARGETS.md, issue #13): every search target judged on the broad query set
 * (lib/broad-queries.ts: ≥ 600 searches of every kind a trader types, 50 ticked filters, 200 autocomplete prefixes,
 * drawn from the database with a fixed seed) and scored for relevance on apps/server/src/test/search-relevance-set.ts. Through app.inject on
 * a server with its search cache off, taking turns after a warm-up with the plain full-text contender
 * (lib/fts-search.ts), both its statement alone and served through the same app (lib/search-client.ts), and with the naive contender (lib/naive-search.ts) on a stratified subset (it takes seconds a call at full
 * scale). Reports p50/p95/p99 per kind, the worst 20 queries, throughput at 32 clients over the whole set, and
 * writes bench/results/search-broad[-scale][-statements].md (-statements: --text-index off).
 *
 *   npx tsx bench/broad-search.bench.ts --url postgres://postgres@127.0.0.1:5432/bench_search_wt [--rounds 3] [--naive 2] [--text-index off]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { broadQuerySet, readQuerySources, type BroadSearch } from './lib/broad-queries';
import { ftsSearch } from './lib/fts-search';
import { Latencies, ms } from './lib/latency';
import { naiveSearch } from './lib/naive-search';
import { relevanceSet, scoreRelevance } from '../apps/server/src/test/search-relevance-set';
import { measureThroughput, searchClient } from './lib/search-client';

const { values } = parseArgs({
  options: { url: { type: 'string' }, rounds: { type: 'string', default: '3' }, naive: { type: 'string', default: '2' }, seconds: { type: 'string', default: '15' }, label: { type: 'string', default: '' }, 'text-index': { type: 'string', default: 'on' } },
});
if (!values.url) throw new Error('--url of a seeded database is required');
const rounds = Number(values.rounds);
// Other work on the machine shows in the load before the run; by its end the bench's own 32-client run has raised it.
const loadBefore = os.loadavg();

const database = await openDatabase({ databaseUrl: values.url });
const pool = new pg.Pool({ connectionString: values.url, max: 4 });
const client = await searchClient(database, values.url, { SEARCH_CACHE_ENTRIES: '0', SEARCH_TEXT_INDEX: values['text-index'] }, { plainFullText: pool });
const { rows: sizeRows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
const productCount = sizeRows[0]!.n;
const { searches, prefixes } = broadQuerySet(await readQuerySources(pool));
console.log(`${searches.length} searches, ${prefixes.length} prefixes over ${productCount.toLocaleString('en-GB')} products`);

const naiveOf = (s: BroadSearch) => ({ term: s.searchTerm, attributes: s.attributes ?? [] });
const payloadOf = (s: BroadSearch) => ({ searchTerm: s.searchTerm, attributes: s.attributes ?? [] });
const perKind = new Map<string, { ours: Latencies; fts: Latencies; ftsServed: Latencies; naive: Latencies; oursFoundNone: number; ftsFoundNone: number }>();
const perQuery: { search: BroadSearch; median: number; count: number; approximate: boolean }[] = [];
const all = new Latencies();
const allFts = new Latencies();
const allFtsServed = new Latencies();
const lookups = new Latencies();
const naiveTaken = new Map<string, number>();

// Warm-up: every query once (plans, caches of the reference lists, the OS page cache).
for (const s of searches) await client.search(payloadOf(s));
for (const s of searches) {
  const kind = perKind.get(s.kind) ?? { ours: new Latencies(), fts: new Latencies(), ftsServed: new Latencies(), naive: new Latencies(), oursFoundNone: 0, ftsFoundNone: 0 };
  perKind.set(s.kind, kind);
  const mine: number[] = [];
  let answer = { count: 0, counts: { approximate: false } };
  let contenderCount = 0;
  for (let i = 0; i < rounds; i++) {
    const steps = [
      async () => {
        const started = performance.now();
        answer = await client.search(payloadOf(s));
        const elapsed = performance.now() - started;
        mine.push(elapsed);
        kind.ours.record(elapsed);
        all.record(elapsed);
        if (s.kind === 'full MPN' || s.kind === 'GC number') lookups.record(elapsed);
      },
      async () => {
        const started = performance.now();
        contenderCount = (await ftsSearch(pool, naiveOf(s))).total;
        const elapsed = performance.now() - started;
        kind.fts.record(elapsed);
        allFts.record(elapsed);
      },
      async () => {
        const started = performance.now();
        await client.plainFullText(payloadOf(s));
        const elapsed = performance.now() - started;
        kind.ftsServed.record(elapsed);
        allFtsServed.record(elapsed);
      },
    ];
    // Each round starts with another of the three, so none always runs first (or just after another's statement).
    for (let k = 0; k < steps.length; k++) await steps[(k + i) % steps.length]!();
  }
  if ((naiveTaken.get(s.kind) ?? 0) < Number(values.naive)) {
    naiveTaken.set(s.kind, (naiveTaken.get(s.kind) ?? 0) + 1);
    await kind.naive.time(() => naiveSearch(pool, naiveOf(s)));
  }
  mine.sort((a, b) => a - b);
  perQuery.push({ search: s, median: mine[Math.floor(mine.length / 2)]!, count: answer.count, approximate: answer.counts.approximate });
  if (answer.count === 0) kind.oursFoundNone++;
  if (contenderCount === 0) kind.ftsFoundNone++;
}

const autocomplete = new Latencies();
const autocompletePerKind = new Map<string, Latencies>();
for (const p of prefixes) await client.autocomplete(p.term);
for (let i = 0; i < rounds; i++) {
  for (const p of prefixes) {
    const started = performance.now();
    await client.autocomplete(p.term);
    const elapsed = performance.now() - started;
    autocomplete.record(elapsed);
    const kind = autocompletePerKind.get(p.kind) ?? new Latencies();
    autocompletePerKind.set(p.kind, kind);
    kind.record(elapsed);
  }
}

const relevance = await scoreRelevance(relevanceSet, (searchTerm) => client.search({ searchTerm }));
const throughput = await measureThroughput((n) => client.searchUnread(payloadOf(searches[(n * 7919) % searches.length]!)), Number(values.seconds));

const figures = (l: Latencies) => {
  const s = l.summary();
  return `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`;
};
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const s = all.summary();
const ac = autocomplete.summary();
const lk = lookups.summary();
const ratioRows = [...perKind].map(([kind, l]) => {
  const ours = l.ours.summary().p95;
  const fts = l.fts.summary().p95;
  const ftsServed = l.ftsServed.summary().p95;
  const naive = l.naive.summary().p95;
  const faster = (theirs: number) => (ours <= theirs ? 'ours' : '**full text**');
  return {
    kind,
    ours,
    fts,
    ftsServed,
    naive,
    line: `| ${kind} | ${l.ours.count / rounds} | ${figures(l.ours)} | ${figures(l.fts)} | ${faster(fts)} | ${figures(l.ftsServed)} | ${faster(ftsServed)} | ${l.oursFoundNone} / ${l.ftsFoundNone} | ${ms(naive)} (${l.naive.count}) | ${Number.isNaN(naive) ? '–' : `${(naive / ours).toFixed(1)}×`} |`,
  };
});
const naiveRatio = Math.min(...ratioRows.filter((r) => !Number.isNaN(r.naive)).map((r) => r.naive / r.ours));
const behindFts = ratioRows.filter((r) => r.ours > r.fts).map((r) => r.kind);
const behindFtsServed = ratioRows.filter((r) => r.ours > r.ftsServed).map((r) => r.kind);
const worst = [...perQuery].sort((a, b) => b.median - a.median).slice(0, 20);
const label = values.label ? ` (${values.label})` : '';
const lines = [
  `# Broad search benchmark${label}`,
  '',
  `Measured ${new Date().toISOString()} by \`npx tsx bench/broad-search.bench.ts\` on a database of ${productCount.toLocaleString('en-GB')} products (${database.kind}).`,
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average before the run ${loadBefore.map((n) => n.toFixed(2)).join(' / ')}, at its end ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')} (raised by its own 32-client run).`,
  `Search text index (decision 017, SEARCH_TEXT_INDEX): **${values['text-index']}**${values['text-index'] === 'on' ? ': full-text counts and Recommended pages from the server\'s memory' : ': every search by the statements'}.`,
  `Query set: bench/lib/broad-queries.ts, seed ${'20261123'}, ${searches.length} searches (${searches.filter((q) => q.kind === 'ticked filter').length} with a ticked filter) and ${prefixes.length} autocomplete prefixes. Search cache off; every query once to warm up, then ${rounds} rounds, ours and the plain full-text contender (its statement alone, and served through the same app) taking turns in a different order each round; the naive contender on ${values.naive} queries per kind. Figures in ms as p50 / p95 / p99 of all calls.`,
  '',
  'Ours is the whole endpoint: the signed-in request through app.inject, the catalogue version, the search, the page\'s product cards for the viewer and the JSON answer read back. "Plain full text" is its one statement alone, as issue #13 defined the contender; "served" is that statement behind the same request on a bench-only route of the same app, with its page turned into the same product cards by the same card statement (lib/search-client.ts `plainFullText`).',
  '',
  '| kind | queries | ours | plain full text (statement) | faster at p95 | plain full text, served | faster at p95 | found nothing: ours / full text | naive p95 (queries) | naive ÷ ours at p95 |',
  '|---|---:|---:|---:|---|---:|---|---:|---:|---:|',
  ...ratioRows.map((r) => r.line),
  `| **all searches** | ${searches.length} | ${figures(all)} | ${figures(allFts)} | | ${figures(allFtsServed)} | | ${[...perKind.values()].reduce((n, l) => n + l.oursFoundNone, 0)} / ${[...perKind.values()].reduce((n, l) => n + l.ftsFoundNone, 0)} | | |`,
  '',
  '| autocomplete kind | p50 / p95 / p99 |',
  '|---|---:|',
  ...[...autocompletePerKind].map(([kind, l]) => `| ${kind} | ${figures(l)} |`),
  `| **all prefixes** | ${figures(autocomplete)} |`,
  '',
  '## Against the targets (this scale)',
  '',
  `- Search p95 ≤ 50 ms: ${ms(s.p95)} ms, ${verdict(s.p95 <= 50)}; p99 ≤ 150 ms: ${ms(s.p99)} ms, ${verdict(s.p99 <= 150)}.`,
  `- Autocomplete p95 ≤ 15 ms: ${ms(ac.p95)} ms, ${verdict(ac.p95 <= 15)}.`,
  `- Exact MPN / GC p95 ≤ 5 ms (the full-MPN and GC-number kinds): ${ms(lk.p95)} ms, ${verdict(lk.p95 <= 5)}.`,
  `- Throughput at 32 clients over the whole set: ${throughput.toFixed(0)} searches/s, ${verdict(throughput >= 300)}.`,
  Number.isFinite(naiveRatio)
    ? `- At least 20× the naive contender at p95 on every kind: worst ${naiveRatio.toFixed(1)}×, ${verdict(naiveRatio >= 20)}.`
    : '- At least 20× the naive contender: not measured in this run (--naive 0).',
  `- Ahead of the plain full-text contender at p95 on every kind, its statement alone against our whole endpoint (the issue's definition): ${behindFts.length === 0 ? 'met' : `**not met** (behind on ${behindFts.join(', ')})`}.`,
  `- Ahead of the plain full-text contender served the same way as ours, at p95 on every kind: ${behindFtsServed.length === 0 ? 'met' : `**not met** (behind on ${behindFtsServed.join(', ')})`}.`,
  `- Relevance set (apps/server/src/test/search-relevance-set.ts, ${relevance.cases} queries, top-10 containment): ${relevance.passed} pass (${(relevance.share * 100).toFixed(0)}%); failing: ${relevance.failed.slice(0, 15).join(', ') || 'none'}.`,
  '',
  '## The 20 slowest queries (median of the rounds)',
  '',
  '| kind | query | median ms | matches |',
  '|---|---|---:|---:|',
  ...worst.map((q) => `| ${q.search.kind} | ${q.search.searchTerm}${q.search.attributes ? ` + ${q.search.attributes.map((a) => `${a.attributeId}=${a.value}`).join(', ')}` : ''} | ${ms(q.median)} | ${q.count.toLocaleString('en-GB')}${q.approximate ? ' (estimated)' : ''} |`),
  '',
];
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
// The index's run is the shop's (on by default); the statements' run beside it is kept apart for comparison.
const suffix = `${productCount >= 1_000_000 ? '' : `-${Math.round(productCount / 1000)}k`}${values['text-index'] === 'off' ? '-statements' : ''}`;
await writeFile(new URL(`./results/search-broad${suffix}.md`, import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));
await client.close();
await pool.end();
await database.close();
