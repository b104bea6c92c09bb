import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { createPlatformRepository } from '../platform/platform.repository';
import { createPlatformService } from '../platform/platform.service';
import { createAutocompleteService } from './autocomplete.service';
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
export async function registerCatalogue(app: FastifyInstance, deps: { db: Database }): Promise<{ productCardService: ProductCardService }> {
  const { db } = deps;
  const platformService = createPlatformService({ platformRepository: createPlatformRepository(db) });
  const isFeatureEnabled = async (actor: Actor, name: string) =>
    (await platformService.getFeatures(actor)).some((flag) => flag.name.toLowerCase() === name && flag.isEnabled);
  const searchRepository = createSearchRepository(db);
  const searchTermReader = createSearchTermReader({ searchRepository });
  const categoryService = createCategoryService({ categoryRepository: createCategoryRepository(db) });
  const productCardService = createProductCardService({ productCardRepository: createProductCardRepository(db) });
  await app.register(catalogueRoutes, {
    searchService: createSearchService({ searchRepository, searchTermReader, productCardService, categoryService }),
    autocompleteService: createAutocompleteService({ searchRepository, searchTermReader, categoryService, isFeatureEnabled }),
    categoryService,
    productDetailsService: createProductDetailsService({ productDetailsRepository: createProductDetailsRepository(db) }),
  });
  return { productCardService };
}
