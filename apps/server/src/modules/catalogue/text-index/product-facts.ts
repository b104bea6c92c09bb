import { textRelevanceKey, type TextRelevanceKeys } from '@sparesfinder/domain/catalogue/ranking';
import { grownTo, type CandidateTally } from '../candidate-tally';
import { createValueTallyScratch, type ValueTallySlot } from '../value-tally-scratch';
import type { ValueGroup } from '../search-sql';
import { unionOf } from './text-index';
import type { ValueCounts } from '@sparesfinder/domain/catalogue/facets';

/**
 * What a search counts and ranks of each product, in arrays by product id (decision 017, slice 2): its
 * classification, maker, attribute value ids and the relevance keys search.repository.ts orderBy reads after the
 * phrase (document length, genuine, part-number length). `tally` counts a set of matching products the way
 * search-sql.ts aggregateQuery and candidate-tally.ts do (standard faceting), without PostgreSQL reading a row per
 * match.
 */
export interface ProductFacts {
  /** Per classification and per value, as candidate-tally.ts's tallyCandidates answers for the same products. */
  tally(productIds: Int32Array, groups: readonly ValueGroup[]): CandidateTally;
  /** Whether product_search held the product. */
  holds(productId: number): boolean;
  /** The classification id, or -1 for none or an id not held. */
  classificationOf(productId: number): number;
  /** The maker's id, or -1 for none or an id not held. */
  manufacturerOf(productId: number): number;
  /** The relevance keys after the phrase (ranking.ts): document length, genuine (1/0), part-number length (-1 = none). */
  rankKeysOf(productId: number): { documentLength: number; genuine: number; partNumberLength: number };
  /**
   * The product's own part of its relevance key (domain withTextRelevanceFlags: textRelevanceKey with `first` and
   * `phrase` true), packed once; NaN when a field is beyond what the key packs (then keys are compared as objects).
   */
  fixedRankKeyOf(productId: number): number;
  /** Whether the product passes every ticked group (OR inside a group, AND across groups). */
  passes(productId: number, groups: readonly ValueGroup[]): boolean;
  /**
   * Products skip … skip + take of these classifications in catalogue order (search.repository.ts orderKeysOf
   * 'catalogue': classification by classification, ascending ids within each).
   */
  categoryPage(classificationIds: readonly number[], skip: number, take: number): number[];
  /**
   * What `tally` answers for every product of these classifications with nothing ticked, summed from counts kept per
   * classification as the facts are built (classification_value_counts, in memory): a browse adds up a few hundred
   * counts per classification where a tally would read every product ('Heating': 27 ms).
   */
  categoryTally(classificationIds: readonly number[]): CandidateTally;
  /**
   * Products skip … skip + take of these makers in the Recommended order of a term that names makers alone
   * (search.repository.ts orderKeysOf 'relevance' with no tier or text key: genuine first, then shorter part numbers,
   * none last, then ascending ids).
   */
  makerPage(manufacturerIds: readonly number[], skip: number, take: number): number[];
  /**
   * What `tally` answers for every product of these makers with nothing ticked, summed from a tally kept per maker
   * as the facts are built (manufacturer_value_counts, in memory).
   */
  makerTally(manufacturerIds: readonly number[]): CandidateTally;
  /**
   * Every product of these makers, ascending ids: what a term naming makers and words is matched among (a maker's
   * few thousand products, where the words alone can match hundreds of thousands).
   */
  productsOfMakers(manufacturerIds: readonly number[]): Int32Array;
}

export interface ProductFactsRow {
  id: number;
  classificationId: number | null;
  valueIds: readonly number[];
  manufacturerId: number | null;
  isGenuine: boolean;
  /** length(mpn_normalised); null when the product has none. */
  partNumberLength: number | null;
  /** length(search_document): its distinct lexemes; 0 when it has none. */
  documentLength: number;
}

const none = -1;

/** A product's relevance keys (domain TextRelevanceKeys) from its facts' rankKeysOf and the search's two flags. */
export function textRelevanceKeysOf(id: number, rank: ReturnType<ProductFacts['rankKeysOf']>, first: boolean, phrase: boolean): TextRelevanceKeys {
  return { id, first, phrase, documentLength: rank.documentLength, genuine: rank.genuine === 1, partNumberLength: rank.partNumberLength < 0 ? null : rank.partNumberLength };
}

/** The per-id columns read to filter and rank, grown together. */
const columnNames = ['manufacturer', 'genuine', 'partNumberLength', 'documentLength'] as const;
type Columns = Record<(typeof columnNames)[number], Int32Array>;

/**
 * What a tally reads of each product sits in one record: its classification, how many values it has, then its first
 * `inlineValues` value ids (the full-scale catalogue holds at most 6). At 32 bytes a record is half a cache line, so a
 * match costs one memory read where separate arrays cost three (a broad search's matches lie all over the id range;
 * a tally of 14,000 took 4.5 ms in separate arrays, 0.9 ms in records). Values beyond those are kept in `overflow`.
 */
const inlineValues = 6;
const stride = 2 + inlineValues;
const classificationField = 0;
const valueCountField = 1;
const firstValueField = 2;

/** Rows added one by one in ascending id order (a keyset read's batches), then built once. */
export function createProductFactsBuilder() {
  let columns = Object.fromEntries(columnNames.map((name) => [name, new Int32Array(1024).fill(none)])) as Columns;
  let records = new Int32Array(1024 * stride);
  const overflow = new Map<number, Int32Array>();
  let highestId = -1;
  return {
    add(row: ProductFactsRow): void {
      const { id } = row;
      if (id <= highestId) throw new Error('product facts: rows must come in ascending id order');
      if (id + 1 >= columns.manufacturer.length) {
        const size = Math.max(id + 2, columns.manufacturer.length * 2);
        columns = Object.fromEntries(
          columnNames.map((name) => {
            const grown = new Int32Array(size).fill(none);
            grown.set(columns[name]);
            return [name, grown];
          }),
        ) as Columns;
        records = grownTo(records, size * stride - 1);
      }
      // Ids skipped in between hold no classification and no values.
      for (let skipped = highestId + 1; skipped < id; skipped++) records[skipped * stride + classificationField] = none;
      const at = id * stride;
      records[at + classificationField] = row.classificationId ?? none;
      records[at + valueCountField] = row.valueIds.length;
      row.valueIds.slice(0, inlineValues).forEach((valueId, i) => (records[at + firstValueField + i] = valueId));
      if (row.valueIds.length > inlineValues) overflow.set(id, Int32Array.from(row.valueIds.slice(inlineValues)));
      columns.manufacturer[id] = row.manufacturerId ?? none;
      columns.genuine[id] = row.isGenuine ? 1 : 0;
      columns.partNumberLength[id] = row.partNumberLength ?? none;
      columns.documentLength[id] = row.documentLength;
      highestId = id;
    },
    build(): ProductFacts {
      const kept = Object.fromEntries(columnNames.map((name) => [name, columns[name].slice(0, highestId + 1)])) as Columns;
      return factsOf(kept, records.slice(0, (highestId + 1) * stride), overflow);
    },
  };
}

function factsOf(columns: Columns, records: Int32Array, overflow: ReadonlyMap<number, Int32Array>): ProductFacts {
  const productCount = records.length / stride;
  let highestValueId = 0;
  for (let id = 0; id < productCount; id++) {
    const at = id * stride;
    const end = at + firstValueField + Math.min(records[at + valueCountField]!, inlineValues);
    for (let v = at + firstValueField; v < end; v++) highestValueId = Math.max(highestValueId, records[v]!);
  }
  for (const values of overflow.values()) for (const valueId of values) highestValueId = Math.max(highestValueId, valueId);
  const scratch = createValueTallyScratch(highestValueId + 1);
  const held = (productId: number) => productId >= 0 && productId < productCount;
  const rankKeysOf = (productId: number) => ({
    documentLength: columns.documentLength[productId]!,
    genuine: columns.genuine[productId]!,
    partNumberLength: columns.partNumberLength[productId]!,
  });
  // Catalogue order: classification by classification, ascending ids within each.
  const classifications = groupedBy(productCount, (id) => records[id * stride + classificationField]!);
  const fixedRankKeys = Float64Array.from(columns.documentLength, (_, id) => textRelevanceKey(textRelevanceKeysOf(id, rankKeysOf(id), true, true)) ?? Number.NaN);

  /** Counts each value of a held product once in `slot`. */
  function countValuesOf(productId: number, slot: ValueTallySlot): void {
    const { counts, touched } = slot;
    const at = productId * stride;
    const valueCount = records[at + valueCountField]!;
    const end = at + firstValueField + Math.min(valueCount, inlineValues);
    for (let v = at + firstValueField; v < end; v++) {
      const valueId = records[v]!;
      if (counts[valueId]!++ === 0) touched.push(valueId);
    }
    if (valueCount > inlineValues) {
      for (const valueId of overflow.get(productId)!) if (counts[valueId]!++ === 0) touched.push(valueId);
    }
  }

  /** Products per value of these products (each held), as one block with no gap. */
  function tallyValues(productIds: Int32Array): ValueCounts | undefined {
    const slot = scratch.slot(0);
    for (const id of productIds) countValuesOf(id, slot);
    return slot.takeBlock(null);
  }

  /** Whether the product holds any of `wanted` (a ticked group's values: a few, so a list beats a set). */
  function holdsAny(productId: number, wanted: readonly number[]): boolean {
    const at = productId * stride;
    const valueCount = records[at + valueCountField]!;
    const end = at + firstValueField + Math.min(valueCount, inlineValues);
    for (let v = at + firstValueField; v < end; v++) if (wanted.includes(records[v]!)) return true;
    if (valueCount <= inlineValues) return false;
    for (const valueId of overflow.get(productId)!) if (wanted.includes(valueId)) return true;
    return false;
  }

  // Each classification's products tallied once, as classification_value_counts keeps them (categoryTally).
  const keptCategoryTallies: (CandidateTally | undefined)[] = [];
  for (const id of classifications.groups) {
    const products = classifications.productsOf(id);
    const values = tallyValues(products);
    keptCategoryTallies[id] = { perClassification: [{ classificationId: id, count: products.length }], valueCounts: values ? [values] : [], candidates: products.length };
  }

  const makers = makerOrderOf(columns, productCount);

  /** Adds a kept block of value counts to `slot` (counts tallied elsewhere for the same facts). */
  function addValueCounts(slot: ValueTallySlot, block: ValueCounts): void {
    for (let k = 0; k < block.valueIds.length; k++) slot.add(block.valueIds[k]!, block.counts[k]!);
  }

  /**
   * Tallies kept for disjoint sets of products (classifications, makers) added up: what a tally of all their products
   * answers with nothing ticked. One kept tally is answered as it is (its lists copied; the blocks are read-only).
   */
  function sumKept(kept: readonly CandidateTally[]): CandidateTally {
    if (kept.length === 1) return { perClassification: [...kept[0]!.perClassification], valueCounts: [...kept[0]!.valueCounts], candidates: kept[0]!.candidates };
    const slot = scratch.slot(0);
    const perClassification = new Map<number | null, number>();
    let candidates = 0;
    for (const tally of kept) {
      for (const row of tally.perClassification) perClassification.set(row.classificationId, (perClassification.get(row.classificationId) ?? 0) + row.count);
      for (const block of tally.valueCounts) addValueCounts(slot, block);
      candidates += tally.candidates;
    }
    const block = slot.takeBlock(null);
    return { perClassification: [...perClassification].map(([classificationId, count]) => ({ classificationId, count })), valueCounts: block ? [block] : [], candidates };
  }

  const facts: ProductFacts = {
    // Every row added sets genuine to 0 or 1; ids skipped between rows keep none.
    holds: (productId) => held(productId) && columns.genuine[productId] !== none,
    classificationOf: (productId) => (held(productId) ? records[productId * stride + classificationField]! : none),
    manufacturerOf: (productId) => (held(productId) ? columns.manufacturer[productId]! : none),
    rankKeysOf,
    fixedRankKeyOf: (productId) => fixedRankKeys[productId]!,
    passes: (productId, groups) => groups.every((group) => holdsAny(productId, group.valueIds)),
    categoryPage(classificationIds, skip, take) {
      const page: number[] = [];
      let before = skip;
      for (const id of classifications.among(classificationIds)) {
        const held = classifications.productsOf(id);
        if (before >= held.length) {
          before -= held.length;
          continue;
        }
        for (let k = before; k < held.length && page.length < take; k++) page.push(held[k]!);
        before = 0;
        if (page.length === take) break;
      }
      return page;
    },
    categoryTally(classificationIds) {
      return sumKept(classifications.among(classificationIds).map((id) => keptCategoryTallies[id]!));
    },
    makerPage(manufacturerIds, skip, take) {
      return mergedPage(makers.among(manufacturerIds).map((id) => makers.keysOf(id)), skip, take).map(idOfMakerKey);
    },
    makerTally(manufacturerIds) {
      return sumKept(makers.among(manufacturerIds).map((id) => keptMakerTallies[id]!));
    },
    productsOfMakers(manufacturerIds) {
      return unionOf(makers.among(manufacturerIds).map((id) => makers.productsOf(id)));
    },
    tally(productIds, groups) {
      let perClassification = new Int32Array(256);
      // Slot 0: products passing every ticked group; slot g + 1: products failing group g alone.
      const slots = Array.from({ length: groups.length + 1 }, (_, slot) => scratch.slot(slot));
      let candidates = 0;
      for (const id of productIds) {
        if (!held(id)) {
          scratch.clear(); // leaves the scratch clean for the next tally
          throw new Error(`product facts: no product ${id}`);
        }
        // The one ticked group the product fails (none when it passes all); failing two or more, it is not counted.
        let gap = -1;
        let failed = 0;
        for (let g = 0; g < groups.length && failed < 2; g++) {
          if (!holdsAny(id, groups[g]!.valueIds)) {
            failed++;
            gap = g;
          }
        }
        if (failed >= 2) continue;
        candidates++;
        const at = id * stride;
        if (gap === -1) {
          const slot = records[at + classificationField]! + 1;
          if (slot >= perClassification.length) perClassification = grownTo(perClassification, slot);
          perClassification[slot]!++;
        }
        countValuesOf(id, slots[gap + 1]!);
      }
      const classificationCounts: CandidateTally['perClassification'] = [];
      for (let slot = 0; slot < perClassification.length; slot++) {
        if (perClassification[slot]! > 0) classificationCounts.push({ classificationId: slot === 0 ? null : slot - 1, count: perClassification[slot]! });
      }
      const valueCounts = slots.flatMap((slot, s) => slot.takeBlock(s === 0 ? null : groups[s - 1]!.attributeId) ?? []);
      return { perClassification: classificationCounts, valueCounts, candidates };
    },
  };
  // Each maker's products tallied once, as manufacturer_value_counts keeps them (makerTally).
  const keptMakerTallies: (CandidateTally | undefined)[] = [];
  // Shared by every answer for one maker (makerTally copies only the lists): read-only.
  for (const id of makers.groups) keptMakerTallies[id] = facts.tally(makers.productsOf(id), []);
  return facts;
}

/**
 * A maker's product's Recommended key (ProductFacts makerPage): genuine, then part-number length (none last), then id.
 * Part numbers are at most 60 characters (products.mpn), well inside the key's 12 bits.
 */
const makerKeyOf = (id: number, genuine: number, partNumberLength: number) =>
  (genuine === 1 ? 0 : 2 ** 44) + (partNumberLength < 0 ? 4095 : Math.min(partNumberLength, 4094)) * 2 ** 32 + id;
const idOfMakerKey = (key: number) => key % 2 ** 32;

/**
 * Every product with a maker, maker by maker: ascending ids (to tally) and ascending Recommended keys (to list; a
 * sort of each maker's keys).
 */
function makerOrderOf(columns: Columns, productCount: number) {
  const makers = groupedBy(productCount, (id) => columns.manufacturer[id]!);
  const keys = Float64Array.from(makers.products, (id) => makerKeyOf(id, columns.genuine[id]!, columns.partNumberLength[id]!));
  const keysOf = (maker: number) => keys.subarray(makers.startOf(maker), makers.endOf(maker));
  for (const maker of makers.groups) keysOf(maker).sort();
  return { ...makers, keysOf };
}

/** Keys skip … skip + take of several ascending key lists merged, without merging more than that. */
function mergedPage(lists: readonly Float64Array[], skip: number, take: number): number[] {
  if (lists.length === 1) return Array.from(lists[0]!.subarray(skip, skip + take));
  const at = lists.map(() => 0);
  const page: number[] = [];
  for (let taken = 0; taken < skip + take; taken++) {
    let best = -1;
    for (let l = 0; l < lists.length; l++) if (at[l]! < lists[l]!.length && (best < 0 || lists[l]![at[l]!]! < lists[best]![at[best]!]!)) best = l;
    if (best < 0) break;
    const key = lists[best]![at[best]!++]!;
    if (taken >= skip) page.push(key);
  }
  return page;
}

/**
 * The products grouped by a non-negative group id (a classification, a maker; -1 for none), ascending ids within each
 * group: a counting sort of the ids, which come in ascending order.
 */
function groupedBy(productCount: number, groupOf: (productId: number) => number) {
  let highest = -1;
  for (let id = 0; id < productCount; id++) highest = Math.max(highest, groupOf(id));
  const starts = new Int32Array(highest + 2);
  for (let id = 0; id < productCount; id++) if (groupOf(id) >= 0) starts[groupOf(id) + 1]!++;
  for (let g = 1; g < starts.length; g++) starts[g]! += starts[g - 1]!;
  const products = new Int32Array(starts[starts.length - 1]!);
  const next = starts.slice();
  for (let id = 0; id < productCount; id++) if (groupOf(id) >= 0) products[next[groupOf(id)]!++] = id;
  const productsOf = (group: number) => products.subarray(starts[group]!, starts[group + 1]!);
  const holds = (group: number) => group >= 0 && group <= highest && starts[group + 1]! > starts[group]!;
  return {
    products,
    /** The groups that hold products, ascending. */
    groups: Array.from({ length: highest + 1 }, (_, group) => group).filter(holds),
    startOf: (group: number) => starts[group]!,
    endOf: (group: number) => starts[group + 1]!,
    productsOf,
    /** The groups named that hold products, ascending, each once. */
    among: (groupIds: readonly number[]) => [...new Set(groupIds)].filter(holds).sort((a, b) => a - b),
  };
}
