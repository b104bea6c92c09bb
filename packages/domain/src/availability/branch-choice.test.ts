import { describe, expect, it } from 'vitest';
import { proceedPlan, slotOfOption, stockStatusOf, visibleEntries, type ChoiceEntry } from './branch-choice';

const entry = (code: string, overrides: Partial<ChoiceEntry> & { id?: string } = {}) => ({
  id: overrides.id ?? code,
  originalManufacturerCode: code,
  alternativeItem: false,
  show: true,
  qty: 2,
  availableQty: 2,
  ...overrides,
});

describe('stock status (spec 3 §8)', () => {
  it.each([
    [2, 2, 'Available'],
    [2, 5, 'Available'],
    [2, 1, 'Limited stock'],
    [2, 0, 'Out of stock'],
  ] as const)('qty %i, available %i → %s', (qty, availableQty, label) => expect(stockStatusOf({ qty, availableQty })).toBe(label));
});

describe('slot of each option (spec 3 §4.1)', () => {
  it.each([
    [0, 'sameDayAvailability'],
    [1, 'nextDayAvailability'],
    [2, 'nextDayDelivery'],
    [3, 'futureDateAvailability'],
    [4, 'sameDayAvailability'],
    [5, 'nextDayAvailability'],
  ])('option %i reads %s', (option, slot) => expect(slotOfOption[option]).toBe(slot));
});

describe('genuine and alternative toggling (spec 3 §4.4)', () => {
  const genuine = entry('A', { id: 'A', availableQty: 0, show: false });
  const alternative = entry('A', { id: 'A-ALT', alternativeItem: true, show: true });
  const plain = entry('B');
  const ids = (swapped: string[]) => visibleEntries([genuine, alternative, plain], new Set(swapped)).map((v) => [v.entry.id, v.canSwap, v.showingAlternative]);

  it.each([
    ['nothing swapped: the engine’s choice per line', [], [['A-ALT', true, true], ['B', false, false]]],
    ['A swapped: its genuine line instead', ['A'], [['A', true, false], ['B', false, false]]],
    ['B swapped but has no alternative: unchanged', ['B'], [['A-ALT', true, true], ['B', false, false]]],
  ])('%s', (_name, swapped, expected) => expect(ids(swapped)).toEqual(expected));

  it('swaps a genuine line to its alternative', () => {
    const shownGenuine = entry('C', { id: 'C', show: true });
    const equivalent = entry('C', { id: 'C-EQ', alternativeItem: true, show: false });
    expect(visibleEntries([shownGenuine, equivalent], new Set(['C']))[0]).toMatchObject({ entry: { id: 'C-EQ' }, showingAlternative: true });
  });
});

describe('proceed (spec 3 §4.5)', () => {
  const shown = [entry('A'), entry('B', { availableQty: 0 })];
  it.each([
    [0, 'select', null],
    [1, 'select', null],
    [2, 'selectDelivery', null],
    [3, 'select', null],
    [4, 'select', 'courierQuote'],
    [5, 'byBox', 'byBox'],
  ] as const)('option %i → %s, modal %s', (id, acceptance, modal) => {
    expect(proceedPlan({ id, availableQty: 4, requestedQty: 4 }, [])).toMatchObject({ acceptance, modal, coversWholeBasket: true });
  });

  it('a short option asks first and names the unavailable lines', () => {
    expect(proceedPlan({ id: 0, availableQty: 2, requestedQty: 4 }, shown)).toMatchObject({ coversWholeBasket: false, unavailableCodes: ['B'], shortLines: [] });
  });

  it('a line the branch has some of keeps what is available; the rest is for save-for-later', () => {
    const partly = entry('C', { qty: 3, availableQty: 2 });
    const plan = proceedPlan({ id: 0, availableQty: 4, requestedQty: 5 }, [entry('A'), partly]);
    expect(plan).toMatchObject({ coversWholeBasket: false, unavailableCodes: [] });
    expect(plan.shortLines).toEqual([{ entry: partly, keepQty: 2 }]);
  });
});
