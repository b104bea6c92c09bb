import type { Pence } from '../money';

/** Credit on a merchant account (ours: spec 1 shows balances; the issue adds the limit check). */
export interface MerchantCredit {
  creditLimitPence: Pence;
  balancePence: Pence;
}

export const availableCreditPence = (credit: MerchantCredit): Pence => Math.max(0, credit.creditLimitPence - credit.balancePence);

/** An account order may be placed when its total with VAT fits in the available credit. */
export const fitsInCredit = (credit: MerchantCredit, orderTotalWithVatPence: Pence): boolean => orderTotalWithVatPence <= availableCreditPence(credit);

/**
 * The browser's costWithVat is a check, never the price: it must equal the server's total to the penny, or the
 * customer was looking at a different basket (a tampered or stale page).
 */
export const browserTotalMatches = (browserCostWithVatPounds: number, serverTotalWithVatPence: Pence): boolean =>
  Math.round(browserCostWithVatPounds * 100) === serverTotalWithVatPence;

/** A basket accepted on the availability page may be placed until its expiry (spec 3 §4.7, 5-minute window). */
export const isBasketPayable = (basket: { expiryDate: Date | null; selectedBranchId: number | null; fulfilmentOptionId: number | null }, now: Date): boolean =>
  basket.selectedBranchId !== null && basket.fulfilmentOptionId !== null && basket.expiryDate !== null && now.getTime() < basket.expiryDate.getTime();

/**
 * Which options take the parts from the branch's shelf (spec 3 §4.1): every option except 3, collect on a later
 * date, where the merchant brings in what the branch does not hold (its lead time).
 */
export const takesStockFromBranch = (fulfilmentOptionId: number): boolean => fulfilmentOptionId !== 3;

/** The order number a placed basket gets: one per basket, so placing the same basket twice names the same order. */
export const orderIdForBasket = (basketId: number): number => 800_000 + basketId;
