import { describe, expect, it } from 'vitest';
import {
  offerableQuotes,
  sameDayCourierLineDescription,
  sameDayQuoteDescription,
  sameDayQuoteLabel,
  sameDayWindowText,
} from './same-day-quotes';

describe('offerableQuotes (spec 2 §9: up to £30 with VAT added)', () => {
  it.each([
    ['£25.00 net = £30.00 with VAT is offered', 2500, [3000]],
    ['£25.01 net = £30.01 with VAT is not', 2501, []],
    ['cheap quote gains VAT', 995, [1194]],
  ])('%s', (_name, priceNetPence, expected) => {
    expect(offerableQuotes([{ priceNetPence, deliveryMinutes: 90 }]).map((q) => q.priceWithVatPence)).toEqual(expected);
  });

  it('sorts fastest first, cheapest first within a window, and keeps the other fields', () => {
    const quotes = offerableQuotes([
      { id: 'slow-cheap', deliveryMinutes: 180, priceNetPence: 500 },
      { id: 'fast-dear', deliveryMinutes: 90, priceNetPence: 2000 },
      { id: 'fast-cheap', deliveryMinutes: 90, priceNetPence: 1000 },
      { id: 'middle', deliveryMinutes: 120, priceNetPence: 800 },
      { id: 'too-dear', deliveryMinutes: 90, priceNetPence: 9000 },
    ]);
    expect(quotes.map((q) => q.id)).toEqual(['fast-cheap', 'fast-dear', 'middle', 'slow-cheap']);
  });
});

describe('one wording per window (issue #11 item 4)', () => {
  it.each([90, 120, 180])('label, description and courier line of the %i-minute window agree', (minutes) => {
    const window = sameDayWindowText(minutes);
    expect(window).toBe(`within ${minutes} minutes`);
    expect(sameDayQuoteLabel('GOPHR', minutes)).toBe(`Gophr ${window}`);
    expect(sameDayQuoteDescription('Gophr same-day courier: collected from the branch and delivered ', minutes)).toBe(
      `Gophr same-day courier: collected from the branch and delivered ${window}`,
    );
    expect(sameDayCourierLineDescription('STUART', minutes)).toBe(`Stuart same-day delivery ${window}`);
  });
});
