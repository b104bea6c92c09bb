import { basketQtyMax } from './basket-line-types';

/**
 * Recently Ordered 'Buy again' (issue #11 item 8): the ordered quantity goes on top of what the basket already holds
 * of the part (the basket keeps one line per code, spec 2 §4), never past the largest quantity a line may hold.
 */
export function buyAgainQuantity(inBasket: number, ordered: number): number {
  return Math.min(basketQtyMax, Math.max(0, inBasket) + Math.max(1, ordered));
}
