import { describe, expect, it } from 'vitest';
import { nextDayDeliveryChargePence, nextDayDeliveryLine, nextDayDeliveryText, type NextDayDeliveryTerms } from './next-day-delivery';

const heatline: NextDayDeliveryTerms = { chargePence: 995, freeOverPence: 10_000 };
const pipeworks: NextDayDeliveryTerms = { chargePence: 750, freeOverPence: null };
const free: NextDayDeliveryTerms = { chargePence: null, freeOverPence: null };

describe('next-day delivery terms (issue #44: charged as the merchant says)', () => {
  it.each([
    ['Heatline under £100', heatline, 4803, 995],
    ['Heatline at exactly £100 (not over)', heatline, 10_000, 995],
    ['Heatline 1p over £100', heatline, 10_001, 0],
    ['Pipeworks on any order', pipeworks, 250_000, 750],
    ['a merchant with no charge', free, 4803, 0],
  ])('%s', (_name, terms, productsNet, expected) => {
    expect(nextDayDeliveryChargePence(terms, productsNet)).toBe(expected);
    expect(nextDayDeliveryLine(terms, productsNet)).toMatchObject({ basketLineTypeId: 2, manufacturerCode: 'DELIVERY', qty: 1, costPence: expected, displayedCostPence: expected });
  });

  it('the text is made from the terms', () => {
    expect(nextDayDeliveryText(heatline)).toBe('Free delivery on orders over £100 ex VAT, otherwise £9.95');
    expect(nextDayDeliveryText(pipeworks)).toBe('Next-day delivery £7.50');
    expect(nextDayDeliveryText(free)).toBeNull();
  });

  it('a free delivery line says why it is free', () => {
    expect(nextDayDeliveryLine(heatline, 14_550).description).toBe('Next-day delivery (free on orders over £100 ex VAT)');
    expect(nextDayDeliveryLine(heatline, 4850).description).toBe('Next-day delivery');
  });
});
