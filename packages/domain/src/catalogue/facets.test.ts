import { describe, expect, it } from 'vitest';
import { attributeValuesById, buildFilterGroups, countFacets, filterValueLimit, facetKey, facetRowsOf, groupSelections, passesSelection, withCollationOrder, withoutRepeatedGroups, type AttributeValue, type FilterGroup } from './facets';

const size = 1;
const finish = 2;
const product = (s?: string, f?: string) => new Map<number, string>([...(s ? [[size, s] as const] : []), ...(f ? [[finish, f] as const] : [])]);
const products = [product('15mm', 'Chrome'), product('15mm', 'Brass'), product('22mm', 'Chrome'), product('22mm', 'Brass'), product('28mm', 'Chrome'), product(undefined, 'Chrome')];

describe('groupSelections', () => {
  it('groups by attribute, dedupes values, stable order', () => {
    expect(groupSelections([{ attributeId: 2, value: 'b' }, { attributeId: 1, value: 'z' }, { attributeId: 2, value: 'a' }, { attributeId: 2, value: 'b' }])).toEqual([
      { attributeId: 1, values: ['z'] },
      { attributeId: 2, values: ['a', 'b'] },
    ]);
  });
});

describe('passesSelection: OR inside a group, AND across groups', () => {
  const groups = groupSelections([{ attributeId: size, value: '15mm' }, { attributeId: size, value: '22mm' }, { attributeId: finish, value: 'Chrome' }]);
  it.each([
    [product('15mm', 'Chrome'), true],
    [product('22mm', 'Chrome'), true],
    [product('15mm', 'Brass'), false],
    [product('28mm', 'Chrome'), false],
    [product(undefined, 'Chrome'), false],
  ])('%o → %s', (values, expected) => expect(passesSelection(values, groups)).toBe(expected));

  it('ignoring a group tests only the others', () => expect(passesSelection(product('28mm', 'Chrome'), groups, size)).toBe(true));
  it('no selection passes everything', () => expect(passesSelection(product(), [])).toBe(true));
});

describe('countFacets: each group counted over the result filtered by the other groups', () => {
  it('without a selection counts every value', () => {
    const counts = countFacets(products, []);
    expect(counts.get(facetKey(size, '15mm'))).toBe(2);
    expect(counts.get(facetKey(finish, 'Chrome'))).toBe(4);
  });

  it('a tick in Size keeps the other sizes counted, and narrows Finish', () => {
    const counts = countFacets(products, groupSelections([{ attributeId: size, value: '15mm' }]));
    expect(counts.get(facetKey(size, '22mm'))).toBe(2);
    expect(counts.get(facetKey(size, '28mm'))).toBe(1);
    expect(counts.get(facetKey(finish, 'Chrome'))).toBe(1);
    expect(counts.get(facetKey(finish, 'Brass'))).toBe(1);
  });

  it('ticks in both groups', () => {
    const counts = countFacets(products, groupSelections([{ attributeId: size, value: '15mm' }, { attributeId: finish, value: 'Brass' }]));
    expect(counts.get(facetKey(size, '22mm'))).toBe(1);
    expect(counts.get(facetKey(size, '28mm'))).toBeUndefined();
    expect(counts.get(facetKey(finish, 'Chrome'))).toBe(1);
  });
});

describe('buildFilterGroups', () => {
  const rows = [
    { attributeId: size, attributeName: 'Size', value: '22mm', count: 2 },
    { attributeId: size, attributeName: 'Size', value: '15mm', count: 2 },
    { attributeId: size, attributeName: 'Size', value: '35mm', count: 0 },
    { attributeId: finish, attributeName: 'Finish', value: 'Chrome', count: 3 },
  ];
  it('drops zero counts, sorts values by count then name, groups by name, marks selected, sums the group', () => {
    expect(buildFilterGroups(rows, [{ attributeId: size, value: '22mm' }])).toEqual([
      { attributeId: finish, attributeName: 'Finish', number: 3, values: [{ value: 'Chrome', number: 3, selected: false }] },
      {
        attributeId: size,
        attributeName: 'Size',
        number: 4,
        values: [
          { value: '15mm', number: 2, selected: false },
          { value: '22mm', number: 2, selected: true },
        ],
      },
    ]);
  });

  it('scales sampled counts', () => {
    expect(buildFilterGroups([{ attributeId: 1, attributeName: 'Size', value: 'x', count: 3 }], [], 10)[0]?.number).toBe(30);
  });

  it('lists at most filterValueLimit values, the commonest, plus any ticked one; the group counts them all', () => {
    const many = Array.from({ length: filterValueLimit + 50 }, (_, i) => ({ attributeId: 9, attributeName: 'Fits appliance', value: `Appliance ${String(i).padStart(3, '0')}`, count: i + 1 }));
    const [group] = buildFilterGroups(many, [{ attributeId: 9, value: 'Appliance 000' }]);
    expect(group?.values).toHaveLength(filterValueLimit + 1);
    expect(group?.values[0]).toEqual({ value: `Appliance ${filterValueLimit + 49}`, number: filterValueLimit + 50, selected: false });
    expect(group?.values.at(-1)).toEqual({ value: 'Appliance 000', number: 1, selected: true });
    expect(group?.values.filter((value) => !value.selected).map((value) => value.number)).toEqual(Array.from({ length: filterValueLimit }, (_, i) => filterValueLimit + 50 - i));
    expect(group?.number).toBe(((filterValueLimit + 50) * (filterValueLimit + 51)) / 2);
  });

  it('keeps the same values in the same order as sorting them all, with ties, mixed case and ticks past the limit', () => {
    // 5,000 values in a shuffled order with counts 1-4 (thousands of ties decided by the value's locale order).
    let seed = 20_261_124;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const names = Array.from({ length: 5_000 }, (_, i) => `${random() < 0.5 ? 'caldera' : 'Caldera'} Combi ${Math.floor(random() * 100_000)} ${i}`);
    const rows = names.map((value) => ({ attributeId: 9, attributeName: 'Fits appliance', value, count: 1 + Math.floor(random() * 4) }));
    const ticked = [rows[0]!, rows[4_999]!, rows[2_500]!].map((row) => ({ attributeId: 9, value: row.value }));
    const [group] = buildFilterGroups(rows, ticked);
    const sortedAll = rows
      .map((row) => ({ value: row.value, number: row.count, selected: ticked.some((t) => t.value === row.value) }))
      .sort((a, b) => b.number - a.number || a.value.localeCompare(b.value));
    expect(group?.values).toEqual(sortedAll.filter((value, i) => i < filterValueLimit || value.selected));
    expect(group?.number).toBe(rows.reduce((sum, row) => sum + row.count, 0));
    // The same rows named from values ordered once (withCollationOrder) give the same groups, without comparing text.
    const ordered = withCollationOrder(names.map((value, id) => ({ id, attributeId: 9, attributeName: 'Fits appliance', value })));
    const counted = facetRowsOf([{ gap: null, valueIds: rows.map((_, id) => id), counts: rows.map((row) => row.count) }], attributeValuesById(ordered));
    expect(counted.every((row) => row.order !== undefined)).toBe(true);
    expect(buildFilterGroups(counted, ticked)).toEqual([group]);
  });
});

describe('withCollationOrder', () => {
  it("numbers the values in the collator's order, keeping their own order", () => {
    const values = ['b', 'A', 'a', 'C'].map((value, id) => ({ id, attributeId: 1, attributeName: 'Size', value }));
    const ordered = withCollationOrder(values);
    expect(ordered.map((value) => value.value)).toEqual(['b', 'A', 'a', 'C']);
    expect([...ordered].sort((x, y) => x.order! - y.order!).map((value) => value.value)).toEqual(['a', 'A', 'b', 'C']);
  });
});

describe('facetRowsOf: value-id counts named from the list of values', () => {
  const list: AttributeValue[] = [
    { id: 1, attributeId: 10, attributeName: 'Size', value: '15mm' },
    { id: 2, attributeId: 10, attributeName: 'Size', value: '22mm' },
    { id: 3, attributeId: 20, attributeName: 'Finish', value: 'Chrome' },
  ];
  const values = attributeValuesById(list);
  const block = (gap: number | null, pairs: [number, number][]) => ({ gap, valueIds: pairs.map(([id]) => id), counts: pairs.map(([, count]) => count) });

  it('names each value and sums its counts over passing products and those failing only its own attribute', () => {
    const rows = facetRowsOf(
      [
        block(null, [[1, 4], [2, 1], [3, 2]]),
        // Fail only Size: they count towards Size values (2), not towards Finish (3).
        block(10, [[2, 3], [3, 5]]),
      ],
      values,
    );
    expect(rows).toEqual([
      { attributeId: 10, attributeName: 'Size', value: '15mm', count: 4, order: undefined },
      { attributeId: 10, attributeName: 'Size', value: '22mm', count: 4, order: undefined },
      { attributeId: 20, attributeName: 'Finish', value: 'Chrome', count: 2, order: undefined },
    ]);
  });

  it('adds a value only the gap block carries (every product with it fails its own attribute)', () => {
    expect(facetRowsOf([block(null, [[1, 4]]), block(10, [[2, 3]])], values).map((row) => [row.value, row.count])).toEqual([
      ['15mm', 4],
      ['22mm', 3],
    ]);
  });

  it('skips a value the list does not know (added after it was read)', () => {
    expect(facetRowsOf([block(null, [[99, 1]])], values)).toEqual([]);
  });

  it('reads typed arrays as the repository sends them', () => {
    const rows = facetRowsOf([{ gap: null, valueIds: Int32Array.of(3, 1), counts: Int32Array.of(7, 2) }], values);
    expect(rows.map((row) => [row.value, row.count])).toEqual([
      ['Chrome', 7],
      ['15mm', 2],
    ]);
  });

  it('merges a large category’s thousands of ticked values, each once, in the order they first came', () => {
    const many = Array.from({ length: 5000 }, (_, i): AttributeValue => ({ id: i + 1, attributeId: 30, attributeName: 'Fits appliance', value: `A${i + 1}` }));
    const ids = many.map((value) => value.id);
    const rows = facetRowsOf(
      [
        { gap: null, valueIds: ids, counts: ids.map((id) => id % 7) },
        { gap: 30, valueIds: ids, counts: ids.map(() => 1) },
      ],
      attributeValuesById(many),
    );
    expect(rows).toHaveLength(5000);
    expect(rows.map((row) => row.value)).toEqual(many.map((value) => value.value));
    expect(rows.every((row, i) => row.count === ((i + 1) % 7) + 1)).toBe(true);
  });
});

describe('attributeValuesById', () => {
  it('finds every value by its id, and nothing for ids it does not hold', () => {
    const list = [5, 1, 9].map((id): AttributeValue => ({ id, attributeId: 1, attributeName: 'Size', value: `v${id}` }));
    const byId = attributeValuesById(list);
    expect([1, 5, 9].map((id) => byId.get(id)?.value)).toEqual(['v1', 'v5', 'v9']);
    expect([0, 2, 10, -1, 1.5].map((id) => byId.get(id))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('serves ids far apart (a Map then, not an array as long as the largest id)', () => {
    const far = 2_000_000_000;
    const byId = attributeValuesById([1, far].map((id): AttributeValue => ({ id, attributeId: 1, attributeName: 'Size', value: `v${id}` })));
    expect(byId).toBeInstanceOf(Map);
    expect(byId.get(far)?.value).toBe(`v${far}`);
  });
});

describe('withoutRepeatedGroups', () => {
  const group = (attributeId: number, attributeName: string, values: [string, number, boolean?][]): FilterGroup => ({
    attributeId,
    attributeName,
    number: values.reduce((sum, [, n]) => sum + n, 0),
    values: values.map(([value, number, selected = false]) => ({ value, number, selected })),
  });

  it('leaves out a group repeating an earlier one value for value and count', () => {
    const make = group(1, 'Boiler make', [['Caldera', 3], ['Aquaheat', 2]]);
    const brand = group(2, 'Brand', [['Caldera', 3], ['Aquaheat', 2]]);
    const type = group(3, 'Part type', [['Pump', 5]]);
    expect(withoutRepeatedGroups([make, brand, type])).toEqual([make, type]);
  });

  it('keeps both when the counts differ (a mixed result)', () => {
    const make = group(1, 'Boiler make', [['Caldera', 3]]);
    const brand = group(2, 'Brand', [['Caldera', 5]]);
    expect(withoutRepeatedGroups([make, brand])).toEqual([make, brand]);
  });

  it('keeps a repeated group that has a ticked value, so the tick can be removed', () => {
    const make = group(1, 'Boiler make', [['Caldera', 3]]);
    const brand = group(2, 'Brand', [['Caldera', 3, true]]);
    expect(withoutRepeatedGroups([make, brand])).toEqual([make, brand]);
  });

  it('buildFilterGroups applies it', () => {
    const rows = [
      { attributeId: 1, attributeName: 'Boiler make', value: 'Caldera', count: 2 },
      { attributeId: 2, attributeName: 'Brand', value: 'Caldera', count: 2 },
    ];
    expect(buildFilterGroups(rows, []).map((g) => g.attributeName)).toEqual(['Boiler make']);
  });
});
