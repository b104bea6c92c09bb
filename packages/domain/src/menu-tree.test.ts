import { describe, expect, it } from 'vitest';
import { buildMenuTree, classificationHref } from './menu-tree';

const flat = [
  { id: 1, parentId: null, name: 'Valves', url: '/Shop/Valves' },
  { id: 2, parentId: null, name: 'Heating', url: '/Shop/Heating' },
  { id: 3, parentId: 1, name: 'Radiator Valves', url: '/Shop/Valves/Radiator' },
  { id: 4, parentId: 1, name: 'Isolating Valves', url: '/Shop/Valves/Isolating' },
  { id: 5, parentId: 4, name: 'Brass', url: '/Shop/Valves/Isolating/Brass' },
  { id: 6, parentId: 5, name: 'Too deep', url: '/x' },
];

describe('buildMenuTree', () => {
  it('nests by parent and sorts names alphabetically at every level', () => {
    const tree = buildMenuTree(flat);
    expect(tree.map((n) => n.name)).toEqual(['Heating', 'Valves']);
    expect(tree[1]!.children.map((n) => n.name)).toEqual(['Isolating Valves', 'Radiator Valves']);
    expect(tree[1]!.children[0]!.children.map((n) => n.name)).toEqual(['Brass']);
  });
  it('stops at three levels', () => {
    const brass = buildMenuTree(flat)[1]!.children[0]!.children[0]!;
    expect(brass.children).toEqual([]);
  });
  it('treats orphans as roots', () => {
    expect(buildMenuTree([{ id: 9, parentId: 99, name: 'Orphan', url: '' }]).map((n) => n.id)).toEqual([9]);
  });
});

describe('classificationHref', () => {
  it('sends product categories to /products', () => {
    expect(classificationHref({ id: 4, url: '/Shop/Valves' })).toBe('/products?classification=4');
  });
  it("replaces 'Shop-2' with 'Spares' for spares categories", () => {
    expect(classificationHref({ id: 7, url: '/Shop-2/Boiler-Spares/PCBs?classification=7' })).toBe(
      '/Spares/Boiler-Spares/PCBs?classification=7',
    );
  });
});
