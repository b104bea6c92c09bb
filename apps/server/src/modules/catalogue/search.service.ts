import type { SearchIndexQuery, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { attributeValuesById, buildFilterGroups, facetKey, facetRowsOf, groupSelections, withCollationOrder, type GroupedSelection } from '@sparesfinder/domain/catalogue/facets';
import { estimateFromSample, exactMatchLimit, isTooBroadToCount, pageLiesInSample, searchOrder, searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';
import { rollUpCounts, subtreeIds } from '@sparesfinder/domain/catalogue/classification-tree';
import { categoryNamed, mayCorrectTo, termSearchedInstead } from '@sparesfinder/domain/catalogue/search-term';
import type { Actor } from '../../lib/actor';
import type { CatalogueCache } from './catalogue-cache';
import { samplePageThresholds } from './sample-page';
import type { CategoryService } from './category.service';
import type { CardContext, ProductCardService } from './product-card.service';
import type { ProductCardRow } from './product-card.repository';
import type { PageCards, PageRequest, SearchAggregate, SearchReads, SearchRepository } from './search.repository';
import type { SearchTermReader } from './search-term-reader';
import { isPlainBrowse, isSampledText, mayBeBroad, type SearchMatch, type ValueGroup } from './search-sql';

/** Everything of a search answer that is the same for every viewer (cards add the viewer's likes and basket). */
interface SearchResult {
  ids: number[];
  context: CardContext;
  count: number;
  counts: SearchIndexResponse['counts'];
  filters: SearchIndexResponse['filters'];
  searchedInstead?: SearchIndexResponse['searchedInstead'];
}

interface Counted {
  aggregate: SearchAggregate;
  ids: number[];
  /** The viewer's cards for the page, when the counting query built them. */
  cards?: ProductCardRow[];
  /** 1 when counted exactly, the sample modulus when estimated from the sample. */
  scale: number;
}

/**
 * POST /ProductSearch/SearchIndex (spec 2 §7; modules/catalogue/README.md "Search"). Work is bounded at full scale
 * (TARGETS.md): a set that may be broad is first counted on the fixed sample; too broad, its counts are estimated
 * from it (and say so) and its first pages come from it; otherwise it is counted exactly in one pass beside the
 * page. If a term finds nothing, it is retried typo-tolerant. Answers are cached per catalogue version.
 */
export function createSearchService(deps: {
  searchRepository: SearchRepository;
  searchTermReader: SearchTermReader;
  productCardService: ProductCardService;
  categoryService: CategoryService;
  cache: CatalogueCache;
  /** The catalogue's version as the request begins (catalogue-version.repository.ts). */
  readCatalogueVersion: () => Promise<number>;
  /** Above this many matches counts are estimated from the sample (domain exactMatchLimit by default). */
  exactLimit?: number;
  /**
   * The reads for a catalogue version: the in-memory index's where it holds that version (decision 017,
   * text-index/indexed-search-reads.ts), else the statements'. The answer is the same either way.
   */
  readsAt?: (version: number) => SearchReads;
}) {
  const { searchRepository, searchTermReader, productCardService, categoryService, cache, readCatalogueVersion, exactLimit = exactMatchLimit } = deps;
  const readsAt = deps.readsAt ?? (() => searchRepository);

  /** The attribute values by id (naming counted value ids) and by attribute and value (resolving ticked filters). */
  const attributeValues = () =>
    cache.reference('attribute-values', async () => {
      const values = withCollationOrder(await searchRepository.listAttributeValues());
      return { byId: attributeValuesById(values), idOf: new Map(values.map((value) => [facetKey(value.attributeId, value.value), value.id])) };
    });

  function valueGroupsOf(groups: readonly GroupedSelection[], idOf: ReadonlyMap<string, number>): ValueGroup[] {
    return groups.map((group) => ({
      attributeId: group.attributeId,
      valueIds: group.values.flatMap((value) => idOf.get(facetKey(group.attributeId, value)) ?? []),
    }));
  }

  /** `term`: the words searched for, none when the term named a category (then it is browsed, in catalogue order). */
  async function count(reads: SearchReads, match: SearchMatch, groups: ValueGroup[], query: SearchIndexQuery, term: string | undefined, cards: PageCards): Promise<Counted> {
    // A category named in the search box lists like the category page: its order is the index's, not a sort of
    // every product in it by relevance to no words (issue #13: 'Seals & Gaskets', 73,526 products, 237 ms).
    const order = searchOrder(query.sortProp, query.sortDirection, Boolean(term));
    const page = (broad: boolean, sampleOnly = false): PageRequest => ({ order, broad, sampleOnly, skip: query.skip, take: query.take });
    const estimatedFrom = async (sample: SearchAggregate): Promise<Counted> => ({
      aggregate: sample,
      ids: await reads.pageIds(match, groups, page(true, pageLiesInSample(query.skip, query.take, sample.matches))),
      scale: searchSampleModulus,
    });

    if (isPlainBrowse(match, groups)) return { ...(await reads.keptPage(match, page(false), cards)), scale: 1 };
    if (mayBeBroad(match)) {
      // Plain text in Recommended order: the sample's page and cards come with its counts when the sample proves the
      // set too broad and holds the page, so the commonest broad search is one statement.
      const withPage = isSampledText(match) && order.kind === 'relevance';
      const sampled = withPage
        ? await reads.sampledPage(match, groups, page(true, true), samplePageThresholds(query.skip, query.take, exactLimit), cards)
        : { aggregate: await reads.aggregate(match, groups, { sample: true }), ids: [] };
      const sample = sampled.aggregate;
      if (isTooBroadToCount(sample.candidates, exactLimit)) {
        // The statement read the page exactly when both hold (sample-page.ts samplePageThresholds).
        if (withPage && pageLiesInSample(query.skip, query.take, sample.matches)) return { ...sampled, scale: searchSampleModulus };
        return estimatedFrom(sample);
      }
      // Up to the limit of text matches: the page comes from the text indexes beside the count (reading it back from
      // thousands of counted ids would cost a primary-key probe each).
      const [aggregate, ids] = await Promise.all([reads.aggregate(match, groups, { sample: false }), reads.pageIds(match, groups, page(false))]);
      return { aggregate, ids, scale: 1 };
    }
    // Part numbers, GC numbers and appliances name a handful of parts: count exactly and rank the page in one query
    // (reading at most exactLimit + 1 rows, so a term that proves broad cannot run away), unless that proves too many.
    const counted = await reads.countedPage(match, groups, page(false), exactLimit, cards);
    if (counted.aggregate.truncated) return estimatedFrom(await reads.aggregate(match, groups, { sample: true }));
    return { ...counted, scale: 1 };
  }

  /**
   * The match with its misspelt words corrected; undefined when nothing changes or a word has no near one. A word one
   * slip from vocabulary words takes the commonest (searchTermReader.nearWords, in memory: 'pmup' → 'pump', which
   * trigram similarity does not offer); only a word further off asks the trigram index (searchRepository.correctWords).
   */
  async function correctedMatch(match: SearchMatch): Promise<SearchMatch | undefined> {
    const words = match.textWords ?? [];
    if (words.length === 0) return undefined;
    const near = await searchTermReader.nearWords(words);
    const further = words.filter((word, i) => word.length >= 3 && near[i]!.length === 0);
    const trigramNear = further.length > 0 ? await searchRepository.correctWords(further) : [];
    const trigramNearOf = new Map(further.map((word, i) => [word, trigramNear[i] ?? []]));
    const candidatesOf = (word: string, i: number) => (near[i]!.length > 0 ? near[i]! : (trigramNearOf.get(word) ?? []));
    // A near word only where it is a slip of the keys (domain mayCorrectTo), never a different word that looks alike.
    const fixed = words.map((word, i) => (word.length < 3 ? word : (candidatesOf(word, i).find((candidate) => mayCorrectTo(word, candidate)) ?? null)));
    if (fixed.some((word) => !word) || fixed.every((word, i) => word === words[i])) return undefined;
    const textWords = fixed as string[];
    const tsQuery = await searchTermReader.textQuery(textWords, { completeLastWord: true });
    return { applianceIds: [], manufacturerIds: match.manufacturerIds, classificationIds: match.classificationIds, textWords, tsQuery, matchesAnything: true };
  }

  /** The search's result (the same for every viewer) and, when the counting query built them, the viewer's cards. */
  async function compute(query: SearchIndexQuery, viewer: Actor, version: number): Promise<{ result: SearchResult; cards?: ProductCardRow[] }> {
    const reads = readsAt(version);
    const [nodes, values] = await Promise.all([categoryService.listNodes(), attributeValues()]);
    // A term that is a category's name ('Thermostatic Radiator Valves') lists that category (domain categoryNamed).
    const named = query.classificationId ?? query.selectedNodeId ?? (query.searchTerm ? categoryNamed(nodes, query.searchTerm) : undefined);
    const nodeId = named;
    const term = named !== undefined && query.classificationId === undefined && query.selectedNodeId === undefined ? undefined : query.searchTerm;
    const { match, context, typoFallback } = await searchTermReader.read(term, nodeId === undefined ? undefined : subtreeIds(nodes, nodeId));
    const groups = valueGroupsOf(groupSelections(query.attributes), values.idOf);
    const cards: PageCards = { viewer, preferred: { applianceIds: context.applianceIds ?? [], gcNumber: context.gcNumber } };

    let counted = await count(reads, match, groups, query, term, cards);
    let searchedInstead: SearchResult['searchedInstead'];
    // Only the term can be misspelt: with a ticked filter the term has already found products. The words are
    // corrected against the catalogue's vocabulary, then searched as usual (issue #13: matching every description by
    // similarity took 0.4-2 s at full scale), and only for a slip of the keys ('isolatng' → 'isolating'), never to a
    // different word that looks alike ('thermocouple' is not 'thermostat'). The answer says so, so a trader never
    // takes the corrected products for what was asked.
    if (counted.aggregate.matches === 0 && typoFallback && groups.length === 0 && term) {
      const typedWords = match.textWords ?? [];
      const corrected = await correctedMatch(match);
      if (corrected) counted = await count(reads, corrected, groups, query, term, cards);
      // Still nothing with every word ('towel radiator': towel rails and radiators, never both): any of the words.
      const words = (corrected ?? match).textWords ?? [];
      let anyWord = false;
      if (counted.aggregate.matches === 0 && words.length >= 2) {
        const anyWordMatch: SearchMatch = { ...(corrected ?? match), textWords: undefined, tsQuery: words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' | ') };
        counted = await count(reads, anyWordMatch, groups, query, term, cards);
        anyWord = true;
      }
      if (counted.aggregate.matches > 0 && (corrected || anyWord)) searchedInstead = { term: termSearchedInstead(term, typedWords, words), anyWord };
    }
    const { aggregate, ids, scale } = counted;
    const perClassification = aggregate.perClassification.flatMap((row) =>
      row.classificationId === null ? [] : [{ classificationId: row.classificationId, count: row.count * scale }],
    );
    const result: SearchResult = {
      ids,
      context,
      count: scale === 1 ? aggregate.matches : estimateFromSample(aggregate.matches),
      counts: { classifications: rollUpCounts(nodes, perClassification, nodeId), approximate: scale > 1 },
      filters: buildFilterGroups(facetRowsOf(aggregate.valueCounts, values.byId), query.attributes, scale),
      ...(searchedInstead && { searchedInstead }),
    };
    return { result, cards: counted.cards };
  }

  return {
    async search(actor: Actor, query: SearchIndexQuery): Promise<SearchIndexResponse> {
      const key = `search:${JSON.stringify([query.searchTerm ?? '', query.classificationId ?? query.selectedNodeId ?? null, groupSelections(query.attributes), query.sortProp, query.sortDirection, query.skip, query.take])}`;
      const respond = (result: SearchResult, collection: SearchIndexResponse['collection']): SearchIndexResponse => ({
        collection,
        count: result.count,
        counts: result.counts,
        filters: result.filters,
        ...(result.searchedInstead && { searchedInstead: result.searchedInstead }),
      });
      // Only the result is cached; the cards (prices, stock, likes, basket) are this viewer's, built for every call:
      // by a lookup's counting query when this call worked the result out, else by the card statement. (A call that
      // joins another's computation, or is answered from the cache, never sees that other viewer's cards.)
      let own: { result: SearchResult; cards: ProductCardRow[] } | undefined;
      const version = await readCatalogueVersion();
      return cache.answer(
        version,
        key,
        async () => {
          const { result, cards } = await compute(query, actor, version);
          if (cards) own = { result, cards };
          return result;
        },
        async (result) =>
          respond(result, own?.result === result ? productCardService.cardsFromRows(own.cards) : await productCardService.cardsFor(actor, result.ids, result.context)),
      );
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
