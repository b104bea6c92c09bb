import { describe, expect, it } from 'vitest';
import { exportFileDates, exportPeriod, parseExportDate } from './export-period';

describe('parseExportDate (dd/MM/yyyy, spec 1 §5)', () => {
  it.each([
    ['01/03/2026', true],
    ['29/02/2028', true],
    ['29/02/2026', false],
    ['31/04/2026', false],
    ['2026-03-01', false],
    ['1/3/2026', false],
    ['', false],
  ])('%s', (text, valid) => expect(parseExportDate(text) !== null).toBe(valid));
});

describe('exportPeriod', () => {
  it.each([
    ['a winter month: GMT midnights', '01/01/2026', '31/01/2026', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['a summer day: BST midnights', '15/06/2026', '15/06/2026', '2026-06-14T23:00:00.000Z', '2026-06-15T23:00:00.000Z'],
  ])('%s', (_case, from, to, start, end) => {
    const period = exportPeriod(from, to);
    expect(period).toEqual({ start: new Date(start), end: new Date(end) });
  });
  it.each([
    ['bad from', 'x', '01/01/2026', 'from'],
    ['bad to', '01/01/2026', '32/01/2026', 'to'],
    ['to before from', '02/01/2026', '01/01/2026', 'order'],
    ['over a year', '01/01/2025', '02/01/2026', 'length'],
  ])('%s', (_case, from, to, error) => expect(exportPeriod(from, to)).toEqual({ error }));
});

describe('exportFileDates (the UK days chosen, not UTC dates)', () => {
  it.each([
    ['BST start and GMT end', '01/10/2026', '27/11/2026', '2026-10-01-to-2026-11-27'],
    ['a BST month', '01/07/2026', '31/07/2026', '2026-07-01-to-2026-07-31'],
    ['a GMT month', '01/01/2026', '31/01/2026', '2026-01-01-to-2026-01-31'],
    ['one BST day', '15/06/2026', '15/06/2026', '2026-06-15'],
    ['across the spring clock change', '28/03/2026', '30/03/2026', '2026-03-28-to-2026-03-30'],
  ])('%s', (_case, from, to, expected) => {
    const period = exportPeriod(from, to);
    if ('error' in period) throw new Error(period.error);
    expect(exportFileDates(period)).toBe(expected);
  });
});
