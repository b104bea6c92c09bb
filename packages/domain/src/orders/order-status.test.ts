import { describe, expect, it } from 'vitest';
import { canMoveOrder, isFinalOrderStatus, isOrderStatus, orderStatuses, usualNextStatus, type OrderStatus } from './order-status';

const collection = { isDelivery: false };
const delivery = { isDelivery: true };

describe('canMoveOrder', () => {
  it.each([
    ['placed', 'accepted', collection, true],
    ['placed', 'rejected', collection, true],
    ['placed', 'completed', collection, false],
    ['placed', 'readyToCollect', collection, false],
    ['accepted', 'readyToCollect', collection, true],
    ['accepted', 'readyToCollect', delivery, false],
    ['accepted', 'outForDelivery', delivery, true],
    ['accepted', 'outForDelivery', collection, false],
    ['accepted', 'partFulfilled', delivery, true],
    ['readyToCollect', 'completed', collection, true],
    ['outForDelivery', 'completed', delivery, true],
    ['outForDelivery', 'rejected', delivery, false],
    ['completed', 'placed', collection, false],
    ['rejected', 'accepted', collection, false],
    ['accepted', 'accepted', collection, false],
  ] as [OrderStatus, OrderStatus, { isDelivery: boolean }, boolean][])('%s → %s (%o): %s', (from, to, order, expected) => {
    expect(canMoveOrder(from, to, order)).toBe(expected);
  });
});

describe('usualNextStatus walks the happy path to a final status', () => {
  it.each([
    [collection, ['placed', 'accepted', 'readyToCollect', 'completed']],
    [delivery, ['placed', 'accepted', 'outForDelivery', 'completed']],
  ])('%o', (order, path) => {
    const walked: OrderStatus[] = ['placed'];
    for (let status = usualNextStatus('placed', order); status; status = usualNextStatus(status, order)) {
      expect(canMoveOrder(walked.at(-1)!, status, order)).toBe(true);
      walked.push(status);
    }
    expect(walked).toEqual(path);
    expect(isFinalOrderStatus(walked.at(-1)!)).toBe(true);
  });
});

describe('isOrderStatus', () => {
  it.each([...orderStatuses.map((s) => [s, true] as const), ['open', false] as const, [3, false] as const])('%s', (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});
