import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/**
 * The stock watcher of one part availability request (spec 3 §7): looks at the stock, raises the notification when
 * it has returned, else runs again after `partAvailabilityCheckMinutes`. One chain per request; the handler is
 * idempotent (the request row is locked and marked notified in the notification's transaction).
 */
export const partAvailabilityCheck = defineJob({
  name: 'spares.part-availability.check',
  // armedAt: when the request was (re-)made, so a re-armed request starts a chain of its own.
  payload: z.object({ requestId: z.number().int().positive(), armedAt: z.number().int(), round: z.number().int().nonnegative() }),
  retryLimit: 5,
});

/** How often a waiting request's stock is looked at. */
export const partAvailabilityCheckMinutes = 15;
