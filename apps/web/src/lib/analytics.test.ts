import { afterEach, describe, expect, it } from 'vitest';
import {
  buildAddToCartEvent,
  buildEcommerceEvent,
  pushEcommerceEvent,
  type AnalyticsItem,
} from './analytics';

const valve: AnalyticsItem = {
  id: 'CAL-87161',
  name: 'Diverter valve assembly',
  brand: 'Caldera',
  price: 48.5,
};

afterEach(() => {
  delete window.dataLayer;
});

describe('buildAddToCartEvent', () => {
  it('is a GA4 add_to_cart in GBP with the part as the one item', () => {
    expect(buildAddToCartEvent(valve, 2)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'GBP',
        value: 97,
        items: [
          {
            item_id: 'CAL-87161',
            item_name: 'Diverter valve assembly',
            item_brand: 'Caldera',
            price: 48.5,
            quantity: 2,
          },
        ],
      },
    });
  });

  it.each([
    [0.1, 3, 0.3],
    [19.99, 3, 59.97],
    [1.15, 7, 8.05],
    [12.345, 1, 12.35],
  ])('value is price %s × %s in whole pence: %s', (price, quantity, value) => {
    expect(buildAddToCartEvent({ ...valve, price }, quantity).ecommerce.value).toBe(value);
  });

  it('leaves item_brand out when the manufacturer is not known', () => {
    const [item] = buildAddToCartEvent({ ...valve, brand: null }, 1).ecommerce.items;
    expect(item).not.toHaveProperty('item_brand');
  });
});

describe('buildEcommerceEvent', () => {
  it('sums every line for the checkout events that will reuse it', () => {
    const event = buildEcommerceEvent('begin_checkout', [
      { item: valve, quantity: 1 },
      { item: { id: 'CAL-PUMP', name: 'Pump', price: 120.1 }, quantity: 2 },
    ]);
    expect(event.event).toBe('begin_checkout');
    expect(event.ecommerce.value).toBe(288.7);
    expect(event.ecommerce.items.map((item) => item.item_id)).toEqual(['CAL-87161', 'CAL-PUMP']);
  });
});

describe('pushEcommerceEvent', () => {
  it('creates the dataLayer if the page has none and clears the last ecommerce object before each event', () => {
    const first = buildAddToCartEvent(valve, 1);
    const second = buildAddToCartEvent(valve, 3);
    pushEcommerceEvent(first);
    pushEcommerceEvent(second);
    expect(window.dataLayer).toEqual([{ ecommerce: null }, first, { ecommerce: null }, second]);
  });

  it('keeps what a tag manager already queued', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushEcommerceEvent(buildAddToCartEvent(valve, 1));
    expect(window.dataLayer).toHaveLength(3);
    expect(window.dataLayer[0]).toEqual({ event: 'gtm.js' });
  });
});
