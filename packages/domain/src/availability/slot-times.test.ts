import { describe, expect, it } from 'vitest';
import { midnightHours, tradeCounterHours } from './availability-fixtures';
import type { OpeningDay } from './opening-hours';
import { slotTimes, type SlotRules } from './slot-times';

const rules = (openingHours: OpeningDay[], overrides: Partial<SlotRules> = {}): SlotRules => ({
  openingHours,
  sameDayPickMinutes: 30,
  leadTimeDays: 2,
  deliversNextDay: true,
  deliveryCutoffMinute: 16 * 60,
  ...overrides,
});

const iso = (date: Date | null) => date?.toISOString().slice(0, 16) ?? null;

// Week of Mon 2 March 2026 (GMT: UK time = UTC). Trade counter: Mon-Fri 7:30-17:00, Sat 8:00-12:00, Sun closed.
describe('slotTimes', () => {
  it.each<[string, SlotRules, string, [string | null, string | null, string | null, string | null]]>([
    ['Monday morning', rules(tradeCounterHours), '2026-03-02T10:00', ['2026-03-02T10:30', '2026-03-03T09:30', '2026-03-03T17:00', '2026-03-04T09:30']],
    ['before opening: same day from opening', rules(tradeCounterHours), '2026-03-02T06:00', ['2026-03-02T07:30', '2026-03-03T09:30', '2026-03-03T17:00', '2026-03-04T09:30']],
    ['too late to pick before closing', rules(tradeCounterHours), '2026-03-02T16:45', [null, '2026-03-03T09:30', '2026-03-04T17:00', '2026-03-04T09:30']],
    ['after closing', rules(tradeCounterHours), '2026-03-02T18:00', [null, '2026-03-03T09:30', '2026-03-04T17:00', '2026-03-04T09:30']],
    ['Friday: next day is Saturday, delivery Monday', rules(tradeCounterHours), '2026-03-06T10:00', ['2026-03-06T10:30', '2026-03-07T09:30', '2026-03-09T17:00', '2026-03-09T09:30']],
    ['Friday after the delivery cut-off: delivery Tuesday', rules(tradeCounterHours), '2026-03-06T16:30', [null, '2026-03-07T09:30', '2026-03-10T17:00', '2026-03-09T09:30']],
    ['Saturday morning: collect before noon', rules(tradeCounterHours), '2026-03-07T09:00', ['2026-03-07T09:30', '2026-03-09T09:30', '2026-03-09T17:00', '2026-03-10T09:30']],
    ['Saturday 11:45: ready after noon, no same day', rules(tradeCounterHours), '2026-03-07T11:45', [null, '2026-03-09T09:30', '2026-03-09T17:00', '2026-03-10T09:30']],
    ['Saturday afternoon', rules(tradeCounterHours), '2026-03-07T13:00', [null, '2026-03-09T09:30', '2026-03-09T17:00', '2026-03-10T09:30']],
    ['Sunday (closed)', rules(tradeCounterHours), '2026-03-08T10:00', [null, '2026-03-09T09:30', '2026-03-09T17:00', '2026-03-10T09:30']],
    ['midnight hours, Saturday 10:00: from 11', rules(midnightHours), '2026-03-07T10:00', ['2026-03-07T11:00', '2026-03-08T11:00', '2026-03-09T20:00', '2026-03-09T09:30']],
    ['midnight hours, Saturday 11:40: too late for noon', rules(midnightHours), '2026-03-07T11:40', [null, '2026-03-08T11:00', '2026-03-09T20:00', '2026-03-09T09:30']],
    ['midnight hours, Sunday noon: Sunday is not noon-limited', rules(midnightHours), '2026-03-08T12:00', ['2026-03-08T12:30', '2026-03-09T09:30', '2026-03-09T20:00', '2026-03-10T09:30']],
    ['midnight hours, Monday 19:45: closes at 20', rules(midnightHours), '2026-03-02T19:45', [null, '2026-03-03T09:30', '2026-03-04T20:00', '2026-03-04T09:30']],
    ['merchant without delivery', rules(tradeCounterHours, { deliversNextDay: false }), '2026-03-02T10:00', ['2026-03-02T10:30', '2026-03-03T09:30', null, '2026-03-04T09:30']],
    ['a five-day lead time skips closed days', rules(tradeCounterHours, { leadTimeDays: 5 }), '2026-03-05T10:00', ['2026-03-05T10:30', '2026-03-06T09:30', '2026-03-06T17:00', '2026-03-11T09:30']], // Fri, Sat, Mon, Tue, Wed
    // spec 3 §4.1 option 3 is a *later* date: never the next-day collection's date, however short the lead time.
    ['a lead time of 1 still means a day after next day', rules(tradeCounterHours, { leadTimeDays: 1 }), '2026-03-02T10:00', ['2026-03-02T10:30', '2026-03-03T09:30', '2026-03-03T17:00', '2026-03-04T09:30']],
    ['a lead time of 0 still means a day after next day', rules(tradeCounterHours, { leadTimeDays: 0 }), '2026-03-02T10:00', ['2026-03-02T10:30', '2026-03-03T09:30', '2026-03-03T17:00', '2026-03-04T09:30']],
    ['lead time 1 on a Friday: next day Saturday, later date Monday', rules(tradeCounterHours, { leadTimeDays: 1 }), '2026-03-06T10:00', ['2026-03-06T10:30', '2026-03-07T09:30', '2026-03-09T17:00', '2026-03-09T09:30']],
    ['a branch that never opens has no slot', rules([]), '2026-03-02T10:00', [null, null, null, null]],
  ])('%s', (_name, slotRules, now, [sameDay, nextDay, delivery, future]) => {
    const times = slotTimes(slotRules, new Date(`${now}:00Z`));
    expect([iso(times.sameDay), iso(times.nextDay), iso(times.nextDayDelivery), iso(times.futureDate)]).toEqual([sameDay, nextDay, delivery, future]);
  });

  it('a Saturday that opens at noon cannot take next-day collections: the next is Monday', () => {
    const hours: OpeningDay[] = [...tradeCounterHours.filter((day) => day.weekday !== 6), { weekday: 6, opensAtMinute: 720, closesAtMinute: 960 }];
    expect(iso(slotTimes(rules(hours), new Date('2026-03-06T10:00:00Z')).nextDay)).toBe('2026-03-09T09:30');
  });

  it('in summer time the same wall-clock rules give BST instants', () => {
    const times = slotTimes(rules(tradeCounterHours), new Date('2026-06-02T09:00:00Z')); // 10:00 BST, Tuesday
    expect(iso(times.sameDay)).toBe('2026-06-02T09:30'); // 10:30 BST
    expect(iso(times.nextDay)).toBe('2026-06-03T08:30'); // 9:30 BST
  });
});
