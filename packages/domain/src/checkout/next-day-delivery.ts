import { basketLineTypeIds } from '../basket/basket-line-types';
import type { Pence } from '../money';

/**
 * A merchant's next-day delivery terms (option 2, spec 3 §4.1), as supplier data: the charge ex VAT and the products
 * total ex VAT above which it is free. The text the availability page shows is made from them (never typed apart),
 * and the delivery line the order carries is priced by them, so the two can never disagree (issue #44).
 */
export interface NextDayDeliveryTerms {
  /** Null: the merchant charges nothing for next-day delivery. */
  chargePence: Pence | null;
  /** Null: never free. */
  freeOverPence: Pence | null;
}

/** The code of the next-day delivery line (the seeded order history's code too). */
export const nextDayDeliveryLineCode = 'DELIVERY';

/**
 * The charge ex VAT for a basket whose product lines total `productsNetPence` ex VAT, before any discount code (a code
 * is applied at checkout, after the option is chosen: applying or removing one never adds or removes the charge).
 * 'Free on orders over £100' is strictly over: £100.00 exactly still pays.
 */
export function nextDayDeliveryChargePence(terms: NextDayDeliveryTerms, productsNetPence: Pence): Pence {
  if (terms.chargePence === null || terms.chargePence <= 0) return 0;
  if (terms.freeOverPence !== null && productsNetPence > terms.freeOverPence) return 0;
  return terms.chargePence;
}

/** '£100' for whole pounds, '£7.50' otherwise: how a merchant writes its terms. */
const termsAmount = (pence: Pence): string => (pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`);

/** The delivery charge text a branch row shows for these terms (spec 3 §3 Supplier deliveryChargeText), or null. */
export function nextDayDeliveryText(terms: NextDayDeliveryTerms): string | null {
  if (terms.chargePence === null) return null;
  if (terms.freeOverPence === null) return `Next-day delivery ${termsAmount(terms.chargePence)}`;
  return `Free delivery on orders over ${termsAmount(terms.freeOverPence)} ex VAT, otherwise ${termsAmount(terms.chargePence)}`;
}

export interface NextDayDeliveryLine {
  basketLineTypeId: typeof basketLineTypeIds.delivery;
  manufacturerCode: typeof nextDayDeliveryLineCode;
  description: string;
  qty: 1;
  costPence: Pence;
  displayedCostPence: Pence;
  productId: null;
}

/** The line (type 2, delivery) an accepted next-day delivery puts on the basket: charged, or free and saying why. */
export function nextDayDeliveryLine(terms: NextDayDeliveryTerms, productsNetPence: Pence): NextDayDeliveryLine {
  const costPence = nextDayDeliveryChargePence(terms, productsNetPence);
  const free = costPence === 0 && terms.chargePence !== null && terms.chargePence > 0;
  const description = free && terms.freeOverPence !== null ? `Next-day delivery (free on orders over ${termsAmount(terms.freeOverPence)} ex VAT)` : 'Next-day delivery';
  return { basketLineTypeId: basketLineTypeIds.delivery, manufacturerCode: nextDayDeliveryLineCode, description, qty: 1, costPence, displayedCostPence: costPence, productId: null };
}

/** Whether a line is the next-day delivery line (server-owned: only acceptance writes it). */
export const isNextDayDeliveryLine = (line: { basketLineTypeId: number; manufacturerCode: string }): boolean =>
  line.basketLineTypeId === basketLineTypeIds.delivery && line.manufacturerCode.trim().toUpperCase() === nextDayDeliveryLineCode;
