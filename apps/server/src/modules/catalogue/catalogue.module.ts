import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { coalescedRead } from '../../lib/coalesced-read';
import type { HealthModule } from '../health/health.module';
import type { PlatformModule } from '../platform/platform.module';
import { createAutocompleteService } from './autocomplete.service';
import { createCatalogueCache } from './catalogue-cache';
import { catalogueRoutes } from './catalogue.routes';
import { createCategoryRepository } from './category.repository';
import { createCategoryService } from './category.service';
import { createCatalogueVersionRepository } from './catalogue-version.repository';
import { createProductCardRepository } from './product-card.repository';
import { createProductCardService } from './product-card.service';
import { createProductDetailsRepository } from './product-details.repository';
import { createProductDetailsService } from './product-details.service';
import { createSearchRepository, type SearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { createSearchTermReader } from './search-term-reader';
import { loadCatalogueTextIndex } from './text-index/catalogue-text-index';
import { indexedSearchReads } from './text-index/indexed-search-reads';
import { createTextIndexHolder } from './text-index/text-index-holder';
import { createTsQueryPrinter } from './text-index/ts-query-printer';

/**
 * The catalogue area (search, categories, product modals; spec 2 §7). Returns the card service, which the lists
 * area uses to show favourites as product cards, and the catalogue's version for any area that caches catalogue
 * answers, and the appliance manual (the spares finder's View Manual).
 */
export async function registerCatalogue(app: FastifyInstance, deps: AppDependencies & { platform: PlatformModule; health: HealthModule }) {
  const db = deps.database.db;
  const { searchCacheEntries, searchExactLimit, searchTextIndex } = deps.config;
  const searchRepository = createSearchRepository(db);
  const cache = createCatalogueCache({ maxResults: searchCacheEntries });
  // Every catalogue request reads the version first: requests that arrive together share one read (lib/coalesced-read.ts).
  const readCatalogueVersion = coalescedRead(createCatalogueVersionRepository(db).readVersion);
  const searchTermReader = createSearchTermReader({ searchRepository, cache });
  const categoryService = createCategoryService({ categoryRepository: createCategoryRepository(db), cache, readCatalogueVersion });
  const productCardService = createProductCardService({ productCardRepository: createProductCardRepository(db) });
  const productDetailsService = createProductDetailsService({ productDetailsRepository: createProductDetailsRepository(db) });
  const readsAt = searchTextIndex ? textIndexReads(app, deps.health, { db, searchRepository, readCatalogueVersion }) : undefined;
  await app.register(catalogueRoutes, {
    searchService: createSearchService({ searchRepository, searchTermReader, productCardService, categoryService, cache, readCatalogueVersion, exactLimit: searchExactLimit, readsAt }),
    autocompleteService: createAutocompleteService({ searchRepository, searchTermReader, categoryService, cache, readCatalogueVersion, isFeatureEnabled: deps.platform.isFeatureEnabled }),
    categoryService,
    productDetailsService,
  });
  return { productCardService, readCatalogueVersion, getManualPdf: productDetailsService.getManualPdf };
}
export type CatalogueModule = Awaited<ReturnType<typeof registerCatalogue>>;

/**
 * The in-memory index behind the search's reads (decision 017, SEARCH_TEXT_INDEX=on): built once the server is
 * listening and again in the background whenever a search sees a newer catalogue version; until then, and for what
 * it does not hold, the statements answer. /readyz reports its state.
 */
function textIndexReads(
  app: FastifyInstance,
  health: HealthModule,
  deps: { db: AppDependencies['database']['db']; searchRepository: SearchRepository; readCatalogueVersion: () => Promise<number> },
) {
  const { db, searchRepository, readCatalogueVersion } = deps;
  const holder = createTextIndexHolder({
    load: (isCancelled) => loadCatalogueTextIndex(db, readCatalogueVersion, isCancelled),
    onError: (error) => app.log.error({ err: error }, 'search text index: the build failed; searches use the statements'),
  });
  const printer = createTsQueryPrinter((kind, text) => searchRepository.printTsQuery(kind, text));
  health.reportReadiness('searchTextIndex', () => holder.status());
  app.addHook('onReady', async () => void holder.start());
  app.addHook('onClose', () => holder.close());
  return (version: number) => {
    const index = holder.at(version);
    return index ? indexedSearchReads(searchRepository, index, printer) : searchRepository;
  };
}
