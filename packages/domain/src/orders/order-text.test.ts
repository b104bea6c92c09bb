import { describe, expect, it } from 'vitest';
import { collectLaterNote, orderNotes, orderText, tradeHubNotes, type OrderTextInput } from './order-text';

const base: OrderTextInput = {
  quoteId: 0,
  isDelivery: false,
  supplierId: 7,
  supplierName: 'Northern Plumbing Supplies',
  branchName: 'Leeds South',
  orderDate: '2026-11-10T10:00:00Z',
  collectFromBranchOn: '2026-11-10T14:00:00Z',
  fulfilmentOptionId: 0,
  publicTrackerUrl: null,
};

describe('orderText (spec 1 §4 order text variants)', () => {
  it.each([
    ['quoteId above 0: express with the tracking link', { quoteId: 58231, supplierId: 1, publicTrackerUrl: 'https://t/1' }, 'express', 'Express Same-Day Delivery', 'https://t/1'],
    ['Heatline (1)', { supplierId: 1, supplierName: 'Heatline Merchants' }, 'heatline', 'Heatline Merchants order', null],
    ['Pipeworks (2)', { supplierId: 2, supplierName: 'Pipeworks Direct' }, 'pipeworks', 'Pipeworks Direct order', null],
    ['TradeHub (4)', { supplierId: 4, supplierName: 'TradeHub Supplies' }, 'tradeHub', 'TradeHub Supplies order', null],
    ['any other merchant: default collection', {}, 'default', 'Collection', null],
    ['default delivery', { isDelivery: true, collectFromBranchOn: null }, 'default', 'Delivery', null],
  ])('%s', (_case, change, variant, title, trackingUrl) => {
    const text = orderText({ ...base, ...change });
    expect(text).toMatchObject({ variant, title, trackingUrl });
  });

  it.each([
    ['same-day collection: no note', {}, []],
    ['next-day collection: ready by 9:30', { collectFromBranchOn: '2026-11-11T10:00:00Z', fulfilmentOptionId: 1 }, [orderNotes.nextDay]],
    ['next-day collection over a weekend (Friday for Monday): still option 1', { orderDate: '2026-11-13T15:00:00Z', collectFromBranchOn: '2026-11-16T09:30:00Z', fulfilmentOptionId: 1 }, [orderNotes.nextDay]],
    ['later-date collection the day after next: no next-day note', { collectFromBranchOn: '2026-11-12T09:30:00Z', fulfilmentOptionId: 3 }, []],
    ['later-date collection the next day (lead time over a closed day): no next-day note', { collectFromBranchOn: '2026-11-11T09:30:00Z', fulfilmentOptionId: 3 }, []],
    ['Saturday collection: until midday', { orderDate: '2026-11-13T15:00:00Z', collectFromBranchOn: '2026-11-14T09:30:00Z', fulfilmentOptionId: 1 }, [orderNotes.saturday]],
    ['no option recorded, collected the next day: next-day', { collectFromBranchOn: '2026-11-11T10:00:00Z', fulfilmentOptionId: null }, [orderNotes.nextDay]],
    ['no option recorded, collected days later: no next-day note', { collectFromBranchOn: '2026-11-13T10:00:00Z', fulfilmentOptionId: null }, []],
    ['delivery: no collection note', { isDelivery: true, collectFromBranchOn: '2026-11-11T10:00:00Z' }, []],
    ['express: no collection note', { quoteId: 1, collectFromBranchOn: '2026-11-14T09:30:00Z' }, []],
  ])('%s', (_case, change, notes) => {
    const lines = orderText({ ...base, ...change }).lines;
    for (const note of Object.values(orderNotes)) expect(lines.includes(note)).toBe((notes as string[]).includes(note));
  });

  it.each([
    ['a by-box order: the locker', { isDelivery: true, fulfilmentOptionId: 5 }, [tradeHubNotes.byBox]],
    ['a counter collection: the counter, never the locker', { fulfilmentOptionId: 1 }, [tradeHubNotes.counter]],
    ['a next-day delivery: neither', { isDelivery: true, fulfilmentOptionId: 2, collectFromBranchOn: null }, []],
  ])('TradeHub (4), %s', (_case, change, expected) => {
    const lines = orderText({ ...base, supplierId: 4, supplierName: 'TradeHub Supplies', ...change }).lines;
    for (const note of Object.values(tradeHubNotes)) expect(lines.includes(note)).toBe((expected as string[]).includes(note));
  });

  it('a collection booked for a later date names its date (spec 1 §9 wording), never the 9:30am next-day note', () => {
    const lines = orderText({ ...base, collectFromBranchOn: '2026-11-12T09:30:00Z', fulfilmentOptionId: 3 }).lines;
    expect(lines).toContain('Collect on a later date: 12 Nov 2026 at 09:30.');
    expect(collectLaterNote('2026-06-12T08:30:00Z')).toBe('Collect on a later date: 12 June 2026 at 09:30.');
  });

  it('a later-date collection on a Saturday names its date and the Saturday note', () => {
    const lines = orderText({ ...base, collectFromBranchOn: '2026-11-14T09:30:00Z', fulfilmentOptionId: 3 }).lines;
    expect(lines).toEqual(expect.arrayContaining([collectLaterNote('2026-11-14T09:30:00Z'), orderNotes.saturday]));
    expect(lines).not.toContain(orderNotes.nextDay);
  });

  it('deliveries and same-day collections name no collection date', () => {
    for (const change of [{ fulfilmentOptionId: 0 }, { isDelivery: true, fulfilmentOptionId: 2 }]) {
      expect(orderText({ ...base, ...change }).lines.some((line) => line.startsWith('Collect on a later date'))).toBe(false);
    }
  });
});
