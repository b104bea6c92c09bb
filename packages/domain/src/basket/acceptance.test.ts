import { describe, expect, it } from 'vitest';
import { matchesAcceptance, settleAcceptance, type AcceptedHeader, type SettleLine } from './acceptance';

const product = (code: string, qty: number, costPence = 4850): SettleLine => ({ basketLineTypeId: 1, manufacturerCode: code, qty, costPence, displayedCostPence: costPence });
const stuart: SettleLine = { basketLineTypeId: 3, manufacturerCode: 'STUART', qty: 1, costPence: 880, displayedCostPence: 880 };
const byBox: SettleLine = { basketLineTypeId: 5, manufacturerCode: 'BYBOX', qty: 1, costPence: 0, displayedCostPence: 0 };
const heatline = { chargePence: 995, freeOverPence: 10_000 };
const same = (line: SettleLine): SettleLine => line;
const header = (fulfilmentOptionId: number | null, acceptedQuantities: Record<string, number> | null, quoteId = 0): AcceptedHeader => ({ fulfilmentOptionId, quoteId, fulfillmentPostcode: 'LS11 5AB', acceptedQuantities });

describe('settleAcceptance (issue #44: an acceptance is a promise about the basket)', () => {
  it('accepting next-day delivery writes the delivery line priced by the terms; under and over the threshold', () => {
    const under = settleAcceptance({ before: header(null, null), after: header(2, null), isAcceptance: true, beforeLines: [], lines: [product('CAL-87161', 1)], nextDayTerms: heatline }, same);
    expect(under.lines.map((line) => [line.manufacturerCode, line.costPence])).toEqual([['CAL-87161', 4850], ['DELIVERY', 995]]);
    const over = settleAcceptance({ before: header(null, null), after: header(2, null), isAcceptance: true, beforeLines: [], lines: [product('CAL-87161', 3)], nextDayTerms: heatline }, same);
    expect(over.lines.map((line) => [line.manufacturerCode, line.costPence])).toEqual([['CAL-87161', 4850], ['DELIVERY', 0]]);
    expect(over).toMatchObject({ outcome: 'accepted', acceptedQuantities: { 'CAL-87161': 3 } });
  });

  it('accepting another option removes every add-on of the old one (spec 3 §3)', () => {
    const stale = [product('CAL-87161', 1), { ...stuart }, byBox, { basketLineTypeId: 2, manufacturerCode: 'DELIVERY', qty: 1, costPence: 995, displayedCostPence: 995 }];
    const settled = settleAcceptance({ before: header(4, { 'CAL-87161': 1 }, 7), after: header(0, null, 7), isAcceptance: true, beforeLines: stale, lines: stale, nextDayTerms: null }, same);
    expect(settled.lines.map((line) => line.manufacturerCode)).toEqual(['CAL-87161']);
  });

  it('lowering a quantity keeps the promise and re-prices the delivery across the threshold', () => {
    const before = [product('CAL-87161', 3), { basketLineTypeId: 2, manufacturerCode: 'DELIVERY', qty: 1, costPence: 0, displayedCostPence: 0 }];
    const settled = settleAcceptance({ before: header(2, { 'CAL-87161': 3 }), after: header(2, null), isAcceptance: false, beforeLines: before, lines: [product('CAL-87161', 1), before[1]!], nextDayTerms: heatline }, same);
    expect(settled.outcome).toBe('kept');
    expect(settled.lines.find((line) => line.manufacturerCode === 'DELIVERY')?.costPence).toBe(995);
  });

  it.each([
    ['a quantity raised', header(0, { 'CAL-87161': 1 }), [product('CAL-87161', 1)], [product('CAL-87161', 2)], 'LS11 5AB', 0],
    ['a line added', header(0, { 'CAL-87161': 1 }), [product('CAL-87161', 1)], [product('CAL-87161', 1), product('GEN-15MM-ISO', 1)], 'LS11 5AB', 0],
    ['the express courier line removed', header(4, { 'CAL-87161': 1 }, 7), [product('CAL-87161', 1), stuart], [product('CAL-87161', 1)], 'LS11 5AB', 7],
    ['the express quote cleared', header(4, { 'CAL-87161': 1 }, 7), [product('CAL-87161', 1), stuart], [product('CAL-87161', 1), stuart], 'LS11 5AB', 0],
    ['the courier line repriced', header(4, { 'CAL-87161': 1 }, 7), [product('CAL-87161', 1), stuart], [product('CAL-87161', 1), { ...stuart, costPence: 1 }], 'LS11 5AB', 7],
    ['the by-box line removed', header(5, { 'CAL-87161': 1 }), [product('CAL-87161', 1), byBox], [product('CAL-87161', 1)], 'LS11 5AB', 0],
    ['the postcode changed', header(0, { 'CAL-87161': 1 }), [product('CAL-87161', 1)], [product('CAL-87161', 1)], 'M1 1AE', 0],
  ])('%s voids the acceptance and drops its add-ons', (_name, before, beforeLines, lines, postcode, quoteId) => {
    const settled = settleAcceptance({ before, after: { fulfilmentOptionId: before.fulfilmentOptionId, quoteId, fulfillmentPostcode: postcode }, isAcceptance: false, beforeLines, lines, nextDayTerms: heatline }, same);
    expect(settled.outcome).toBe('voided');
    expect(settled.lines.every((line) => line.basketLineTypeId === 1)).toBe(true);
  });

  it('adding the by-box line after accepting by-box keeps the promise', () => {
    const settled = settleAcceptance({ before: header(5, { 'CAL-87161': 1 }), after: header(5, null), isAcceptance: false, beforeLines: [product('CAL-87161', 1)], lines: [product('CAL-87161', 1), byBox], nextDayTerms: null }, same);
    expect(settled.outcome).toBe('kept');
  });

  it('a basket with nothing accepted is left alone', () => {
    expect(settleAcceptance({ before: header(null, null), after: header(null, null), isAcceptance: false, beforeLines: [], lines: [product('CAL-87161', 9)], nextDayTerms: null }, same).outcome).toBe('none');
  });
});

describe('matchesAcceptance (placement refuses a basket that is no longer what was accepted)', () => {
  const delivery = (costPence: number): SettleLine => ({ basketLineTypeId: 2, manufacturerCode: 'DELIVERY', qty: 1, costPence, displayedCostPence: costPence });
  it.each([
    ['next-day delivery priced as the terms say', { fulfilmentOptionId: 2, quoteId: 0, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 1), delivery(995)], true],
    ['next-day delivery without its line', { fulfilmentOptionId: 2, quoteId: 0, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 1)], false],
    ['next-day delivery priced wrong', { fulfilmentOptionId: 2, quoteId: 0, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 1), delivery(0)], false],
    ['express with its courier line', { fulfilmentOptionId: 4, quoteId: 7, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 1), stuart], true],
    ['express without its courier line (issue #44 item 7)', { fulfilmentOptionId: 4, quoteId: 7, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 1)], false],
    ['a collection carrying a courier line', { fulfilmentOptionId: 0, quoteId: 7, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 1), stuart], false],
    ['more than was accepted', { fulfilmentOptionId: 0, quoteId: 0, acceptedQuantities: { 'CAL-87161': 1 } }, [product('CAL-87161', 2)], false],
    ['nothing accepted', { fulfilmentOptionId: null, quoteId: 0, acceptedQuantities: null }, [product('CAL-87161', 1)], false],
  ])('%s → %s', (_name, header, lines, expected) => {
    expect(matchesAcceptance(header, lines, heatline)).toBe(expected);
  });
});
