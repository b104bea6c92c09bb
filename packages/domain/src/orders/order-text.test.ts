import { describe, expect, it } from 'vitest';
import { orderNotes, orderText, type OrderTextInput } from './order-text';

const base: OrderTextInput = {
  quoteId: 0,
  isDelivery: false,
  supplierId: 7,
  supplierName: 'Northern Plumbing Supplies',
  branchName: 'Leeds South',
  orderDate: '2026-11-10T10:00:00Z',
  collectFromBranchOn: '2026-11-10T14:00:00Z',
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
    ['next-day collection: ready by 9:30', { collectFromBranchOn: '2026-11-11T10:00:00Z' }, [orderNotes.nextDay]],
    ['Saturday collection: until midday', { orderDate: '2026-11-13T15:00:00Z', collectFromBranchOn: '2026-11-14T09:30:00Z' }, [orderNotes.saturday]],
    ['delivery: no collection note', { isDelivery: true, collectFromBranchOn: '2026-11-11T10:00:00Z' }, []],
    ['express: no collection note', { quoteId: 1, collectFromBranchOn: '2026-11-14T09:30:00Z' }, []],
  ])('%s', (_case, change, notes) => {
    const lines = orderText({ ...base, ...change }).lines;
    for (const note of Object.values(orderNotes)) expect(lines.includes(note)).toBe((notes as string[]).includes(note));
  });
});
