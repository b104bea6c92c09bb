import type { ValueCounts } from '@sparesfinder/domain/catalogue/facets';

/** One gap's counts per value id: `count` each value, then take the block. */
export interface ValueTallySlot {
  /** Counts by value id; read it again after `roomFor`, which may replace it. */
  counts: Int32Array;
  /** The values counted since the last block, each once (push a value when its count leaves 0). */
  readonly touched: number[];
  /** Makes `counts` hold index `valueId`, keeping what it has counted. */
  roomFor(valueId: number): void;
  /** Adds `count` products to a value's count at once (counts already tallied elsewhere). */
  add(valueId: number, count: number): void;
  /** The values counted, ascending, with their counts (0 is no value's id); none when none was. Zeroes the slot. */
  takeBlock(gap: number | null): ValueCounts | undefined;
}

/**
 * A tally's counts per value, one slot per gap, kept between tallies: at full scale value ids run to tens of
 * thousands ('Fits appliance'), and allocating, growing and scanning arrays that long for every search cost more
 * than the counting (a GC number's 22 parts grew and scanned 38,000 slots twice). Each slot notes the values it
 * touched; taking its block reads those alone and zeroes them again. A tally runs to the end without awaiting, so
 * two never share a slot; one that fails takes its blocks all the same (`clear`), leaving the slots clean.
 */
export function createValueTallyScratch(initialValueIds = 4096) {
  const slots: ValueTallySlot[] = [];
  function newSlot(): ValueTallySlot {
    const touched: number[] = [];
    const slot: ValueTallySlot = {
      counts: new Int32Array(initialValueIds),
      touched,
      roomFor(valueId) {
        if (valueId < slot.counts.length) return;
        const grown = new Int32Array(Math.max(valueId + 1, slot.counts.length * 2));
        grown.set(slot.counts);
        slot.counts = grown;
      },
      add(valueId, count) {
        if (count === 0) return;
        slot.roomFor(valueId);
        if (slot.counts[valueId] === 0) touched.push(valueId);
        slot.counts[valueId]! += count;
      },
      takeBlock(gap) {
        const { counts } = slot;
        // A typed array sorts numbers natively; a JS array's sort calls back for every comparison.
        const sorted = Int32Array.from(touched).sort();
        const present = sorted[0] === 0 ? sorted.subarray(1) : sorted;
        const block = present.length === 0 ? undefined : { gap, valueIds: present, counts: present.map((valueId) => counts[valueId]!) };
        for (const valueId of touched) counts[valueId] = 0;
        touched.length = 0;
        return block;
      },
    };
    return slot;
  }
  return {
    slot(index: number): ValueTallySlot {
      while (slots.length <= index) slots.push(newSlot());
      return slots[index]!;
    },
    /** Zeroes every slot: after a tally that failed part way. */
    clear(): void {
      for (const slot of slots) slot.takeBlock(null);
    },
  };
}
export type ValueTallyScratch = ReturnType<typeof createValueTallyScratch>;
