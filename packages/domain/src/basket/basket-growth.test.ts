import { describe, expect, it } from 'vitest';
import { growsBasket, growsLine } from './basket-growth';

const line = (manufacturerCode: string, qty: number) => ({ manufacturerCode, qty });

describe('growsBasket (spec 2 §6: only growing needs a completed account)', () => {
  const current = [line('CAL-87161', 2), line('GEN-15MM-ISO', 3)];
  it.each([
    ['a new part', [line('CAL-OBS-002', 1)], true],
    ['a higher quantity', [line('CAL-87161', 3)], true],
    ['a higher quantity, code in other case and padded', [line(' cal-87161 ', 3)], true],
    ['the same quantity', [line('CAL-87161', 2)], false],
    ['a lower quantity', [line('cal-87161', 1)], false],
    ['a removal (qty 0)', [line('GEN-15MM-ISO', 0)], false],
    ['a removal of a part not in the basket', [line('NOPE', 0)], false],
    ['one line lower and another higher', [line('CAL-87161', 1), line('GEN-15MM-ISO', 4)], true],
    ['nothing', [], false],
  ])('%s → %s', (_name, requested, expected) => {
    expect(growsBasket(current, requested)).toBe(expected);
  });

  it('an empty basket grows by any positive line', () => {
    expect(growsBasket([], [line('CAL-87161', 1)])).toBe(true);
    expect(growsBasket([], [line('CAL-87161', 0)])).toBe(false);
  });
});

describe('growsLine (one part, as a card changes it)', () => {
  it.each([
    [0, 1, true],
    [1, 2, true],
    [2, 1, false],
    [1, 0, false],
    [3, 3, false],
  ])('%s → %s grows: %s', (from, to, expected) => {
    expect(growsLine('CAL-87161', from, to)).toBe(expected);
  });
});
