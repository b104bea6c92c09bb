import { describe, expect, it } from 'vitest';
import { defaultOptionId, isDeliveryOption, sortOptions, type OptionDraft } from './fulfilment-options';

const draft = (id: OptionDraft['id'], iso: string, availableQty: number, hasAlternative = false): OptionDraft => ({ id, dateTime: new Date(iso), availableQty, requestedQty: 3, hasAlternative, totalPence: 0 });

describe('sortOptions', () => {
  it('sorts by date, then id, and writes the day as Tue 3rd Mar', () => {
    const options = sortOptions([draft(3, '2026-03-04T09:30Z', 3), draft(1, '2026-03-03T09:30Z', 3), draft(2, '2026-03-03T17:00Z', 3), draft(5, '2026-03-03T09:30Z', 3)]);
    expect(options.map((o) => [o.id, o.dateText])).toEqual([[1, 'Tue 3rd Mar'], [5, 'Tue 3rd Mar'], [2, 'Tue 3rd Mar'], [3, 'Wed 4th Mar']]);
  });
});

describe('defaultOptionId (spec 3 §4.1)', () => {
  it.each<[string, OptionDraft[], number | null]>([
    ['the earliest with stock', [draft(0, '2026-03-02T10:30Z', 1), draft(1, '2026-03-03T09:30Z', 3)], 0],
    ['skips an earlier empty slot', [draft(0, '2026-03-02T10:30Z', 0), draft(1, '2026-03-03T09:30Z', 2)], 1],
    ['no stock anywhere: the earliest with alternatives', [draft(0, '2026-03-02T10:30Z', 0), draft(1, '2026-03-03T09:30Z', 0, true), draft(3, '2026-03-04T09:30Z', 0, true)], 1],
    ['express and by-box are never the default', [draft(4, '2026-03-02T10:30Z', 3), draft(5, '2026-03-03T09:30Z', 3), draft(3, '2026-03-04T09:30Z', 3)], 3],
    ['nothing at all', [draft(0, '2026-03-02T10:30Z', 0)], null],
    ['no options', [], null],
  ])('%s', (_name, drafts, expected) => expect(defaultOptionId(sortOptions(drafts))).toBe(expected));
});

describe('isDeliveryOption (spec 3 §2.5, §4.1)', () => {
  it.each<[string, number | null, boolean]>([
    ['collect same day', 0, false],
    ['collect next day', 1, false],
    ['next-day delivery', 2, true],
    ['collect on a later date', 3, false],
    ['express same-day delivery (courier)', 4, true],
    ['by-box delivery', 5, true],
    ['nothing accepted', null, false],
  ])('%s', (_name, id, expected) => expect(isDeliveryOption(id)).toBe(expected));
});
