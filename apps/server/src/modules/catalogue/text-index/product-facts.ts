import type { ValueCounts } from '@sparesfinder/domain/catalogue/facets';
import { blockOf, grownTo, type CandidateTally } from '../candidate-tally';
import type { ValueGroup } from '../search-sql';

/**
 * What a search counts of each product, in arrays by product id (decision 017, slice 2): its classification and its
 * attribute value ids. `tally` counts a set of matching products the way search-sql.ts aggregateQuery and
 * candidate-tally.ts do (standard faceting), without PostgreSQL reading a row per match. Not used by searches yet.
 */
export interface ProductFacts {
  /** Per classification and per value, as candidate-tally.ts's tallyCandidates answers for the same products. */
  tally(productIds: Int32Array, groups: readonly ValueGroup[]): CandidateTally;
}

export interface ProductFactsRow {
  id: number;
  classificationId: number | null;
  valueIds: readonly number[];
}

const none = -1;

/** Rows added one by one in ascending id order (a keyset read's batches), then built once. */
export function createProductFactsBuilder() {
  let classification = new Int32Array(1024).fill(none);
  let valueStart = new Int32Array(1025);
  let values = new Int32Array(4096);
  let valueCount = 0;
  let highestId = -1;
  return {
    add({ id, classificationId, valueIds }: ProductFactsRow): void {
      if (id <= highestId) throw new Error('product facts: rows must come in ascending id order');
      if (id + 1 >= classification.length) {
        const size = Math.max(id + 2, classification.length * 2);
        const grownClassification = new Int32Array(size).fill(none);
        grownClassification.set(classification);
        classification = grownClassification;
        valueStart = grownTo(valueStart, size);
      }
      // Ids skipped in between hold no values: their start is where the next one's begins.
      for (let skipped = highestId + 1; skipped <= id; skipped++) valueStart[skipped] = valueCount;
      classification[id] = classificationId ?? none;
      for (const valueId of valueIds) {
        if (valueCount === values.length) values = grownTo(values, valueCount);
        values[valueCount++] = valueId;
      }
      valueStart[id + 1] = valueCount;
      highestId = id;
    },
    build(): ProductFacts {
      return factsOf(classification.slice(0, highestId + 1), valueStart.slice(0, highestId + 2), values.slice(0, valueCount));
    },
  };
}

function factsOf(classification: Int32Array, valueStart: Int32Array, values: Int32Array): ProductFacts {
  const productCount = classification.length;
  return {
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
