import { describe, expect, it } from 'vitest';
import { createBuiltinGeocoder } from './builtin-geocoder';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder';
import { createBuiltinAddressLookup } from '../address-lookup/builtin-address-lookup';

const districts = [
  { district: 'LS11', town: 'Leeds', county: 'West Yorkshire', latitude: 53.78, longitude: -1.552 },
  { district: 'LS1', town: 'Leeds', county: 'West Yorkshire', latitude: 53.7966, longitude: -1.5474 },
  { district: 'M1', town: 'Manchester', county: 'Greater Manchester', latitude: 53.479, longitude: -2.236 },
];

describe('built-in geocoder', () => {
  const geocoder = createBuiltinGeocoder(districts);
  it('places a postcode at its district centre', async () => {
    expect(await geocoder.lookup('LS11 5AB')).toEqual({ postcode: 'LS11 5AB', latitude: 53.78, longitude: -1.552 });
    expect(await geocoder.lookup('ZZ9 9ZZ')).toBeNull();
  });
  it('reverse-geocodes to the nearest districts first, within reach', async () => {
    expect(await geocoder.reverse({ latitude: 53.781, longitude: -1.551 }, 5)).toEqual(['LS11 1AA', 'LS1 1AA']);
    expect(await geocoder.reverse({ latitude: 53.781, longitude: -1.551 }, 1)).toEqual(['LS11 1AA']);
    expect(await geocoder.reverse({ latitude: 0, longitude: 0 }, 5)).toEqual([]);
  });
});

describe('built-in address lookup', () => {
  const lookup = createBuiltinAddressLookup(districts);
  it('gives the same plausible addresses for the same postcode', async () => {
    const first = await lookup.findAddresses('M1 1AE');
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.every((a) => a.city === 'Manchester' && a.postcode === 'M1 1AE' && a.address.length > 0)).toBe(true);
    expect(new Set(first.map((a) => a.address.join(', '))).size).toBe(first.length);
    expect(await lookup.findAddresses('M1 1AE')).toEqual(first);
    expect(await lookup.findAddresses('ZZ9 9ZZ')).toEqual([]);
  });
});

describe('postcodes.io adapter', () => {
  const fakeFetch = (status: number, body: unknown) =>
    (async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  const calls: string[] = [];

  it('maps a lookup', async () => {
    const geocoder = createPostcodesIoGeocoder('https://pc.test/', fakeFetch(200, { status: 200, result: { postcode: 'LS11 5AB', latitude: 53.7, longitude: -1.5, extra: 1 } }));
    expect(await geocoder.lookup('LS11 5AB')).toEqual({ postcode: 'LS11 5AB', latitude: 53.7, longitude: -1.5 });
    expect(calls.at(-1)).toBe('https://pc.test/postcodes/LS11%205AB');
  });
  it('answers null for 404 and throws for an outage', async () => {
    expect(await createPostcodesIoGeocoder('https://pc.test', fakeFetch(404, { status: 404 })).lookup('ZZ9 9ZZ')).toBeNull();
    await expect(createPostcodesIoGeocoder('https://pc.test', fakeFetch(500, {})).lookup('LS11 5AB')).rejects.toThrow();
  });
  it('maps a reverse lookup, including "no result"', async () => {
    const found = createPostcodesIoGeocoder('https://pc.test', fakeFetch(200, { result: [{ postcode: 'LS11 5AB' }, { postcode: 'LS11 5AD' }] }));
    expect(await found.reverse({ latitude: 53.7, longitude: -1.5 }, 2)).toEqual(['LS11 5AB', 'LS11 5AD']);
    expect(calls.at(-1)).toBe('https://pc.test/postcodes?lon=-1.5&lat=53.7&limit=2&radius=2000');
    const none = createPostcodesIoGeocoder('https://pc.test', fakeFetch(200, { result: null }));
    expect(await none.reverse({ latitude: 0, longitude: 0 }, 2)).toEqual([]);
  });
});
