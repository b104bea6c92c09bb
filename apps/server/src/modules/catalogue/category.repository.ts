import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classifications } from '../../db/schema/index';

/** The shared category tree (not organisation data), flat; the domain builds subtrees and breadcrumbs. */
export function createCategoryRepository(db: Executor) {
  return {
    listClassifications() {
      return db
        .select({ id: classifications.id, parentId: classifications.parentId, name: classifications.name, sortOrder: classifications.sortOrder })
        .from(classifications)
        .orderBy(asc(classifications.level), asc(classifications.sortOrder), asc(classifications.name), asc(classifications.id));
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
