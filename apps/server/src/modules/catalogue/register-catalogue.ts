import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { createPlatformRepository } from '../platform/platform.repository';
import { createPlatformService } from '../platform/platform.service';
import { createAutocompleteService } from './autocomplete.service';
import { createCatalogueCache } from './catalogue-cache';
import { catalogueRoutes } from './catalogue.routes';
import { createCategoryRepository } from './category.repository';
import { createCategoryService } from './category.service';
import { createProductCardRepository } from './product-card.repository';
import { createProductCardService, type ProductCardService } from './product-card.service';
import { createProductDetailsRepository } from './product-details.repository';
import { createProductDetailsService } from './product-details.service';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';
import { createSearchTermReader } from './search-term-reader';

/**
 * Builds the catalogue area (search, categories, product modals) and registers its routes. Returns the card
 * service, which the lists area uses to show favourites as product cards.
 */
export async function registerCatalogue(app: FastifyInstance, deps: { db: Database; searchCacheEntries: number; searchExactLimit: number }): Promise<{ productCardService: ProductCardService }> {
  const { db, searchCacheEntries, searchExactLimit } = deps;
  const platformService = createPlatformService({ platformRepository: createPlatformRepository(db) });
  const isFeatureEnabled = async (actor: Actor, name: string) =>
    (await platformService.getFeatures(actor)).some((flag) => flag.name.toLowerCase() === name && flag.isEnabled);
  const searchRepository = createSearchRepository(db);
  const cache = createCatalogueCache({ maxResults: searchCacheEntries });
  const searchTermReader = createSearchTermReader({ searchRepository, cache });
  const categoryService = createCategoryService({ categoryRepository: createCategoryRepository(db), cache });
  const productCardService = createProductCardService({ productCardRepository: createProductCardRepository(db) });
  await app.register(catalogueRoutes, {
    searchService: createSearchService({ searchRepository, searchTermReader, productCardService, categoryService, cache, exactLimit: searchExactLimit }),
    autocompleteService: createAutocompleteService({ searchRepository, searchTermReader, categoryService, cache, isFeatureEnabled }),
    categoryService,
    productDetailsService: createProductDetailsService({ productDetailsRepository: createProductDetailsRepository(db) }),
  });
  return { productCardService };
}
