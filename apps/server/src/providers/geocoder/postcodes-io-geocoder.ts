import { z } from 'zod';
import type { GeocoderProvider } from './geocoder-provider';

const lookupBody = z.object({ result: z.object({ postcode: z.string(), latitude: z.number(), longitude: z.number() }) });
const reverseBody = z.object({ result: z.array(z.object({ postcode: z.string() })).nullable() });
const timeoutMs = 5_000;

/** Adapter for postcodes.io or any service with its API (GEOCODER_PROVIDER=postcodes-io, POSTCODES_IO_URL). */
export function createPostcodesIoGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch): GeocoderProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string) => {
    const response = await fetchImpl(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`postcodes.io answered ${response.status} for ${path}`);
    return (await response.json()) as unknown;
  };
  return {
    name: 'postcodes-io',
    async lookup(postcode) {
      const body = await get(`/postcodes/${encodeURIComponent(postcode)}`);
      if (body === null) return null;
      const { result } = lookupBody.parse(body);
      return { postcode: result.postcode, latitude: result.latitude, longitude: result.longitude };
    },
    async reverse({ latitude, longitude }, limit) {
      const body = await get(`/postcodes?lon=${longitude}&lat=${latitude}&limit=${limit}&radius=2000`);
      if (body === null) return [];
      return (reverseBody.parse(body).result ?? []).map((row) => row.postcode);
    },
  };
}
