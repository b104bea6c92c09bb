import { describe, expect, it } from 'vitest';
import { isStaleAddOn } from './add-ons';

const courier = { manufacturerCode: 'GOPHR', basketLineTypeId: 2 };
const byBox = { manufacturerCode: 'BYBOX', basketLineTypeId: 5 };
const nextDay = { manufacturerCode: 'DELIVERY', basketLineTypeId: 2 };
const product = { manufacturerCode: 'CAL-87161', basketLineTypeId: 1 };

describe('stale add-ons (RefreshAddOns)', () => {
  it.each([
    ['courier on express with a quote', courier, 4, 7, false],
    ['courier on express without a quote', courier, 4, 0, true],
    ['courier on collect', courier, 0, 7, true],
    ['courier, nothing accepted', courier, null, 7, true],
    ['by-box on by-box', byBox, 5, 0, false],
    ['by-box on next-day delivery', byBox, 2, 0, true],
    ['next-day delivery on next-day delivery', nextDay, 2, 0, false],
    ['next-day delivery on collect', nextDay, 0, 0, true],
    ['next-day delivery on express', nextDay, 4, 7, true],
    ['a product line, always kept', product, 1, 0, false],
  ] as const)('%s → stale %s', (_name, line, fulfilmentOptionId, quoteId, stale) => {
    expect(isStaleAddOn(line, { fulfilmentOptionId, quoteId })).toBe(stale);
  });
});
