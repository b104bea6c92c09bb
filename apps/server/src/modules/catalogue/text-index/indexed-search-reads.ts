import { compareTextRelevance, searchSampleModulus, type TextRelevanceKeys } from '@sparesfinder/domain/catalogue/ranking';
import type { CountedPage, PageCards, PageRequest, SearchAggregate, SearchReads } from '../search.repository';
import { mayBeBroad, type AggregateOptions, type SearchMatch, type ValueGroup } from '../search-sql';
import type { CatalogueTextIndex } from './catalogue-text-index';
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

  /** The products matching the term, its makers and category; the sample's only when `sampleOnly`. Ascending ids. */
  async function matching(match: SearchMatch, sampleOnly: boolean): Promise<Int32Array> {
    const ids = text.matching(await printer.printed(match.tsQuery!));
    const makers = match.manufacturerIds.length > 0 ? new Set(match.manufacturerIds) : undefined;
    // An empty category list matches as `IN (0)` does (search-sql.ts matchPredicate).
    const classifications = match.classificationIds && new Set(match.classificationIds.length > 0 ? match.classificationIds : [0]);
    if (!makers && !classifications && !sampleOnly) return ids;
    return ids.filter(
      (id) =>
        (!sampleOnly || id % searchSampleModulus === 0) &&
        (!makers || makers.has(facts.manufacturerOf(id))) &&
        (!classifications || classifications.has(facts.classificationOf(id))),
    );
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
    const phrase = phraseQuery === undefined ? undefined : text.matching(phraseQuery);
    const sampleFirst = page.broad && !page.sampleOnly;
    const keysOf = (id: number): TextRelevanceKeys => {
      const { documentLength, genuine, partNumberLength } = facts.rankKeysOf(id);
      return {
        id,
        first: !sampleFirst || id % searchSampleModulus === 0,
        phrase: phrase !== undefined && holds(phrase, id),
        documentLength,
        genuine: genuine === 1,
        partNumberLength: partNumberLength < 0 ? null : partNumberLength,
      };
    };
    const wanted = page.skip + page.take;
    const best = new TopList(wanted);
    for (const id of matched) {
      if (groups.length === 0 || facts.passes(id, groups)) best.offer(keysOf(id));
    }
    return best.sorted().slice(page.skip, wanted).map((keys) => keys.id);
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

/** Whether the ascending `ids` hold `id`. */
function holds(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return ids[low] === id;
}

/**
 * The first `size` of many keys in Recommended order, without sorting them all: kept in a buffer of twice the size,
 * sorted and cut back whenever it fills (a broad set's deep page reads hundreds of thousands of matches).
 */
class TopList {
  private kept: TextRelevanceKeys[] = [];
  constructor(private readonly size: number) {}
  offer(keys: TextRelevanceKeys): void {
    this.kept.push(keys);
    if (this.kept.length >= Math.max(2 * this.size, 64)) this.cut();
  }
  sorted(): TextRelevanceKeys[] {
    this.cut();
    return this.kept;
  }
  private cut(): void {
    this.kept.sort(compareTextRelevance);
    this.kept.length = Math.min(this.kept.length, this.size);
  }
}
