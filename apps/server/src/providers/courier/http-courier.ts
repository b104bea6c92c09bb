import { z } from 'zod';
import type { CourierProvider } from './courier-provider';

const quotesBody = z.object({
  quotes: z.array(z.object({ courier: z.enum(['GOPHR', 'STUART']), minutes: z.number().int(), priceNetPence: z.number().int().nonnegative() })),
});
const timeoutMs = 5_000;

/**
 * Skeleton adapter for a courier aggregator over HTTP (COURIER_PROVIDER=http, COURIER_API_URL): POST /quotes with
 * pickup, drop-off, windows and load; the answer is validated before use. Booking the courier belongs to checkout.
 */
export function createHttpCourier(baseUrl: string, fetchImpl: typeof fetch = fetch): CourierProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'http',
    async quote(request) {
      const response = await fetchImpl(`${base}/quotes`, {
        method: 'POST',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          couriers: request.couriers,
          windows: request.windows,
          pickup: request.pickup,
          dropoff: request.dropoff,
          distanceMiles: request.distanceMiles,
          units: request.basketUnits,
        }),
      });
      if (!response.ok) throw new Error(`courier API answered ${response.status}`);
      const { quotes } = quotesBody.parse(await response.json());
      return quotes
        .filter((q) => request.couriers.includes(q.courier) && request.windows.includes(q.minutes))
        .map((q) => ({ courierCode: q.courier, deliveryMinutes: q.minutes, priceNetPence: q.priceNetPence }));
    },
  };
}
