import type { Pence } from '../money';
import { VAT_RATE } from '../money';

export interface DiscountCodeRecord {
  percentOff: number;
  validFrom: Date;
  validTo: Date;
  /** Null: any merchant; otherwise only baskets from this supplier. */
  supplierId: number | null;
}

export const discountInvalidReasons = {
  unknown: 'This discount code is not recognised.',
  expired: 'This discount code has expired.',
  notYetValid: 'This discount code is not valid yet.',
  otherMerchant: 'This discount code is not valid for this merchant.',
  nothingToDiscount: 'There are no products in your basket to discount.',
} as const;

/** Why a code cannot be used now, or null when it can (spec 3 §3 "Discount check response": valid, invalidReason). */
export function discountInvalidReason(code: DiscountCodeRecord | undefined, supplierId: number | null, productsNetPence: Pence, now: Date): string | null {
  if (!code) return discountInvalidReasons.unknown;
  if (now.getTime() > code.validTo.getTime()) return discountInvalidReasons.expired;
  if (now.getTime() < code.validFrom.getTime()) return discountInvalidReasons.notYetValid;
  if (code.supplierId !== null && code.supplierId !== supplierId) return discountInvalidReasons.otherMerchant;
  if (productsNetPence <= 0) return discountInvalidReasons.nothingToDiscount;
  return null;
}

export interface DiscountAmounts {
  /** The discount off the products ex VAT: what the discount line (type 4) carries, negated. */
  netPence: Pence;
  /** The discount the customer sees, VAT included. */
  amountWithVatPence: Pence;
  /** The VAT part of that amount: amount × 0.2 / 1.2 (spec 3 §9 "discount VAT adjusted by 0.2 and 1.2"). */
  vatPence: Pence;
}

/**
 * A percentage off the product lines only (delivery charges excluded, DEMO_DATA "TRADE10: 10% off products"). The
 * amount with VAT is taken off the total with VAT, and the VAT inside it is amount × 0.2 / 1.2, so the net part is
 * the rest: net + VAT is always exactly the amount.
 */
export function discountAmounts(productsNetPence: Pence, percentOff: number): DiscountAmounts {
  const amountWithVatPence = Math.round((productsNetPence * (1 + VAT_RATE) * percentOff) / 100);
  const netPence = discountNetPence(amountWithVatPence);
  return { netPence, amountWithVatPence, vatPence: amountWithVatPence - netPence };
}

/** The net part of a discount amount with VAT (what its discount line carries): the page and the server agree on it. */
export const discountNetPence = (amountWithVatPence: Pence): Pence => amountWithVatPence - Math.round((amountWithVatPence * VAT_RATE) / (1 + VAT_RATE));
