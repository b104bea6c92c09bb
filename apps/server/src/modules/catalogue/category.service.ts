import type { BreadcrumbResponse, Classification, ClassificationsResponse } from '@sparesfinder/contracts/catalogue';
import { notFound } from '@sparesfinder/contracts/errors';
import { breadcrumbOf, childrenOf, type ClassificationNode } from '@sparesfinder/domain/catalogue/classification-tree';
import type { CatalogueCache } from './catalogue-cache';
import type { CategoryRepository } from './category.repository';

const toClassification = (node: ClassificationNode): Classification => ({
  classificationId: node.id,
  classificationName: node.name,
  parentClassificationId: node.parentId,
});

/**
 * Category pages (spec 2 §2): the tree, a node's breadcrumb and children. The tree is a reference list of the
 * catalogue cache, read once per catalogue version.
 */
export function createCategoryService(deps: { categoryRepository: CategoryRepository; cache: CatalogueCache; readCatalogueVersion: () => Promise<number> }) {
  const { categoryRepository, cache, readCatalogueVersion } = deps;
  /** The flat tree under the catalogue version last read (callers inside cache.answer() have read it). */
  const listNodes = (): Promise<ClassificationNode[]> => cache.reference('classifications', () => categoryRepository.listClassifications());
  /** The tree at the catalogue's version as the request begins. */
  const currentNodes = async () => {
    cache.observe(await readCatalogueVersion());
    return listNodes();
  };
  return {
    /** The flat tree; search uses it for subtrees and per-child counts. */
    listNodes,

    async getClassifications(): Promise<ClassificationsResponse> {
      return { collection: (await currentNodes()).map(toClassification) };
    },

    /** No startNodeId = the root: no crumbs and the top-level categories. An unknown node is a 404. */
    async getBreadcrumb(startNodeId: number | undefined): Promise<BreadcrumbResponse> {
      const nodes = await currentNodes();
      const breadcrumb = startNodeId === undefined ? [] : breadcrumbOf(nodes, startNodeId);
      if (startNodeId !== undefined && breadcrumb.length === 0) throw notFound('Classification');
      return { breadcrumb: breadcrumb.map(toClassification), children: childrenOf(nodes, startNodeId).map(toClassification) };
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
