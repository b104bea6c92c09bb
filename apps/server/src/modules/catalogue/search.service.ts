import type { SearchIndexQuery, SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import { buildFilterGroups, groupSelections, type GroupedSelection } from '@sparesfinder/domain/catalogue/facets';
import { facetSampleStep, rankedMatchLimit, searchOrder } from '@sparesfinder/domain/catalogue/ranking';
import { rollUpCounts, subtreeIds } from '@sparesfinder/domain/catalogue/classification-tree';
import type { Actor } from '../../lib/actor';
import type { CategoryService } from './category.service';
import type { ProductCardService } from './product-card.service';
import type { SearchReads, SearchRepository } from './search.repository';
import type { SearchTermReader } from './search-term-reader';
import type { SearchMatch } from './search-sql';

/**
 * POST /ProductSearch/SearchIndex (spec 2 §7): counts first (they decide whether ranking and facets are exact),
 * then the page and the facets, then the cards. If a term finds nothing, it is retried typo-tolerant.
 */
export function createSearchService(deps: {
  searchRepository: SearchRepository;
  searchTermReader: SearchTermReader;
  productCardService: ProductCardService;
  categoryService: CategoryService;
}) {
  const { searchRepository, searchTermReader, productCardService, categoryService } = deps;

  async function run(repository: SearchReads, match: SearchMatch, groups: GroupedSelection[], query: SearchIndexQuery) {
    const perClassification = await repository.countByClassification(match, groups);
    const count = perClassification.reduce((sum, row) => sum + row.count, 0);
    if (count === 0) return { count, perClassification, ids: [] as number[], facets: [], sampleStep: 1 };
    const order = searchOrder(query.sortProp, query.sortDirection, Boolean(query.searchTerm));
    const sampleStep = facetSampleStep(count);
    // In parallel on PostgreSQL's pool; PGlite queues them on its one connection.
    const [ids, facets] = await Promise.all([
      repository.pageIds(match, groups, { order, rank: count <= rankedMatchLimit, skip: query.skip, take: query.take }),
      repository.facetCounts(match, groups, sampleStep),
    ]);
    return { count, perClassification, ids, facets, sampleStep };
  }

  return {
    async search(actor: Actor, query: SearchIndexQuery): Promise<SearchIndexResponse> {
      const nodes = await categoryService.listNodes();
      const nodeId = query.classificationId ?? query.selectedNodeId;
      const { match, context, typoFallback } = await searchTermReader.read(query.searchTerm, nodeId === undefined ? undefined : subtreeIds(nodes, nodeId));
      const groups = groupSelections(query.attributes);

      let result = await run(searchRepository, match, groups, query);
      if (result.count === 0 && typoFallback) {
        result = await searchRepository.withTypoTolerance((repository) => run(repository, typoFallback, groups, query));
      }
      const counts = result.perClassification.flatMap((row) => (row.classificationId === null ? [] : [{ classificationId: row.classificationId, count: row.count }]));
      return {
        collection: await productCardService.cardsFor(actor, result.ids, context),
        count: result.count,
        counts: { classifications: rollUpCounts(nodes, counts, nodeId), approximate: result.sampleStep > 1 },
        filters: buildFilterGroups(result.facets, query.attributes, result.sampleStep),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
