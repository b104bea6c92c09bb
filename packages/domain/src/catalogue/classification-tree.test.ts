import { describe, expect, it } from 'vitest';
import { breadcrumbOf, childrenOf, rollUpCounts, subtreeIds } from './classification-tree';

const nodes = [
  { id: 1, parentId: null, name: 'Shop', sortOrder: 2 },
  { id: 2, parentId: null, name: 'Spares', sortOrder: 1 },
  { id: 3, parentId: 1, name: 'Valves', sortOrder: 0 },
  { id: 4, parentId: 3, name: 'Isolating Valves', sortOrder: 0 },
  { id: 5, parentId: 3, name: 'Ball Valves', sortOrder: 0 },
  { id: 6, parentId: 2, name: 'Diverter Valves', sortOrder: 0 },
];

describe('classification tree', () => {
  it('subtreeIds holds the node and every descendant', () => {
    expect(subtreeIds(nodes, 1).sort()).toEqual([1, 3, 4, 5]);
    expect(subtreeIds(nodes, 4)).toEqual([4]);
    expect(subtreeIds(nodes, 99)).toEqual([]);
  });

  it('breadcrumbOf runs from the top down to the node', () => {
    expect(breadcrumbOf(nodes, 4).map((n) => n.name)).toEqual(['Shop', 'Valves', 'Isolating Valves']);
    expect(breadcrumbOf(nodes, 99)).toEqual([]);
    expect(breadcrumbOf([{ id: 1, parentId: 2, name: 'a', sortOrder: 0 }, { id: 2, parentId: 1, name: 'b', sortOrder: 0 }], 1).length).toBeLessThanOrEqual(3);
  });

  it('childrenOf sorts by menu order then name', () => {
    expect(childrenOf(nodes, undefined).map((n) => n.name)).toEqual(['Spares', 'Shop']);
    expect(childrenOf(nodes, 3).map((n) => n.name)).toEqual(['Ball Valves', 'Isolating Valves']);
  });

  it('rollUpCounts adds each count to the child whose subtree holds it', () => {
    const counts = [
      { classificationId: 4, count: 3 },
      { classificationId: 5, count: 2 },
      { classificationId: 6, count: 7 },
      { classificationId: 3, count: 1 },
    ];
    expect(rollUpCounts(nodes, counts, undefined)).toEqual([
      { classificationId: 2, classificationName: 'Spares', number: 7 },
      { classificationId: 1, classificationName: 'Shop', number: 6 },
    ]);
    expect(rollUpCounts(nodes, counts, 3)).toEqual([
      { classificationId: 5, classificationName: 'Ball Valves', number: 2 },
      { classificationId: 4, classificationName: 'Isolating Valves', number: 3 },
    ]);
    expect(rollUpCounts(nodes, counts, 4)).toEqual([]);
  });
});
