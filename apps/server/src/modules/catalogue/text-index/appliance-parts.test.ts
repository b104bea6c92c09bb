import { describe, expect, it } from 'vitest';
import { createAppliancePartsBuilder } from './appliance-parts';

describe('appliance parts', () => {
  const built = () => {
    const builder = createAppliancePartsBuilder();
    // [appliance, product] in primary-key order; appliance 5 has none.
    const pairs = [[2, 10], [2, 30], [2, 31], [4, 3], [4, 30], [7, 1], [7, 99]];
    for (const [applianceId, productId] of pairs) builder.add(applianceId!, productId!);
    return builder.build();
  };

  it('list the products fitting any of the appliances, each once, ascending', () => {
    const parts = built();
    expect(Array.from(parts.partsOf([2], 100))).toEqual([10, 30, 31]);
    expect(Array.from(parts.partsOf([4, 2, 4], 100))).toEqual([3, 10, 30, 31]);
    expect(Array.from(parts.partsOf([7, 4, 2], 100))).toEqual([1, 3, 10, 30, 31, 99]);
    // Appliances with no parts, or none held.
    expect(Array.from(parts.partsOf([5, 0, 8, -1], 100))).toEqual([]);
    expect(Array.from(parts.partsOf([], 100))).toEqual([]);
  });

  it('keep the lowest ids up to the limit, as the statement’s ORDER BY … LIMIT does', () => {
    expect(Array.from(built().partsOf([7, 4, 2], 4))).toEqual([1, 3, 10, 30]);
    expect(Array.from(built().partsOf([2], 2))).toEqual([10, 30]);
  });

  it('name the appliances carrying a GC number, ascending, none for a number no appliance carries', () => {
    const builder = createAppliancePartsBuilder();
    builder.addGcNumber(2, '4799901');
    builder.addGcNumber(3, '4799902');
    builder.addGcNumber(7, '4799901');
    expect(() => builder.addGcNumber(5, '4799901')).toThrow(/order/);
    const parts = builder.build();
    expect(parts.appliancesWithGcNumber('4799901')).toEqual([2, 7]);
    expect(parts.appliancesWithGcNumber('4799902')).toEqual([3]);
    expect(parts.appliancesWithGcNumber('0000000')).toEqual([]);
  });

  it('refuse pairs out of primary-key order', () => {
    const builder = createAppliancePartsBuilder();
    builder.add(3, 5);
    expect(() => builder.add(3, 5)).toThrow(/order/);
    expect(() => builder.add(3, 4)).toThrow(/order/);
    expect(() => builder.add(2, 9)).toThrow(/order/);
    builder.add(4, 1);
    expect(Array.from(builder.build().partsOf([3, 4], 10))).toEqual([1, 5]);
  });
});
