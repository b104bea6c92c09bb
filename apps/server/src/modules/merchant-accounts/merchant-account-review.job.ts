import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/**
 * The merchant's answer to one account application in review (spec 1 §4 isValidated 3; §9 2-3 days unless
 * automatic). Enqueued when the application is created, due MERCHANT_REVIEW_MINUTES later; idempotent (an account
 * no longer in review is left alone), so a second delivery changes nothing.
 */
export const merchantAccountReviewJob = defineJob({
  name: 'merchant-accounts.review',
  payload: z.object({ organisationSupplierId: z.number().int().positive() }),
  retryLimit: 5,
});
