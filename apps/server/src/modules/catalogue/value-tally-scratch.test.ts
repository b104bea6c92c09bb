import { describe, expect, it } from 'vitest';
import { createValueTallyScratch } from './value-tally-scratch';

/** Counts a product's values into a slot as the tallies do (product-facts.ts countValuesOf). */
function count(slot: ReturnType<ReturnType<typeof createValueTallyScratch>['slot']>, valueIds: number[]) {
  for (const valueId of valueIds) {
    slot.roomFor(valueId);
    if (slot.counts[valueId]!++ === 0) slot.touched.push(valueId);
  }
}

describe('value tally scratch', () => {
  it('takes the counted values in ascending order, leaves out value 0 and starts clean again', () => {
    const scratch = createValueTallyScratch(4);
    const slot = scratch.slot(0);
    count(slot, [9, 3, 0, 3, 12]);
    expect(slot.takeBlock(7)).toEqual({ gap: 7, valueIds: Int32Array.of(3, 9, 12), counts: Int32Array.of(2, 1, 1) });
    expect(slot.takeBlock(7)).toBeUndefined();
    expect([...slot.counts].every((n) => n === 0)).toBe(true);
  });

  it('adds counts tallied elsewhere to what it has counted, noting each value once', () => {
    const slot = createValueTallyScratch(16).slot(0);
    count(slot, [5]);
    slot.add(5, 40);
    slot.add(2, 3);
    slot.add(2, 4);
    expect(slot.touched).toEqual([5, 2]);
    expect(slot.takeBlock(null)).toEqual({ gap: null, valueIds: Int32Array.of(2, 5), counts: Int32Array.of(7, 41) });
  });

  it('clear zeroes every slot after a tally that failed part way', () => {
    const scratch = createValueTallyScratch(8);
    count(scratch.slot(0), [1, 2]);
    count(scratch.slot(1), [3]);
    scratch.clear();
    expect(scratch.slot(0).takeBlock(null)).toBeUndefined();
    expect(scratch.slot(1).takeBlock(null)).toBeUndefined();
  });
});
