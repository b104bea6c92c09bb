import { describe, expect, it } from 'vitest';
import { basketLineTypeIds } from '../basket/basket-line-types';
import { invoiceFigures, type InvoiceSourceLine } from './vat-invoice';

const product = (code: string, qty: number, unitPence: number): InvoiceSourceLine => ({ basketLineTypeId: basketLineTypeIds.product, code, description: code, qty, unitPence });
const delivery: InvoiceSourceLine = { basketLineTypeId: basketLineTypeIds.delivery, code: 'DELIVERY', description: 'Next-day delivery', qty: 1, unitPence: 995 };
const discount: InvoiceSourceLine = { basketLineTypeId: basketLineTypeIds.discount, code: 'SAVE10', description: '10% off', qty: 1, unitPence: -1000 };

describe('invoiceFigures (issue #44: the invoice says what was charged)', () => {
  it('uses the stored totals, VAT being their difference, and lists the discount as its own last line', () => {
    const figures = invoiceFigures([discount, product('A', 2, 2500), delivery, product('B', 1, 4999)], { totalCostPence: 11_993, totalCostWithVatPence: 14_392 });
    expect(figures.lines.map((line) => [line.code, line.kind])).toEqual([
      ['A', 'goods'],
      ['DELIVERY', 'delivery'],
      ['B', 'goods'],
      ['SAVE10', 'discount'],
    ]);
    expect(figures).toMatchObject({ netPence: 11_993, vatPence: 2399, grossPence: 14_392, discountNetPence: -1000 });
    expect(figures.lines.every((line) => line.vatRatePercent === 20)).toBe(true);
    expect(figures.lines[0]!.netPence).toBe(5000);
  });

  it('shares the VAT over the lines so the shares add up to the charged VAT exactly', () => {
    // 3 lines of 1p each: 0p VAT apiece, yet 3p net charges 1p VAT.
    const figures = invoiceFigures([product('A', 1, 1), product('B', 1, 1), product('C', 1, 1)], { totalCostPence: 3, totalCostWithVatPence: 4 });
    expect(figures.lines.reduce((sum, line) => sum + line.vatPence, 0)).toBe(figures.vatPence);
    expect(figures.vatPence).toBe(1);
  });

  it('falls back to the lines (VAT once on the sum) for an order stored without totals', () => {
    const figures = invoiceFigures([product('A', 3, 333)], { totalCostPence: null, totalCostWithVatPence: null });
    expect(figures).toMatchObject({ netPence: 999, vatPence: 200, grossPence: 1199, discountNetPence: 0 });
  });

  it('has no lines and zero totals for an empty order', () => {
    expect(invoiceFigures([], { totalCostPence: 0, totalCostWithVatPence: 0 })).toEqual({ lines: [], netPence: 0, vatPence: 0, grossPence: 0, discountNetPence: 0 });
  });
});
