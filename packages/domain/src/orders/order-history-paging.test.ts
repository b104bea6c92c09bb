import { describe, expect, it } from 'vitest';
import { defaultOrderSort, orderHistoryPageCount, orderSortByValue } from './order-history-paging';

describe('orderHistoryPageCount: floor(total / pageSize) + 1 (spec 1 §9)', () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [11, 12, 1],
    [12, 12, 2],
    [13, 12, 2],
    [36, 12, 4],
    [37, 12, 4],
    [-5, 12, 1],
    [10, 0, 11],
  ])('%i orders, %i a page: %i pages', (total, size, pages) => {
    expect(orderHistoryPageCount(total, size)).toBe(pages);
  });
});

describe('order sort options', () => {
  it('defaults to newest first', () => {
    expect(defaultOrderSort).toMatchObject({ sortProp: 'OrderDate', sortDir: 'DESC' });
  });
  it.each([
    ['date-asc', 'OrderDate', 'ASC'],
    ['merchant-asc', 'SupplierName', 'ASC'],
    ['merchant-desc', 'SupplierName', 'DESC'],
    ['nonsense', 'OrderDate', 'DESC'],
    [null, 'OrderDate', 'DESC'],
  ])('%s', (value, sortProp, sortDir) => {
    expect(orderSortByValue(value)).toMatchObject({ sortProp, sortDir });
  });
});
