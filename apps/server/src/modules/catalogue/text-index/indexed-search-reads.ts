import { compareTextRelevance, idOfTextRelevanceKey, searchSampleModulus, withTextRelevanceFlags, type TextRelevanceKeys } from '@sparesfinder/domain/catalogue/ranking';
import type { CandidateTally } from '../candidate-tally';
import type { CountedPage, PageCards, PageRequest, SearchAggregate, SearchReads } from '../search.repository';
import { mayBeBroad, type AggregateOptions, type SearchMatch, type ValueGroup } from '../search-sql';
import type { CatalogueTextIndex } from './catalogue-text-index';
import { createLookupReads, type LookupMatches } from './lookup-reads';
import { textRelevanceKeysOf } from './product-facts';
import { holdsId, type TextIndex } from './text-index';
import type { TsQueryPrinter } from './ts-query-printer';

/** How many leading matches, per one wanted on the page, have their phrase tested before every match has (rankedPage). */
const defaultLeadingShare = 8;
/** The second window of leading matches is this many times what the first window's share of phrase holders asks for. */
const secondWindowFactor = 1.5;

/**
 * Up to this many text matches are handed to a lookup's statement as ids by default (withTextIds); more, and it reads
 * them from the text index itself. A bound array is searched from its start for every row the statement tests
 * (PostgreSQL hashes only a literal array), so a long one costs more than the index read it saves (issue #13:
 * 'RCBO-2' with 2,903 ids, 56 → 66 ms).
 */
const defaultTextIdsLimit = 256;

/**
 * The search's reads answered from the in-memory index (decision 017, slice 4) where it holds what they read:
 * - full text, with or without makers, a category and ticked filters (search-sql.ts mayBeBroad with a tsquery):
 *   counts from the facts' tally, a Recommended page from the index's keys;
 * - browsing a category in catalogue order, and makers named alone in Recommended order (keptPage): pages and counts
 *   the facts keep;
 * - lookups (part numbers, GC numbers, appliances named) and makers named without words, in Recommended order:
 *   counted up to the exact limit, and past it the sample's counts and broad pages (countedPage, aggregate, pageIds;
 *   lookup-reads.ts).
 * The sample rule, the thresholds and every other read (the name order, the typo fallback's similarity, a lookup with
 * words listing a product without a document, the whole catalogue, a maker inside a category, autocomplete) stay the
 * statements', so an answer is the same either way (indexed-search-reads.test.ts, lookup-reads.test.ts and
 * ranked-page.test.ts prove it).
 */
export function indexedSearchReads(statements: SearchReads, index: CatalogueTextIndex, printer: TsQueryPrinter, options: { textIdsLimit?: number; leadingShare?: number } = {}): SearchReads {
  const { textIdsLimit = defaultTextIdsLimit, leadingShare = defaultLeadingShare } = options;
  const { text, sampleText, facts, applianceParts, partNumbers } = index;
  const answers = (match: SearchMatch) => Boolean(match.tsQuery) && match.matchesAnything && mayBeBroad(match);

  /**
   * A lookup with words the statements answer (one that `lookup` leaves to them) with its text arm's products from
   * memory (SearchMatch textIds): the statement then probes them by primary key. Its text query was read from
   * PostgreSQL's text index, where a completed last word is an OR of many long posting lists, and tested again on
   * every row (issue #13: 'RCBO-2', 20 ms in the index and more in the tests, for a 4,207-match lookup).
   */
  async function withTextIds(match: SearchMatch): Promise<SearchMatch> {
    if (!match.tsQuery || !match.matchesAnything || mayBeBroad(match) || match.textIds) return match;
    const ids = await matching(match, false);
    return ids.length > textIdsLimit ? match : { ...match, textIds: Array.from(ids) };
  }

  // A search asks for the same matches several times (the sample's counts, then its page, or the exact counts beside
  // the page): each match is evaluated once per reads object, and one is made per search (search.service.ts readsAt).
  const evaluated = new Map<SearchMatch, { all?: Promise<Int32Array>; sample?: Promise<Int32Array> }>();

  /**
   * The products matching the term, its makers and category; the sample's only when `sampleOnly` (from the sample's
   * own postings, unless every match is already known). Ascending ids.
   */
  function matching(match: SearchMatch, sampleOnly: boolean): Promise<Int32Array> {
    let entry = evaluated.get(match);
    if (!entry) evaluated.set(match, (entry = {}));
    if (!sampleOnly) return (entry.all ??= matchingIn(text, match));
    return (entry.sample ??= entry.all ? entry.all.then((ids) => ids.filter((id) => id % searchSampleModulus === 0)) : matchingIn(sampleText, match));
  }

  async function matchingIn(postings: TextIndex, match: SearchMatch): Promise<Int32Array> {
    const printed = await printer.printed(match.tsQuery!);
    // A term naming makers is matched among their products: a maker's few thousand, not every product the words
    // match tested for its maker (issue #13: 'Mereburn valve', 724 of the 'valve' products).
    const ids = match.manufacturerIds.length > 0 ? postings.matching(printed, facts.productsOfMakers(match.manufacturerIds)) : postings.matching(printed);
    const inCategory = categoryTestOf(match);
    return inCategory ? ids.filter(inCategory) : ids;
  }

  async function aggregateOf(match: SearchMatch, groups: readonly ValueGroup[], sample: boolean): Promise<SearchAggregate> {
    return countedAggregate(facts.tally(await matching(match, sample), groups));
  }

  /**
   * Whether a product lies in the match's category; undefined for the whole catalogue. An empty category list matches
   * as `IN (0)` does (search-sql.ts matchPredicate).
   */
  function categoryTestOf(match: SearchMatch): ((productId: number) => boolean) | undefined {
    if (!match.classificationIds) return undefined;
    const classifications = new Set(match.classificationIds.length > 0 ? match.classificationIds : [0]);
    return (productId) => classifications.has(facts.classificationOf(productId));
  }

  /** One Recommended page of the matches passing every ticked group (search.repository.ts orderBy's text tier). */
  async function rankedPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest): Promise<number[]> {
    const words = match.textWords ?? [];
    // Printed beside the match's own tsquery: on a term's first search the two statements overlap.
    const [phraseQuery, matched] = await Promise.all([words.length >= 2 ? printer.printedPhrase(words.join(' ')) : undefined, matching(match, page.sampleOnly)]);
    const sampleFirst = page.broad && !page.sampleOnly;
    const isFirst = (id: number) => !sampleFirst || id % searchSampleModulus === 0;
    const wanted = page.skip + page.take;
    const pageOf = (keys: Float64Array) => Array.from(keys.subarray(page.skip, wanted), idOfTextRelevanceKey);
    // A key beyond the packed fields (never seen: a description of 65,536 words) is ordered as objects instead.
    const slowly = (phrase: Int32Array | undefined) => slowRankedPage(matched, groups, page, (id) => textRelevanceKeysOf(id, facts.rankKeysOf(id), isFirst(id), phrase !== undefined && holdsId(phrase, id)));
    if (phraseQuery === undefined) {
      const keys = bestKeys(matched, groups, wanted, isFirst, undefined);
      return keys ? pageOf(keys) : slowly(undefined);
    }
    // A phrase's word positions are the costly part, so they are read first for the matches that lead on every other
    // key: when enough of those lead the page's part of the order and hold the phrase, the page is theirs (in that
    // order, the first `wanted` phrase holders are the best ones). Too few held it: once more, for as many leading
    // matches as the share that held it says should hold `wanted` (issue #13: 'tradeline 2', 816 holders among 9,420
    // matches, read every match's positions: 5.6 ms). None held it, or that would be most matches: every match.
    for (let size = wanted * leadingShare, round = 0; round < 2 && size < matched.length; round++) {
      const leading = bestKeys(matched, groups, size, isFirst, 'every');
      if (!leading) break;
      const holders = text.matching(phraseQuery, Int32Array.from(leading, idOfTextRelevanceKey).sort());
      const found: number[] = [];
      let pastFirst = false;
      for (const key of leading) {
        const id = idOfTextRelevanceKey(key);
        if ((pastFirst = !isFirst(id))) break;
        if (holdsId(holders, id) && found.push(id) === wanted) return found.slice(page.skip);
      }
      // A larger window would stop at the same match outside the sample (a broad page lists the sample's first), or
      // hold no more matches than this one (fewer than it asked for pass the ticked filters).
      if (found.length === 0 || pastFirst || leading.length < size) break;
      size = Math.ceil(((wanted * leading.length) / found.length) * secondWindowFactor);
    }
    const phrase = text.matching(phraseQuery, matched);
    const keys = bestKeys(matched, groups, wanted, isFirst, phrase);
    return keys ? pageOf(keys) : slowly(phrase);
  }

  /**
   * The `size` smallest relevance keys (domain withTextRelevanceFlags) of the matches passing every ticked group,
   * ascending; `phrase`: the phrase's products (some of the matches, ascending: one cursor walks them), 'every' to
   * count every match a holder, undefined for none. undefined when a product's key cannot be packed.
   */
  function bestKeys(matched: Int32Array, groups: readonly ValueGroup[], size: number, isFirst: (id: number) => boolean, phrase: Int32Array | 'every' | undefined): Float64Array | undefined {
    const best = new TopKeys(size);
    let inPhrase = 0;
    for (const id of matched) {
      if (groups.length > 0 && !facts.passes(id, groups)) continue;
      const fixedKey = facts.fixedRankKeyOf(id);
      if (Number.isNaN(fixedKey)) return undefined;
      let holds = phrase === 'every';
      if (phrase instanceof Int32Array) {
        while (inPhrase < phrase.length && phrase[inPhrase]! < id) inPhrase++;
        holds = phrase[inPhrase] === id;
      }
      best.offer(withTextRelevanceFlags(fixedKey, isFirst(id), holds));
    }
    return best.sorted();
  }

  const lookups = createLookupReads({ facts, applianceParts, partNumbers, text, printer, textMatches: (match) => matching(match, false), categoryTestOf });
  // Like `evaluated`: a truncated lookup's sample counts and page read the same matches again.
  const lookedUp = new Map<SearchMatch, Promise<LookupMatches>>();
  const lookupMatchesOf = (match: SearchMatch) => {
    let looked = lookedUp.get(match);
    if (!looked) lookedUp.set(match, (looked = lookups.matchesOf(match)));
    return looked;
  };
  const inSample = (id: number) => id % searchSampleModulus === 0;

  /**
   * A lookup counted and listed in Recommended order from memory (lookup-reads.ts), its page's cards left to the
   * card statement. More candidates than `limit` answer `truncated`, as the statement does, and the caller then
   * estimates from the sample (from memory too). undefined, for the statement, in another order, or when the
   * lookup's keys cannot be ordered here.
   */
  async function lookup(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest, limit: number | undefined): Promise<CountedPage | undefined> {
    if (!lookups.handles(match) || page.order.kind !== 'relevance' || page.broad) return undefined;
    const looked = await lookupMatchesOf(match);
    // Incomplete counts, as the statement's that stopped at limit + 1 rows are: the caller reads only `truncated`.
    const truncated = (over: number): CountedPage => ({ aggregate: { perClassification: [], valueCounts: [], matches: 0, candidates: over + 1, truncated: true }, ids: [] });
    // Nothing ticked, every match is a candidate: too many is known before counting them.
    if (limit !== undefined && groups.length === 0 && looked.all.length > limit) return truncated(limit);
    const tally = facts.tally(looked.all, groups);
    if (limit !== undefined && tally.candidates > limit) return truncated(limit);
    const ids = await lookups.pageOf(match, looked, passingOf(looked.all, groups), page, false);
    return ids && { aggregate: countedAggregate(tally), ids };
  }

  const passingOf = (ids: Int32Array, groups: readonly ValueGroup[]) => (groups.length > 0 ? ids.filter((id) => facts.passes(id, groups)) : ids);

  function slowRankedPage(matched: Int32Array, groups: readonly ValueGroup[], page: PageRequest, keysOfId: (id: number) => TextRelevanceKeys): number[] {
    const all = Array.from(matched).flatMap((id) => (groups.length === 0 || facts.passes(id, groups) ? [keysOfId(id)] : []));
    return all.sort(compareTextRelevance).slice(page.skip, page.skip + page.take).map((keys) => keys.id);
  }

  return {
    ...statements,
    async aggregate(match: SearchMatch, groups: readonly ValueGroup[], options: AggregateOptions): Promise<SearchAggregate> {
      if (options.limit !== undefined || options.page) return statements.aggregate(await withTextIds(match), groups, options);
      if (answers(match)) return aggregateOf(match, groups, options.sample);
      if (!lookups.handles(match)) return statements.aggregate(await withTextIds(match), groups, options);
      const { all } = await lookupMatchesOf(match);
      return countedAggregate(facts.tally(options.sample ? all.filter(inSample) : all, groups));
    },
    async countedPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest, limit?: number, cards?: PageCards): Promise<CountedPage> {
      return (await lookup(match, groups, page, limit)) ?? statements.countedPage(await withTextIds(match), groups, page, limit, cards);
    },
    /**
     * A browse from memory, its cards left to the card statement (search.service.ts):
     * - a category in catalogue order (no words, maker or ticked filter): its page is a slice of the facts'
     *   catalogue order and its counts the facts' kept counts, where the kept counts' statement summed and sent every
     *   value of the category ('Seals & Gaskets': 26,174 'Fits appliance' values, 25-34 ms at full scale);
     * - a term naming makers alone, in Recommended order across the whole catalogue: the facts' maker order and kept
     *   tallies, where the statement sorted the makers' products and summed their kept counts beside the cards.
     * The name order, a maker inside a category and the whole catalogue stay the statement's.
     */
    async keptPage(match: SearchMatch, page: PageRequest, cards: PageCards): Promise<CountedPage> {
      const { classificationIds, manufacturerIds } = match;
      const plain = !match.tsQuery && match.matchesAnything && mayBeBroad(match) && !page.broad;
      const kept = (tally: CandidateTally, ids: number[]): CountedPage => ({ aggregate: { ...tally, matches: tally.candidates, truncated: false }, ids });
      if (plain && classificationIds !== undefined && manufacturerIds.length === 0 && page.order.kind === 'catalogue') {
        return kept(facts.categoryTally(classificationIds), facts.categoryPage(classificationIds, page.skip, page.take));
      }
      if (plain && classificationIds === undefined && manufacturerIds.length > 0 && page.order.kind === 'relevance') {
        return kept(facts.makerTally(manufacturerIds), facts.makerPage(manufacturerIds, page.skip, page.take));
      }
      return statements.keptPage(match, page, cards);
    },
    async sampledPage(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest, least: { candidates: number; matches: number }, cards: PageCards): Promise<CountedPage> {
      if (!answers(match)) return statements.sampledPage(match, groups, page, least, cards);
      const aggregate = await aggregateOf(match, groups, true);
      const reached = aggregate.candidates >= least.candidates && aggregate.matches >= least.matches;
      // The cards are left to the card statement (search.service.ts): the index holds no prices or stock.
      return { aggregate, ids: reached ? await rankedPage(match, groups, page) : [] };
    },
    async pageIds(match: SearchMatch, groups: readonly ValueGroup[], page: PageRequest): Promise<number[]> {
      if (page.order.kind === 'relevance' && answers(match)) return rankedPage(match, groups, page);
      if (page.order.kind === 'relevance' && lookups.handles(match)) {
        const looked = await lookupMatchesOf(match);
        const listed = passingOf(page.sampleOnly ? looked.all.filter(inSample) : looked.all, groups);
        const ids = await lookups.pageOf(match, looked, listed, page, page.broad && !page.sampleOnly);
        if (ids) return ids;
      }
      return statements.pageIds(await withTextIds(match), groups, page);
    },
  };
}

/** A tally of every match (none left uncounted) as the search's aggregate: the total is what it counted per classification. */
function countedAggregate(tally: CandidateTally): SearchAggregate {
  return { ...tally, matches: tally.perClassification.reduce((sum, row) => sum + row.count, 0), truncated: false };
}

/**
 * The smallest `size` of many packed keys (domain textRelevanceKey), ascending, without sorting them all: kept in a
 * buffer of twice the size, sorted and cut back whenever it fills (a broad set's deep page reads hundreds of
 * thousands of matches).
 */
class TopKeys {
  private readonly kept: Float64Array;
  private count = 0;
  /** Once `size` keys are kept, the largest of them: no key above it can be among the smallest (keys are unique). */
  private bound = Infinity;
  constructor(private readonly size: number) {
    this.kept = new Float64Array(Math.max(2 * size, 64));
  }
  offer(key: number): void {
    if (key >= this.bound) return;
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
    if (this.count === this.size && this.size > 0) this.bound = this.kept[this.size - 1]!;
  }
}
