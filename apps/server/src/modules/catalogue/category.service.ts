import type { BreadcrumbResponse, Classification, ClassificationsResponse } from '@sparesfinder/contracts/catalogue';
import { notFound } from '@sparesfinder/contracts/errors';
import { breadcrumbOf, childrenOf, type ClassificationNode } from '@sparesfinder/domain/catalogue/classification-tree';
import type { CategoryRepository } from './category.repository';

const toClassification = (node: ClassificationNode): Classification => ({
  classificationId: node.id,
  classificationName: node.name,
  parentClassificationId: node.parentId,
});

/** Category pages (spec 2 §2): the tree, a node's breadcrumb and children. */
export function createCategoryService(deps: { categoryRepository: CategoryRepository }) {
  const { categoryRepository } = deps;
  return {
    /** The flat tree; search uses it for subtrees and per-child counts. */
    listNodes: (): Promise<ClassificationNode[]> => categoryRepository.listClassifications(),

    async getClassifications(): Promise<ClassificationsResponse> {
      return { collection: (await categoryRepository.listClassifications()).map(toClassification) };
    },

    /** No startNodeId = the root: no crumbs and the top-level categories. An unknown node is a 404. */
    async getBreadcrumb(startNodeId: number | undefined): Promise<BreadcrumbResponse> {
      const nodes = await categoryRepository.listClassifications();
      const breadcrumb = startNodeId === undefined ? [] : breadcrumbOf(nodes, startNodeId);
      if (startNodeId !== undefined && breadcrumb.length === 0) throw notFound('Classification');
      return { breadcrumb: breadcrumb.map(toClassification), children: childrenOf(nodes, startNodeId).map(toClassification) };
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
