import type { Pence } from '../money';
import { isBuyingGroupMember } from '../buying-group';

/**
 * Cash Back (spec 2 §1, §4 'Cash-back modal'): the spec names the offer but not its size, and the catalogue holds
 * only the isCashBack flag. Our rule (issue #11 item 8): a cash-back product returns 5% of the price the member paid,
 * rounded to the penny, so the chip can say how much ('Cash Back £2.18') and the amount follows the one price.
 */
export const CASH_BACK_RATE = 0.05;

export function cashBackPence(pricePaid: Pence): Pence {
  return Math.max(0, Math.round(pricePaid * CASH_BACK_RATE));
}

/** Only members see (and get) Cash Back; 0 when the product has none or the buyer is not a member. */
export function cashBackFor(product: { isCashBack: boolean }, purchaser: { buyingGroupStatusId: number }, pricePaid: Pence): Pence {
  return product.isCashBack && isBuyingGroupMember(purchaser.buyingGroupStatusId) ? cashBackPence(pricePaid) : 0;
}
