import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/**
 * Delivers one outbox message through the real transport. Six retries with exponential backoff from 30 s
 * (pg-boss doubles the delay with jitter) spread the attempts over roughly half an hour to an hour, enough to ride
 * out an SMTP server's restart or a greylisting delay; the last error stays on the outbox row.
 */
export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  payload: z.object({ outboxId: z.number().int().positive() }),
  retryLimit: 6,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});
