/**
 * Filter (facet) rules of the search page (spec 2 §3 "Filter attribute", §4 "Sort and filter", §5).
 * Several ticked values of one attribute combine with OR, different attributes with AND. A group's value counts
 * are taken over the result filtered by every OTHER group's selection (standard faceting), so after ticking
 * '15mm' the other sizes still show how many products a second tick would add.
 */

export interface AttributeSelection {
  attributeId: number;
  value: string;
}

export interface GroupedSelection {
  attributeId: number;
  values: string[];
}

/** One entry per attribute, values deduplicated; order is stable (attribute id, then value). */
export function groupSelections(selected: readonly AttributeSelection[]): GroupedSelection[] {
  const byAttribute = new Map<number, Set<string>>();
  for (const { attributeId, value } of selected) {
    const values = byAttribute.get(attributeId) ?? new Set<string>();
    values.add(value);
    byAttribute.set(attributeId, values);
  }
  return [...byAttribute]
    .sort(([a], [b]) => a - b)
    .map(([attributeId, values]) => ({ attributeId, values: [...values].sort() }));
}

/** Does a product (its attribute → value map) pass the selection? OR inside a group, AND across groups. */
export function passesSelection(values: ReadonlyMap<number, string>, groups: readonly GroupedSelection[], ignoreAttributeId?: number): boolean {
  return groups.every((group) => group.attributeId === ignoreAttributeId || group.values.includes(values.get(group.attributeId) ?? '\u0000'));
}

export interface FacetCountRow {
  attributeId: number;
  attributeName: string;
  value: string;
  count: number;
  /** The value's place in the collator's order (AttributeValue.order), when known: compared instead of the text. */
  order?: number;
}

/**
 * Reference implementation of the counts (the SQL in modules/catalogue computes the same thing in the database;
 * tests compare the two). `products` are the search result before any attribute selection.
 */
export function countFacets(products: readonly ReadonlyMap<number, string>[], groups: readonly GroupedSelection[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const values of products) {
    for (const [attributeId, value] of values) {
      if (!passesSelection(values, groups, attributeId)) continue;
      const key = facetKey(attributeId, value);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}
export const facetKey = (attributeId: number, value: string) => `${attributeId}\u0000${value}`;

export interface FilterGroup {
  attributeId: number;
  attributeName: string;
  /** Group-level count: products in the group's set carrying any value of the attribute. */
  number: number;
  values: { value: string; number: number; selected: boolean }[];
}

/**
 * The most values a filter group lists (spec 2 §9 shows 5, then all with Show More; how many is not shown). A large
 * spares category fits tens of thousands of appliances: 'Seals & Gaskets' answered 25,934 'Fits appliance' values,
 * 1.7 MB, for a list no one scrolls (issue #13). The commonest are kept, and every ticked one; the group's number
 * still counts them all. The spares finder is the way to a part by its appliance.
 */
export const filterValueLimit = 100;

/**
 * Shapes counted rows into filter groups: only counts above 0 (spec 2 §5), values by count then value, at most
 * `filterValueLimit` of them besides the ticked ones, groups by name. `scale` multiplies sampled counts back up to
 * estimates (TARGETS.md: the page then says "approximate").
 */
export function buildFilterGroups(rows: readonly FacetCountRow[], selected: readonly AttributeSelection[], scale = 1): FilterGroup[] {
  const chosen = new Set(selected.map((s) => facetKey(s.attributeId, s.value)));
  const groups = new Map<number, { group: Omit<FilterGroup, 'values'>; commonest: RankedValue[]; ticked: RankedValue[] }>();
  for (const row of rows) {
    const number = Math.round(row.count * scale);
    if (number <= 0) continue;
    let entry = groups.get(row.attributeId);
    if (!entry) {
      entry = { group: { attributeId: row.attributeId, attributeName: row.attributeName, number: 0 }, commonest: [], ticked: [] };
      groups.set(row.attributeId, entry);
    }
    entry.group.number += number;
    const selected = chosen.size > 0 && chosen.has(facetKey(row.attributeId, row.value));
    // Most of a large group's values are left out: those are told by their number alone, before an object is made.
    const last = entry.commonest.length === filterValueLimit ? entry.commonest[filterValueLimit - 1] : undefined;
    if (last && !selected && number < last.shown.number) continue;
    const value: RankedValue = { shown: { value: row.value, number, selected }, order: row.order };
    const dropped = keepAmongCommonest(entry.commonest, value);
    if (dropped?.shown.selected) entry.ticked.push(dropped);
  }
  const shaped: FilterGroup[] = [...groups.values()].map(({ group, commonest, ticked }) => ({
    ...group,
    values: (ticked.length === 0 ? commonest : [...commonest, ...ticked].sort(byCountThenValue)).map((ranked) => ranked.shown),
  }));
  return withoutRepeatedGroups(shaped.sort((a, b) => collator.compare(a.attributeName, b.attributeName) || a.attributeId - b.attributeId));
}

type FilterValue = FilterGroup['values'][number];
/** A value being ranked, with its place in the collator's order when known. */
interface RankedValue {
  shown: FilterValue;
  order: number | undefined;
}
// localeCompare's order, with the collator made once: a call of localeCompare sets one up each time (issue #13: a
// spares category's 26,000 'Fits appliance' values took 20-80 ms to sort).
const collator = new Intl.Collator();
// Values of equal count compare by their place in that order, worked out once per catalogue (withCollationOrder):
// most of a large group's values tie on a count of 1 or 2, and comparing their text was most of the shaping (#13).
const byCountThenValue = (a: RankedValue, b: RankedValue) =>
  b.shown.number - a.shown.number || (a.order !== undefined && b.order !== undefined ? a.order - b.order : collator.compare(a.shown.value, b.shown.value));

/**
 * Keeps `commonest` the first filterValueLimit values by count then value, in that order, as values arrive: one
 * comparison with the last kept for most values, instead of sorting every value. Returns the value left out (`value`
 * itself, or the last kept that it pushed out), if any.
 */
function keepAmongCommonest(commonest: RankedValue[], value: RankedValue): RankedValue | undefined {
  if (commonest.length === filterValueLimit && byCountThenValue(value, commonest[filterValueLimit - 1]!) >= 0) return value;
  let low = 0;
  let high = commonest.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byCountThenValue(commonest[middle]!, value) <= 0) low = middle + 1;
    else high = middle;
  }
  commonest.splice(low, 0, value);
  return commonest.length > filterValueLimit ? commonest.pop() : undefined;
}

/**
 * A group offering exactly the values and counts of one listed before it adds nothing (on a spares-only listing a
 * genuine part's Brand is its Boiler make), so it is left out; on a mixed result the two differ and both show. A
 * group with a ticked value always shows, so the tick can be taken off.
 */
export function withoutRepeatedGroups(groups: readonly FilterGroup[]): FilterGroup[] {
  const seen = new Set<string>();
  return groups.filter((group) => {
    const signature = JSON.stringify(group.values.map((v) => [v.value, v.number]));
    const repeated = seen.has(signature) && !group.values.some((v) => v.selected);
    seen.add(signature);
    return !repeated;
  });
}

/** An attribute value as the catalogue stores it (attribute_values, with its attribute's name). */
export interface AttributeValue {
  id: number;
  attributeId: number;
  attributeName: string;
  value: string;
  /** Its place among all values in the collator's order (withCollationOrder). */
  order?: number;
}

/** The values with their place in the collator's order, for filter values of equal count (buildFilterGroups). */
export function withCollationOrder(values: readonly AttributeValue[]): AttributeValue[] {
  const sorted = [...values].sort((a, b) => collator.compare(a.value, b.value) || a.id - b.id);
  const orderOf = new Map(sorted.map((value, i) => [value, i]));
  // Made afresh with every field in one order, so every value has one shape.
  return values.map(({ id, attributeId, attributeName, value }, i) => ({ id, attributeId, attributeName, value, order: orderOf.get(values[i]!)! }));
}

/** Products counted per attribute value id, as the search SQL returns them: one block per gap. */
export interface ValueCounts {
  /** The one ticked attribute the counted products fail, or null when they pass every ticked attribute. */
  gap: number | null;
  /** Attribute value ids, each once in a block, paired by position with `counts`. */
  valueIds: ArrayLike<number>;
  counts: ArrayLike<number>;
}

/** Attribute values by id (attributeValuesById; a Map serves too). */
export interface AttributeValueLookup {
  get(id: number): AttributeValue | undefined;
}

/**
 * The values by id, for facetRowsOf: an array indexed by id, since ids are a serial (attribute_values). A Map of a
 * large spares search's 26,000 counted ids was most of the naming (issue #13); a Map only when ids are too sparse.
 */
export function attributeValuesById(values: readonly AttributeValue[]): AttributeValueLookup {
  let largest = 0;
  for (const value of values) largest = Math.max(largest, value.id);
  if (!Number.isSafeInteger(largest) || largest > 4 * values.length + 1024 || values.some((value) => !Number.isInteger(value.id) || value.id < 0)) {
    return new Map(values.map((value) => [value.id, value]));
  }
  const byId = Array.from<AttributeValue | undefined>({ length: largest + 1 });
  for (const value of values) byId[value.id] = value;
  return { get: (id) => byId[id] };
}

/**
 * Facet rows from per-value counts: the SQL counts value ids and the names come from the cached list of values (no
 * join in the hot query). Products that fail one ticked attribute count only towards that attribute's own values
 * (what a second tick there would add), as in countFacets: such a value comes in two blocks and its counts are summed.
 */
export function facetRowsOf(blocks: readonly ValueCounts[], values: AttributeValueLookup): FacetCountRow[] {
  const rows: FacetCountRow[] = [];
  // Only a ticked attribute's values come in more than one block (the gap's and the passing products'): only their
  // rows are looked up again, so the common untouched value costs no map.
  const ticked = new Set<number>();
  for (const block of blocks) if (block.gap !== null) ticked.add(block.gap);
  const positionOf = new Map<number, number>();
  for (const { gap, valueIds, counts } of blocks) {
    for (let i = 0; i < valueIds.length; i++) {
      const valueId = valueIds[i]!;
      const value = values.get(valueId);
      if (!value || (gap !== null && value.attributeId !== gap)) continue;
      if (ticked.has(value.attributeId)) {
        const position = positionOf.get(valueId);
        if (position !== undefined) {
          rows[position]!.count += counts[i]!;
          continue;
        }
        positionOf.set(valueId, rows.length);
      }
      rows.push({ attributeId: value.attributeId, attributeName: value.attributeName, value: value.value, count: counts[i]!, order: value.order });
    }
  }
  return rows;
}
