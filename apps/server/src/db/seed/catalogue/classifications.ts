import type { classifications } from '../../schema/index';
import { sparesTree } from '../names/part-types';
import { shopTree, type ProductFamily, type ShopNode } from '../names/shop-tree';

export interface FamilyInfo {
  index: number;
  family: ProductFamily;
  classificationId: number;
}

export interface ClassificationWorld {
  rows: (typeof classifications.$inferInsert)[];
  /** Every product family of the general catalogue, with the leaf category it lives in. */
  families: FamilyInfo[];
  /** Level-3 spares category name → id ('PCBs' → 57). */
  sparesCategoryIds: Map<string, number>;
  isolatingValvesId: number;
}

/** 'Tools & Fixings' → 'Tools-Fixings' (URL path segment). */
export function urlSegment(name: string): string {
  return name
    .replace(/&/g, ' ')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Ids follow a depth-first walk, so they are the same at every scale. Shop categories link to '/Shop/...'; the
 * spares tree hangs under one 'Spares' parent (isSpares) and links to '/Shop-2/...?classification={id}', which the
 * menu rewrites to the spares search (spec 1 §2 route table).
 */
export function buildClassifications(): ClassificationWorld {
  const world: ClassificationWorld = { rows: [], families: [], sparesCategoryIds: new Map(), isolatingValvesId: 0 };
  let nextId = 1;

  const walk = (node: ShopNode, parentId: number | null, path: string[], level: number, sortOrder: number) => {
    const id = nextId++;
    const segments = [...path, urlSegment(node.name)];
    world.rows.push({ id, parentId, name: node.name, url: `/Shop/${segments.join('/')}`, level, sortOrder, isSpares: false });
    if (node.name === 'Isolating Valves') world.isolatingValvesId = id;
    for (const family of node.families ?? []) world.families.push({ index: world.families.length, family, classificationId: id });
    (node.children ?? []).forEach((child, i) => walk(child, id, segments, level + 1, i + 1));
  };
  shopTree.forEach((top, i) => walk(top, null, [], 1, i + 1));

  const sparesId = nextId++;
  world.rows.push({ id: sparesId, parentId: null, name: 'Spares', url: `/Shop-2?classification=${sparesId}`, level: 1, sortOrder: shopTree.length + 1, isSpares: true });
  sparesTree.forEach(([group, categories], i) => {
    const groupId = nextId++;
    const groupUrl = `/Shop-2/${urlSegment(group)}`;
    world.rows.push({ id: groupId, parentId: sparesId, name: group, url: `${groupUrl}?classification=${groupId}`, level: 2, sortOrder: i + 1, isSpares: true });
    categories.forEach((category, j) => {
      const id = nextId++;
      world.rows.push({ id, parentId: groupId, name: category, url: `${groupUrl}/${urlSegment(category)}?classification=${id}`, level: 3, sortOrder: j + 1, isSpares: true });
      world.sparesCategoryIds.set(category, id);
    });
  });
  return world;
}
