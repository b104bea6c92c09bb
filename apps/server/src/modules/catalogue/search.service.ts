import type { SearchIndexQuery, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { buildFilterGroups, facetKey, groupSelections, type GroupedSelection } from '@sparesfinder/domain/catalogue/facets';
import { estimateFromSample, exactMatchLimit, isTooBroadToCount, pageLiesInSample, searchOrder, searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';
import { rollUpCounts, subtreeIds } from '@sparesfinder/domain/catalogue/classification-tree';
import type { Actor } from '../../lib/actor';
import type { CatalogueCache } from './catalogue-cache';
import type { CategoryService } from './category.service';
import type { CardContext, ProductCardService } from './product-card.service';
import type { PageRequest, SearchAggregate, SearchReads, SearchRepository } from './search.repository';
import type { SearchTermReader } from './search-term-reader';
import { isPlainBrowse, mayBeBroad, type SearchMatch, type ValueGroup } from './search-sql';

/** Everything of a search answer that is the same for every viewer (cards add the viewer's likes and basket). */
interface SearchResult {
  ids: number[];
  context: CardContext;
  count: number;
  counts: SearchIndexResponse['counts'];
  filters: SearchIndexResponse['filters'];
}

interface Counted {
  aggregate: SearchAggregate;
  ids: number[];
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
  /** Above this many matches counts are estimated from the sample (domain exactMatchLimit by default). */
  exactLimit?: number;
}) {
  const { searchRepository, searchTermReader, productCardService, categoryService, cache, exactLimit = exactMatchLimit } = deps;

  const listNodes = () => cache.reference('classifications', () => categoryService.listNodes());
  const attributeValueIds = () =>
    cache.reference('attribute-values', async () => new Map((await searchRepository.listAttributeValues()).map((row) => [facetKey(row.attributeId, row.value), row.id])));

  async function valueGroupsOf(groups: readonly GroupedSelection[]): Promise<ValueGroup[]> {
    if (groups.length === 0) return [];
    const ids = await attributeValueIds();
    return groups.map((group) => ({
      attributeId: group.attributeId,
      valueIds: group.values.flatMap((value) => ids.get(facetKey(group.attributeId, value)) ?? []),
    }));
  }

  async function count(reads: SearchReads, match: SearchMatch, groups: ValueGroup[], query: SearchIndexQuery): Promise<Counted> {
    const order = searchOrder(query.sortProp, query.sortDirection, Boolean(query.searchTerm));
    const page = (broad: boolean, sampleMatches = 0): PageRequest => ({
      order,
      broad,
      sampleOnly: broad && pageLiesInSample(query.skip, query.take, sampleMatches),
      skip: query.skip,
      take: query.take,
    });
    const estimatedFrom = async (sample: SearchAggregate): Promise<Counted> => ({
      aggregate: sample,
      ids: await reads.pageIds(match, groups, page(true, sample.matches)),
      scale: searchSampleModulus,
    });

    if (isPlainBrowse(match, groups)) {
      const [aggregate, ids] = await Promise.all([reads.keptCounts(match), reads.pageIds(match, groups, page(false))]);
      return { aggregate, ids, scale: 1 };
    }
    if (mayBeBroad(match)) {
      const sample = await reads.aggregate(match, groups, { sample: true });
      if (isTooBroadToCount(sample.candidates, exactLimit)) return estimatedFrom(sample);
      const [aggregate, ids] = await Promise.all([reads.aggregate(match, groups, { sample: false }), reads.pageIds(match, groups, page(false))]);
      return { aggregate, ids, scale: 1 };
    }
    // Part numbers, GC numbers and appliances name a handful of parts: count exactly beside the page (ranked among
    // at most exactLimit + 1 candidates, so a term that proves broad cannot run away), unless that proves too many.
    const [aggregate, ids] = await Promise.all([
      reads.aggregate(match, groups, { sample: false, limit: exactLimit }),
      reads.pageIds(match, groups, { ...page(false), candidateLimit: exactLimit + 1 }),
    ]);
    if (aggregate.truncated) return estimatedFrom(await reads.aggregate(match, groups, { sample: true }));
    return { aggregate, ids, scale: 1 };
  }

  async function compute(query: SearchIndexQuery): Promise<SearchResult> {
    const nodes = await listNodes();
    const nodeId = query.classificationId ?? query.selectedNodeId;
    const { match, context, typoFallback } = await searchTermReader.read(query.searchTerm, nodeId === undefined ? undefined : subtreeIds(nodes, nodeId));
    const groups = await valueGroupsOf(groupSelections(query.attributes));

    let counted = await count(searchRepository, match, groups, query);
    // Only the term can be misspelt: with a ticked filter the term has already found products.
    if (counted.aggregate.matches === 0 && typoFallback && groups.length === 0) {
      counted = await searchRepository.withTypoTolerance((repository) => count(repository, typoFallback, groups, query));
    }
    const { aggregate, ids, scale } = counted;
    const perClassification = aggregate.perClassification.flatMap((row) =>
      row.classificationId === null ? [] : [{ classificationId: row.classificationId, count: row.count * scale }],
    );
    return {
      ids,
      context,
      count: scale === 1 ? aggregate.matches : estimateFromSample(aggregate.matches),
      counts: { classifications: rollUpCounts(nodes, perClassification, nodeId), approximate: scale > 1 },
      filters: buildFilterGroups(aggregate.facets, query.attributes, scale),
    };
  }

  return {
    async search(actor: Actor, query: SearchIndexQuery): Promise<SearchIndexResponse> {
      const key = `search:${JSON.stringify([query.searchTerm ?? '', query.classificationId ?? query.selectedNodeId ?? null, groupSelections(query.attributes), query.sortProp, query.sortDirection, query.skip, query.take])}`;
      const respond = (result: SearchResult, collection: SearchIndexResponse['collection']): SearchIndexResponse => ({
        collection,
        count: result.count,
        counts: result.counts,
        filters: result.filters,
      });
      // A likely hit: build its cards (never cached: prices, stock, likes) while the version is read.
      const peeked = cache.peek<SearchResult>(key);
      const peekedCards = peeked?.then((result) => productCardService.cardsFor(actor, result.ids, result.context));
      peekedCards?.catch(() => undefined);
      const moved = await cache.refresh();
      if (peeked && peekedCards && !moved) {
        const answer = await Promise.all([peeked, peekedCards]).catch(() => undefined);
        if (answer) return respond(...answer);
      }
      const result = await cache.result(key, () => compute(query));
      return respond(result, await productCardService.cardsFor(actor, result.ids, result.context));
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
