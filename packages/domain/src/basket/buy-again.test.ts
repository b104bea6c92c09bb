import { describe, expect, it } from 'vitest';
import { buyAgainQuantity } from './buy-again';

describe('buyAgainQuantity', () => {
  it.each([
    ['not in the basket: the ordered quantity', 0, 3, 3],
    ['already in the basket: added on top', 2, 3, 5],
    ['capped at the largest line quantity', 9998, 5, 9999],
    ['an order line of 0 still buys one', 0, 0, 1],
  ])('%s', (_case, inBasket, ordered, expected) => {
    expect(buyAgainQuantity(inBasket, ordered)).toBe(expected);
  });
});
