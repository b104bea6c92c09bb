import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/**
 * Builds one bulk invoice export (spec 1 §5; decision 009): the period's invoice PDFs and a CSV in a zip, then the
 * e-mailed link. Idempotent: an export already built is not built again. Retried three times from 30 s.
 */
export const orderExportJob = defineJob({
  name: 'orders.export',
  payload: z.object({ fileId: z.string().uuid(), siteUrl: z.string().url() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 600,
});
