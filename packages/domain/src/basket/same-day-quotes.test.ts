import { describe, expect, it } from 'vitest';
import { offerableQuotes } from './same-day-quotes';

describe('offerableQuotes (spec 2 §9: up to £30 with VAT added)', () => {
  it.each([
    ['£25.00 net = £30.00 with VAT is offered', 2500, [3000]],
    ['£25.01 net = £30.01 with VAT is not', 2501, []],
    ['cheap quote gains VAT', 995, [1194]],
  ])('%s', (_name, priceNetPence, expected) => {
    expect(offerableQuotes([{ priceNetPence }]).map((q) => q.priceWithVatPence)).toEqual(expected);
  });
  it('sorts cheapest first and keeps the other fields', () => {
    const quotes = offerableQuotes([{ id: 'b', priceNetPence: 2000 }, { id: 'a', priceNetPence: 1000 }, { id: 'c', priceNetPence: 9000 }]);
    expect(quotes.map((q) => q.id)).toEqual(['a', 'b']);
  });
});
