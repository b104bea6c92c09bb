import { describe, expect, it } from 'vitest';
import { builtinRateCards, createRateCardCourier, priceFromRateCard } from './rate-card-courier';
import { createHttpCourier } from './http-courier';
import type { CourierQuoteRequest } from './courier-provider';

const request = (distanceMiles: number, basketUnits = 5): CourierQuoteRequest => ({
  couriers: ['GOPHR', 'STUART'],
  windows: [90, 120, 180],
  pickup: { postcode: 'LS11 5DX', latitude: 53.78, longitude: -1.552 },
  dropoff: { postcode: 'LS6 2AL', latitude: 53.82, longitude: -1.58 },
  distanceMiles,
  basketUnits,
});

describe('rate card pricing', () => {
  it.each([
    ['GOPHR, on the doorstep, 180 min', 'GOPHR', 0, 5, 180, 650],
    ['GOPHR, 10 miles, 90 min (dearer window)', 'GOPHR', 10, 5, 90, 2400],
    ['STUART, 10 miles, 120 min', 'STUART', 10, 5, 120, 2145],
    ['STUART, big basket adds the top band', 'STUART', 0, 21, 180, 1250],
    ['GOPHR, middle band', 'GOPHR', 2, 6, 180, 1090],
    ['STUART beyond its reach', 'STUART', 20.5, 1, 180, null],
    ['unknown window', 'GOPHR', 1, 1, 60, null],
  ] as const)('%s', (_name, courier, miles, units, minutes, expected) => {
    expect(priceFromRateCard(builtinRateCards[courier], miles, units, minutes)).toBe(expected);
  });

  it('quotes every courier and window it can serve, deterministically', async () => {
    const courier = createRateCardCourier();
    const near = await courier.quote(request(3));
    expect(near).toHaveLength(6);
    expect(await courier.quote(request(3))).toEqual(near);
    expect((await courier.quote(request(22))).map((q) => q.courierCode)).toEqual(['GOPHR', 'GOPHR', 'GOPHR']);
  });
});

describe('HTTP courier adapter', () => {
  const fakeFetch = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
  it('maps and filters the answer to what was asked', async () => {
    const courier = createHttpCourier('https://couriers.test/', fakeFetch(200, { quotes: [{ courier: 'GOPHR', minutes: 90, priceNetPence: 1200 }, { courier: 'STUART', minutes: 45, priceNetPence: 900 }] }));
    expect(await courier.quote(request(3))).toEqual([{ courierCode: 'GOPHR', deliveryMinutes: 90, priceNetPence: 1200 }]);
  });
  it('throws on an outage or a malformed answer', async () => {
    await expect(createHttpCourier('https://couriers.test', fakeFetch(503, {})).quote(request(1))).rejects.toThrow();
    await expect(createHttpCourier('https://couriers.test', fakeFetch(200, { quotes: [{ courier: 'X' }] })).quote(request(1))).rejects.toThrow();
  });
});
