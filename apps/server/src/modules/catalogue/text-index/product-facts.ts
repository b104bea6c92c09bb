import type { ValueCounts } from '@sparesfinder/domain/catalogue/facets';
import { textRelevanceKey, type TextRelevanceKeys } from '@sparesfinder/domain/catalogue/ranking';
import { grownTo, type CandidateTally } from '../candidate-tally';
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
  /**
   * The product's own part of its relevance key (domain withTextRelevanceFlags: textRelevanceKey with `first` and
   * `phrase` true), packed once; NaN when a field is beyond what the key packs (then keys are compared as objects).
   */
  fixedRankKeyOf(productId: number): number;
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

/** A product's relevance keys (domain TextRelevanceKeys) from its facts' rankKeysOf and the search's two flags. */
export function textRelevanceKeysOf(id: number, rank: ReturnType<ProductFacts['rankKeysOf']>, first: boolean, phrase: boolean): TextRelevanceKeys {
  return { id, first, phrase, documentLength: rank.documentLength, genuine: rank.genuine === 1, partNumberLength: rank.partNumberLength < 0 ? null : rank.partNumberLength };
}

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
  const scratch = tallyScratch(values.reduce((highest, valueId) => Math.max(highest, valueId), 0));
  const productCount = classification.length;
  const held = (productId: number) => productId >= 0 && productId < productCount;
  const rankKeysOf = (productId: number) => ({
    documentLength: columns.documentLength[productId]!,
    genuine: columns.genuine[productId]!,
    partNumberLength: columns.partNumberLength[productId]!,
  });
  const fixedRankKeys = Float64Array.from(classification, (_, id) => textRelevanceKey(textRelevanceKeysOf(id, rankKeysOf(id), true, true)) ?? Number.NaN);
  return {
    classificationOf: (productId) => (held(productId) ? classification[productId]! : none),
    manufacturerOf: (productId) => (held(productId) ? columns.manufacturer[productId]! : none),
    rankKeysOf,
    fixedRankKeyOf: (productId) => fixedRankKeys[productId]!,
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
      // Slot 0: products passing every ticked group; slot g + 1: products failing group g alone.
      const slots = Array.from({ length: groups.length + 1 }, (_, slot) => scratch.slot(slot));
      let candidates = 0;
      for (const id of productIds) {
        if (id >= productCount) {
          for (const [s, slot] of slots.entries()) slot.takeBlock(s); // leaves the scratch clean for the next tally
          throw new Error(`product facts: no product ${id}`);
        }
        const start = valueStart[id]!;
        const end = valueStart[id + 1]!;
        // The one ticked group the product fails (none when it passes all); failing two or more, it is not counted.
        let gap = -1;
        let failed = 0;
        for (let g = 0; g < groups.length && failed < 2; g++) {
          let passes = false;
          for (let v = start; v < end && !passes; v++) passes = ticked[g]!.has(values[v]!);
          if (!passes) {
            failed++;
            gap = g;
          }
        }
        if (failed >= 2) continue;
        candidates++;
        if (gap === -1) {
          const slot = classification[id]! + 1;
          if (slot >= perClassification.length) perClassification = grownTo(perClassification, slot);
          perClassification[slot]!++;
        }
        const { counts, touched } = slots[gap + 1]!;
        for (let v = start; v < end; v++) {
          const valueId = values[v]!;
          if (counts[valueId]!++ === 0) touched.push(valueId);
        }
      }
      const classificationCounts: CandidateTally['perClassification'] = [];
      for (let slot = 0; slot < perClassification.length; slot++) {
        if (perClassification[slot]! > 0) classificationCounts.push({ classificationId: slot === 0 ? null : slot - 1, count: perClassification[slot]! });
      }
      const valueCounts = slots.flatMap((slot, s) => slot.takeBlock(s === 0 ? null : groups[s - 1]!.attributeId) ?? []);
      return { perClassification: classificationCounts, valueCounts, candidates };
    },
  };
}

/**
 * A tally's counts per value, one slot per gap, kept between tallies: at full scale value ids run to tens of
 * thousands ('Fits appliance'), and allocating, growing and scanning arrays that long for every search cost more
 * than the counting. Each slot notes the values it touched; taking its block reads those alone and zeroes them
 * again. A tally runs to the end without awaiting, so two never share a slot.
 */
function tallyScratch(highestValueId: number) {
  const slots: { counts: Int32Array; touched: number[]; takeBlock(gap: number | null): ValueCounts | undefined }[] = [];
  return {
    slot(index: number) {
      while (slots.length <= index) {
        const counts = new Int32Array(highestValueId + 1);
        const touched: number[] = [];
        slots.push({
          counts,
          touched,
          /** The values counted, ascending, with their counts (0 is no value's id); none when none was counted. */
          takeBlock(gap) {
            // A typed array sorts numbers natively; a JS array's sort calls back for every comparison.
            const sorted = Int32Array.from(touched).sort();
            const present = sorted[0] === 0 ? sorted.subarray(1) : sorted;
            const block = present.length === 0 ? undefined : { gap, valueIds: present, counts: present.map((valueId) => counts[valueId]!) };
            for (const valueId of touched) counts[valueId] = 0;
            touched.length = 0;
            return block;
          },
        });
      }
      return slots[index]!;
    },
  };
}
