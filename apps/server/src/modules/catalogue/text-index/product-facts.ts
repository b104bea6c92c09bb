import type { ValueCounts } from '@sparesfinder/domain/catalogue/facets';
import { blockOf, grownTo, type CandidateTally } from '../candidate-tally';
import type { ValueGroup } from '../search-sql';

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
  /** The classification id, or -1 for none or an id not held. */
  classificationOf(productId: number): number;
  /** The maker's id, or -1 for none or an id not held. */
  manufacturerOf(productId: number): number;
  /** The relevance keys after the phrase (ranking.ts): document length, genuine (1/0), part-number length (-1 = none). */
  rankKeysOf(productId: number): { documentLength: number; genuine: number; partNumberLength: number };
  /** Whether the product passes every ticked group (OR inside a group, AND across groups). */
  passes(productId: number, groups: readonly ValueGroup[]): boolean;
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

/** The per-id columns, grown together. */
const columnNames = ['classification', 'manufacturer', 'genuine', 'partNumberLength', 'documentLength'] as const;
type Columns = Record<(typeof columnNames)[number], Int32Array>;

/** Rows added one by one in ascending id order (a keyset read's batches), then built once. */
export function createProductFactsBuilder() {
  let columns = Object.fromEntries(columnNames.map((name) => [name, new Int32Array(1024).fill(none)])) as Columns;
  let valueStart = new Int32Array(1025);
  let values = new Int32Array(4096);
  let valueCount = 0;
  let highestId = -1;
  return {
    add(row: ProductFactsRow): void {
      const { id } = row;
      if (id <= highestId) throw new Error('product facts: rows must come in ascending id order');
      if (id + 1 >= columns.classification.length) {
        const size = Math.max(id + 2, columns.classification.length * 2);
        columns = Object.fromEntries(
          columnNames.map((name) => {
            const grown = new Int32Array(size).fill(none);
            grown.set(columns[name]);
            return [name, grown];
          }),
        ) as Columns;
        valueStart = grownTo(valueStart, size);
      }
      // Ids skipped in between hold no values: their start is where the next one's begins.
      for (let skipped = highestId + 1; skipped <= id; skipped++) valueStart[skipped] = valueCount;
      columns.classification[id] = row.classificationId ?? none;
      columns.manufacturer[id] = row.manufacturerId ?? none;
      columns.genuine[id] = row.isGenuine ? 1 : 0;
      columns.partNumberLength[id] = row.partNumberLength ?? none;
      columns.documentLength[id] = row.documentLength;
      for (const valueId of row.valueIds) {
        if (valueCount === values.length) values = grownTo(values, valueCount);
        values[valueCount++] = valueId;
      }
      valueStart[id + 1] = valueCount;
      highestId = id;
    },
    build(): ProductFacts {
      const kept = Object.fromEntries(columnNames.map((name) => [name, columns[name].slice(0, highestId + 1)])) as Columns;
      return factsOf(kept, valueStart.slice(0, highestId + 2), values.slice(0, valueCount));
    },
  };
}

function factsOf(columns: Columns, valueStart: Int32Array, values: Int32Array): ProductFacts {
  const { classification } = columns;
  const productCount = classification.length;
  const held = (productId: number) => productId >= 0 && productId < productCount;
  return {
    classificationOf: (productId) => (held(productId) ? classification[productId]! : none),
    manufacturerOf: (productId) => (held(productId) ? columns.manufacturer[productId]! : none),
    rankKeysOf: (productId) => ({
      documentLength: columns.documentLength[productId]!,
      genuine: columns.genuine[productId]!,
      partNumberLength: columns.partNumberLength[productId]!,
    }),
    passes(productId, groups) {
      const start = valueStart[productId]!;
      const end = valueStart[productId + 1]!;
      return groups.every((group) => {
        for (let v = start; v < end; v++) if (group.valueIds.includes(values[v]!)) return true;
        return false;
      });
    },
    tally(productIds, groups) {
      const ticked = groups.map((group) => new Set(group.valueIds));
      let perClassification = new Int32Array(256);
      const byGap = new Map<number, Int32Array>();
      let highestValue = 0;
      let candidates = 0;
      for (const id of productIds) {
        if (id >= productCount) throw new Error(`product facts: no product ${id}`);
        const start = valueStart[id]!;
        const end = valueStart[id + 1]!;
        // The one ticked group the product fails (none when it passes all); failing two or more, it is not counted.
        let gap = none;
        let failed = 0;
        for (let g = 0; g < groups.length && failed < 2; g++) {
          let passes = false;
          for (let v = start; v < end && !passes; v++) passes = ticked[g]!.has(values[v]!);
          if (!passes) {
            failed++;
            gap = groups[g]!.attributeId;
          }
        }
        if (failed >= 2) continue;
        candidates++;
        if (gap === none) {
          const slot = classification[id]! + 1;
          if (slot >= perClassification.length) perClassification = grownTo(perClassification, slot);
          perClassification[slot]!++;
        }
        let counts = byGap.get(gap) ?? byGap.set(gap, new Int32Array(4096)).get(gap)!;
        for (let v = start; v < end; v++) {
          const valueId = values[v]!;
          if (valueId >= counts.length) byGap.set(gap, (counts = grownTo(counts, valueId)));
          counts[valueId]!++;
          if (valueId > highestValue) highestValue = valueId;
        }
      }
      const classificationCounts: CandidateTally['perClassification'] = [];
      for (let slot = 0; slot < perClassification.length; slot++) {
        if (perClassification[slot]! > 0) classificationCounts.push({ classificationId: slot === 0 ? null : slot - 1, count: perClassification[slot]! });
      }
      const valueCounts: ValueCounts[] = [...byGap].flatMap(([gap, counts]) => blockOf(gap === none ? null : gap, counts.subarray(0, highestValue + 1)) ?? []);
      return { perClassification: classificationCounts, valueCounts, candidates };
    },
  };
}
