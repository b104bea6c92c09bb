import type { Pence } from '../money';
import { addVat, percentOfPence } from '../money';

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
  /** The discount the customer sees, VAT included: exactly how much the order's total with VAT drops. */
  amountWithVatPence: Pence;
  /** The VAT part of that amount (spec 3 §9 "discount VAT adjusted by 0.2 and 1.2": amount − amount / 1.2). */
  vatPence: Pence;
}

/**
 * A percentage off the product lines only (delivery charges excluded, DEMO_DATA "TRADE10: 10% off products"), by the
 * one rounding rule (money.ts): the net part is the percentage of the products ex VAT, rounded half up; the amount
 * with VAT is what the basket's total with VAT loses when that line is added (VAT is added once to the whole net
 * sum), so the discount check, the discount line, the total, the invoice and the export agree to the penny.
 * `basketNetPence` is every other line's net (products and delivery charges), before the discount.
 */
export function discountAmounts(basketNetPence: Pence, productsNetPence: Pence, percentOff: number): DiscountAmounts {
  const netPence = Math.min(percentOfPence(productsNetPence, percentOff), Math.max(0, productsNetPence));
  const amountWithVatPence = addVat(basketNetPence) - addVat(basketNetPence - netPence);
  return { netPence, amountWithVatPence, vatPence: amountWithVatPence - netPence };
}
