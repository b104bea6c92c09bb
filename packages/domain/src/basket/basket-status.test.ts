import { describe, expect, it } from 'vitest';
import { basketStatuses, isPlacedOrder } from './basket-status';

describe('placed order rule (decision 002)', () => {
  it.each([
    [basketStatuses.placed, true],
    [basketStatuses.open, false],
    ['abandoned', false],
    ['', false],
  ])('status %j is a placed order: %s', (status, expected) => expect(isPlacedOrder({ status })).toBe(expected));
});
