import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesAcceptance, settleAcceptance, type SettleLine } from '../basket/acceptance';
import { basketTotals } from '../basket/basket-totals';
import { addVat } from '../money';
import { invoiceFigures } from '../orders/vat-invoice';
import { discountAmounts } from './discount';
import { cardShareOfTotal } from './payment-method-rules';
import type { NextDayDeliveryTerms } from './next-day-delivery';

/**
 * The money table (issue #44): every fulfilment option × payment split × discount × threshold side, computed the way
 * each place computes it: the acceptance writes the add-on lines (basket/acceptance.ts), the page adds the discount
 * line with the net the code check answered and totals the lines (web use-checkout-form orderTotals), the server's
 * draft does the same with its own lines (checkout/order-draft.ts), the card takes its share (cardShareOfTotal), the
 * invoice and the export read the stored order (orders/vat-invoice.ts). Each row's expected pence are written out.
 */
const heatline: NextDayDeliveryTerms = { chargePence: 995, freeOverPence: 10_000 };
const product = (code: string, qty: number, costPence: number): SettleLine => ({ basketLineTypeId: 1, manufacturerCode: code, qty, costPence, displayedCostPence: costPence });
const stuart: SettleLine = { basketLineTypeId: 3, manufacturerCode: 'STUART', qty: 1, costPence: 880, displayedCostPence: 880 };
const byBox: SettleLine = { basketLineTypeId: 5, manufacturerCode: 'BYBOX', qty: 1, costPence: 0, displayedCostPence: 0 };

interface Charge {
  lines: SettleLine[];
  netPence: number;
  vatPence: number;
  totalPence: number;
  discountWithVatPence: number;
  cardPence: number;
  accountPence: number;
}

/** One order from acceptance to invoice; throws when any two places disagree. */
function charge(products: SettleLine[], option: number, addOns: SettleLine[], percentOff: number | null, split: boolean): Charge {
  const accepted = settleAcceptance({ before: { fulfilmentOptionId: null, quoteId: 0, fulfillmentPostcode: 'LS11 5AB', acceptedQuantities: null }, after: { fulfilmentOptionId: option, quoteId: addOns.length ? 7 : 0, fulfillmentPostcode: 'LS11 5AB' }, isAcceptance: true, beforeLines: [], lines: [...products, ...addOns], nextDayTerms: heatline }, (line): SettleLine => line);
  if (accepted.outcome !== 'accepted') throw new Error('not accepted');
  const lines = accepted.lines;
  expect(matchesAcceptance({ fulfilmentOptionId: option, quoteId: addOns.length ? 7 : 0, acceptedQuantities: accepted.acceptedQuantities }, lines, heatline)).toBe(true);
  const productsNet = basketTotals(lines.filter((line) => line.basketLineTypeId === 1)).totalCostPence;
  const before = basketTotals(lines);
  const discount = percentOff === null ? null : discountAmounts(before.totalCostPence, productsNet, percentOff);
  const withDiscount = discount ? [...lines, { basketLineTypeId: 4, manufacturerCode: 'TRADE10', qty: 1, costPence: -discount.netPence, displayedCostPence: -discount.netPence }] : lines;
  const totals = basketTotals(withDiscount);
  // The check's amount is exactly what the total drops by.
  expect(before.totalCostWithVatPence - totals.totalCostWithVatPence).toBe(discount?.amountWithVatPence ?? 0);
  const deliveryNet = basketTotals(lines.filter((line) => line.basketLineTypeId === 2 || line.basketLineTypeId === 3)).totalCostPence;
  const { cardPence, accountPence } = cardShareOfTotal({ cardSinceCourier: split }, totals.totalCostWithVatPence, deliveryNet);
  expect(cardPence + accountPence).toBe(totals.totalCostWithVatPence);
  const invoice = invoiceFigures(withDiscount.map((line) => ({ basketLineTypeId: line.basketLineTypeId, code: line.manufacturerCode, description: '', qty: line.qty, unitPence: line.costPence })), { totalCostPence: totals.totalCostPence, totalCostWithVatPence: totals.totalCostWithVatPence });
  expect([invoice.netPence, invoice.grossPence]).toEqual([totals.totalCostPence, totals.totalCostWithVatPence]);
  expect(invoice.lines.reduce((sum, line) => sum + line.netPence, 0)).toBe(totals.totalCostPence);
  expect(invoice.lines.reduce((sum, line) => sum + line.vatPence, 0)).toBe(invoice.vatPence);
  return { lines, netPence: totals.totalCostPence, vatPence: totals.totalCostWithVatPence - totals.totalCostPence, totalPence: totals.totalCostWithVatPence, discountWithVatPence: discount?.amountWithVatPence ?? 0, cardPence, accountPence };
}

const cal = (qty: number) => [product('CAL-87161', qty, 4850)];

describe('the money table (pence): option × payment × discount × threshold side', () => {
  it.each([
    // name, products, option, add-ons, discount %, split, [net, VAT, total, discount with VAT, card, account]
    ['collect same day, account', cal(1), 0, [], null, false, [4850, 970, 5820, 0, 5820, 0]],
    ['collect next day, card, TRADE10', cal(1), 1, [], 10, false, [4365, 873, 5238, 582, 5238, 0]],
    ['collect later, OLD5 would be 5%', cal(2), 3, [], 5, false, [9215, 1843, 11058, 582, 11058, 0]],
    ['next-day under £100: £9.95', cal(1), 2, [], null, false, [5845, 1169, 7014, 0, 7014, 0]],
    ['next-day under £100 with TRADE10 (delivery not discounted)', cal(1), 2, [], 10, false, [5360, 1072, 6432, 582, 6432, 0]],
    ['next-day at exactly £100.00 still pays', [product('GEN-15MM-ISO', 10, 1000)], 2, [], null, false, [10_995, 2199, 13_194, 0, 13_194, 0]],
    ['next-day over £100: free', cal(3), 2, [], null, false, [14_550, 2910, 17_460, 0, 17_460, 0]],
    ['next-day over £100 before TRADE10, under after: still free', cal(3), 2, [], 10, false, [13_095, 2619, 15_714, 1746, 15_714, 0]],
    ['express, all by card', cal(1), 4, [stuart], null, false, [5730, 1146, 6876, 0, 6876, 0]],
    ['express split: courier by card, parts on account', cal(1), 4, [stuart], null, true, [5730, 1146, 6876, 0, 1056, 5820]],
    ['express split with TRADE10', cal(1), 4, [stuart], 10, true, [5245, 1049, 6294, 582, 1056, 5238]],
    ['by-box, free locker line', cal(1), 5, [byBox], null, false, [4850, 970, 5820, 0, 5820, 0]],
  ] as const)('%s', (_name, products, option, addOns, percent, split, expected) => {
    const result = charge([...products], option, [...addOns], percent, split);
    expect([result.netPence, result.vatPence, result.totalPence, result.discountWithVatPence, result.cardPence, result.accountPence]).toEqual(expected);
  });
});

describe('property: the page, the server, the card, the invoice and the export agree to the penny', () => {
  it('for hundreds of random baskets, options, discounts and splits (fixed seed)', () => {
    const line = fc.record({ qty: fc.integer({ min: 1, max: 40 }), costPence: fc.integer({ min: 1, max: 250_000 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.constantFrom(0, 1, 2, 3, 4, 5), fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }), fc.boolean(), (rows, option, percent, split) => {
        const products = rows.map((row, i) => product(`P-${i}`, row.qty, row.costPence));
        const addOns = option === 4 ? [stuart] : option === 5 ? [byBox] : [];
        const result = charge(products, option, addOns, percent, split && option === 4);
        expect(result.totalPence).toBe(addVat(result.netPence));
      }),
      { seed: 20261201, numRuns: 400 },
    );
  });
});
