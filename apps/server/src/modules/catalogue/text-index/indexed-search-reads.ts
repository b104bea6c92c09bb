import { compareTextRelevance, idOfTextRelevanceKey, searchSampleModulus, textRelevanceKey, type TextRelevanceKeys } from '@sparesfinder/domain/catalogue/ranking';
import type { CountedPage, PageCards, PageRequest, SearchAggregate, SearchReads } from '../search.repository';
import { mayBeBroad, type AggregateOptions, type SearchMatch, type ValueGroup } from '../search-sql';
import type { CatalogueTextIndex } from './catalogue-text-index';
import { holdsId } from './text-index';
import type { TsQueryPrinter } from './ts-query-printer';

/**
 * The search's reads answered from the in-memory index (decision 017, slice 4) where it holds what they read: full
 * text, with or without makers, a category and ticked filters (search-sql.ts mayBeBroad with a tsquery). Counts come
 * from the facts' tally and a Recommended page from the index's keys; the sample rule, the thresholds and every
 * other read (part numbers, GC numbers, appliances, browsing, the name and catalogue orders, autocomplete) stay the
 * statements', so an answer is the same either way (indexed-search-reads.test.ts proves it).
 */
export function indexedSearchReads(statements: SearchReads, index: CatalogueTextIndex, printer: TsQueryPrinter): SearchReads {
  const { text, facts } = index;
  const answers = (match: SearchMatch) => Boolean(match.tsQuery) && match.matchesAnything && mayBeBroad(match);

  // A search asks for the same matches several times (the sample's counts, then its page, or the exact counts beside
  // the page): each match is evaluated once per reads object, and one is made per search (search.service.ts readsAt).
  const evaluated = new Map<SearchMatch, { all: Promise<Int32Array>; sample?: Promise<Int32Array> }>();

  /** The products matching the term, its makers and category; the sample's only when `sampleOnly`. Ascending ids. */
  function matching(match: SearchMatch, sampleOnly: boolean): Promise<Int32Array> {
    let entry = evaluated.get(match);
    if (!entry) evaluated.set(match, (entry = { all: matchingAll(match) }));
    if (!sampleOnly) return entry.all;
    return (entry.sample ??= entry.all.then((ids) => ids.filter((id) => id % searchSampleModulus === 0)));
  }

  async function matchingAll(match: SearchMatch): Promise<Int32Array> {
    const ids = text.matching(await printer.printed(match.tsQuery!));
    const makers = match.manufacturerIds.length > 0 ? new Set(match.manufacturerIds) : undefined;
    // An empty category list matches as `IN (0)` does (search-sql.ts matchPredicate).
    const classifications = match.classificationIds && new Set(match.classificationIds.length > 0 ? match.classificationIds : [0]);
    if (!makers && !classifications) return ids;
    return ids.filter((id) => (!makers || makers.has(facts.manufacturerOf(id))) && (!classifications || classifications.has(facts.classificationOf(id))));
  }

  async function aggregateOf(match: SearchMatch, groups: readonly ValueGroup[], sample: boolean): Promise<SearchAggregate> {
    const tally = facts.tally(await matching(match, sample), groups);
    const matches = tally.perClassification.reduce((sum, row) => sum + row.count, 0);
    return { ...tally, matches, truncated: false };
  }

  /** One Recommended page of the matches passing every ticked group (search.repository.ts orderBy's text tier). */
  async function rankedPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest): Promise<number[]> {
    const words = match.textWords ?? [];
    // Printed beside the match's own tsquery: on a term's first search the two statements overlap.
    const [phraseQuery, matched] = await Promise.all([words.length >= 2 ? printer.printedPhrase(words.join(' ')) : undefined, matching(match, page.sampleOnly)]);
    // The phrase is tested on the page's candidates alone: its word positions are the costly part.
    const phrase = phraseQuery === undefined ? undefined : text.matching(phraseQuery, matched);
    const sampleFirst = page.broad && !page.sampleOnly;
    const keysOf = (id: number): TextRelevanceKeys => {
      const { documentLength, genuine, partNumberLength } = facts.rankKeysOf(id);
      return {
        id,
        first: !sampleFirst || id % searchSampleModulus === 0,
        phrase: phrase !== undefined && holdsId(phrase, id),
        documentLength,
        genuine: genuine === 1,
        partNumberLength: partNumberLength < 0 ? null : partNumberLength,
      };
    };
    const wanted = page.skip + page.take;
    const best = new TopKeys(wanted);
    for (const id of matched) {
      if (groups.length > 0 && !facts.passes(id, groups)) continue;
      const keys = keysOf(id);
      const key = textRelevanceKey(keys);
      // A key beyond the packed fields (never seen: a description of 65,536 words) is ordered as objects instead.
      if (key === undefined) return slowRankedPage(matched, groups, keysOf, page);
      best.offer(key);
    }
    return Array.from(best.sorted().subarray(page.skip, wanted), idOfTextRelevanceKey);
  }

  function slowRankedPage(matched: Int32Array, groups: readonly ValueGroup[], keysOf: (id: number) => TextRelevanceKeys, page: PageRequest): number[] {
    const all = Array.from(matched).flatMap((id) => (groups.length === 0 || facts.passes(id, groups) ? [keysOf(id)] : []));
    return all.sort(compareTextRelevance).slice(page.skip, page.skip + page.take).map((keys) => keys.id);
  }

  return {
    ...statements,
    async aggregate(match: SearchMatch, groups: readonly ValueGroup[], options: AggregateOptions): Promise<SearchAggregate> {
      if (!answers(match) || options.limit !== undefined || options.page) return statements.aggregate(match, groups, options);
      return aggregateOf(match, groups, options.sample);
    },
    async sampledPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest, least: { candidates: number; matches: number }, cards: PageCards): Promise<CountedPage> {
      if (!answers(match)) return statements.sampledPage(match, groups, page, least, cards);
      const aggregate = await aggregateOf(match, groups, true);
      const reached = aggregate.candidates >= least.candidates && aggregate.matches >= least.matches;
      // The cards are left to the card statement (search.service.ts): the index holds no prices or stock.
      return { aggregate, ids: reached ? await rankedPage(match, groups, page) : [] };
    },
    async pageIds(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest): Promise<number[]> {
      if (!answers(match) || page.order.kind !== 'relevance') return statements.pageIds(match, groups, page);
      return rankedPage(match, groups, page);
    },
  };
}

/**
 * The smallest `size` of many packed keys (domain textRelevanceKey), ascending, without sorting them all: kept in a
 * buffer of twice the size, sorted and cut back whenever it fills (a broad set's deep page reads hundreds of
 * thousands of matches).
 */
class TopKeys {
  private readonly kept: Float64Array;
  private count = 0;
  constructor(private readonly size: number) {
    this.kept = new Float64Array(Math.max(2 * size, 64));
  }
  offer(key: number): void {
    this.kept[this.count++] = key;
    if (this.count === this.kept.length) this.cut();
  }
  sorted(): Float64Array {
    this.cut();
    return this.kept.subarray(0, this.count);
  }
  private cut(): void {
    this.kept.subarray(0, this.count).sort();
    this.count = Math.min(this.count, this.size);
  }
}
