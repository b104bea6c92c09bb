/** The category tree as the search page needs it: subtrees, breadcrumbs and per-child counts (spec 2 §2). */

export interface ClassificationNode {
  id: number;
  parentId: number | null;
  name: string;
  sortOrder: number;
}

const byMenuOrder = (a: ClassificationNode, b: ClassificationNode) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id - b.id;

/** A classification and everything below it ("a classification under Spares lists parts"). Unknown id = []. */
export function subtreeIds(nodes: readonly ClassificationNode[], rootId: number): number[] {
  const children = childrenIndex(nodes);
  if (!nodes.some((n) => n.id === rootId)) return [];
  const ids: number[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    ids.push(id);
    for (const child of children.get(id) ?? []) stack.push(child.id);
  }
  return ids;
}

/** From the top level down to the node itself; [] for an unknown id. Guards against a cycle in bad data. */
export function breadcrumbOf(nodes: readonly ClassificationNode[], id: number): ClassificationNode[] {
  return trailOf(new Map(nodes.map((n) => [n.id, n])), id);
}

function trailOf(byId: ReadonlyMap<number, ClassificationNode>, id: number): ClassificationNode[] {
  const trail: ClassificationNode[] = [];
  for (let node = byId.get(id); node && trail.length <= byId.size; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    trail.push(node);
  }
  return trail.reverse();
}

/** Direct children in menu order; undefined parent = the top level. */
export function childrenOf(nodes: readonly ClassificationNode[], parentId: number | undefined): ClassificationNode[] {
  return (childrenIndex(nodes).get(parentId ?? null) ?? []).slice().sort(byMenuOrder);
}

/**
 * Product counts per classification rolled up to the children of `parentId` (the top level when undefined):
 * each count goes to the child whose subtree holds it. Only counts above 0, in menu order.
 */
export function rollUpCounts(nodes: readonly ClassificationNode[], counts: readonly { classificationId: number; count: number }[], parentId: number | undefined) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const totals = new Map<number, number>();
  for (const { classificationId, count } of counts) {
    const trail = trailOf(byId, classificationId);
    const depth = parentId === undefined ? 0 : trail.findIndex((n) => n.id === parentId) + 1;
    if (parentId !== undefined && depth === 0) continue;
    const child = trail[depth];
    if (child) totals.set(child.id, (totals.get(child.id) ?? 0) + count);
  }
  return [...totals]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ node: byId.get(id) as ClassificationNode, count }))
    .sort((a, b) => byMenuOrder(a.node, b.node))
    .map(({ node, count }) => ({ classificationId: node.id, classificationName: node.name, number: count }));
}

function childrenIndex(nodes: readonly ClassificationNode[]) {
  const index = new Map<number | null, ClassificationNode[]>();
  for (const node of nodes) {
    const siblings = index.get(node.parentId);
    if (siblings) siblings.push(node);
    else index.set(node.parentId, [node]);
  }
  return index;
}
