import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
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
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { createSearchTermReader } from './search-term-reader';

/**
 * The catalogue area (search, categories, product modals; spec 2 §7). Returns the card service, which the lists
 * area uses to show favourites as product cards, and the catalogue's version for any area that caches catalogue
 * answers, and the appliance manual (the spares finder's View Manual).
 */
export async function registerCatalogue(app: FastifyInstance, deps: AppDependencies & { platform: PlatformModule }) {
  const db = deps.database.db;
  const { searchCacheEntries, searchExactLimit } = deps.config;
  const searchRepository = createSearchRepository(db);
  const cache = createCatalogueCache({ maxResults: searchCacheEntries });
  const { readVersion: readCatalogueVersion } = createCatalogueVersionRepository(db);
  const searchTermReader = createSearchTermReader({ searchRepository, cache });
  const categoryService = createCategoryService({ categoryRepository: createCategoryRepository(db), cache, readCatalogueVersion });
  const productCardService = createProductCardService({ productCardRepository: createProductCardRepository(db) });
  const productDetailsService = createProductDetailsService({ productDetailsRepository: createProductDetailsRepository(db) });
  await app.register(catalogueRoutes, {
    searchService: createSearchService({ searchRepository, searchTermReader, productCardService, categoryService, cache, readCatalogueVersion, exactLimit: searchExactLimit }),
    autocompleteService: createAutocompleteService({ searchRepository, searchTermReader, categoryService, cache, readCatalogueVersion, isFeatureEnabled: deps.platform.isFeatureEnabled }),
    categoryService,
    productDetailsService,
  });
  return { productCardService, readCatalogueVersion, getManualPdf: productDetailsService.getManualPdf };
}
export type CatalogueModule = Awaited<ReturnType<typeof registerCatalogue>>;
