import { describe, expect, it } from 'vitest';
import { basketStatuses } from './basket-status';
import { canSeeBasket } from './basket-visibility';

describe('who may see a basket of their organisation', () => {
  it.each([
    ['their own open basket', 1, basketStatuses.open, true],
    ["a colleague's open basket", 2, basketStatuses.open, false],
    ['their own order', 1, basketStatuses.placed, true],
    ["a colleague's order (the organisation's)", 2, basketStatuses.placed, true],
  ])('%s: %s', (_name, ownerId, status, expected) => expect(canSeeBasket({ userId: 1 }, { userId: ownerId, status })).toBe(expected));
});
