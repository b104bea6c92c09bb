export interface FlatClassification {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
}

export interface MenuNode extends FlatClassification {
  children: MenuNode[];
}

/** The Shop mega-menu shows three category levels with names sorted alphabetically (spec 1 §2). */
export const menuDepth = 3;

export function buildMenuTree(items: readonly FlatClassification[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(items.map((item) => [item.id, { ...item, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: MenuNode, b: MenuNode) => a.name.localeCompare(b.name, 'en-GB');
  const sortAndTrim = (list: MenuNode[], depth: number): MenuNode[] =>
    list
      .sort(byName)
      .map((node) => ({ ...node, children: depth < menuDepth ? sortAndTrim(node.children, depth + 1) : [] }));
  return sortAndTrim(roots, 1);
}

/** Link target of a category: spares classifications use the /Spares url, products /products?classification=. */
export function classificationHref(item: Pick<FlatClassification, 'id' | 'url'>): string {
  // spec 1 §2: a classification under the SPARES parent goes to its own url with 'Shop-2' replaced by 'Spares'.
  if (item.url.includes('Shop-2')) return item.url.replace('Shop-2', 'Spares');
  return `/products?classification=${item.id}`;
}
