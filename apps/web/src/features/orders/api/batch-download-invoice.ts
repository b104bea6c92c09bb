import { BatchDownloadInvoiceResponse, type BatchDownloadInvoiceRequest } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** POST Basket/BatchDownloadInvoice {from, to, taskId} (spec 1 §7): the link arrives by e-mail. */
export const batchDownloadInvoice = (request: BatchDownloadInvoiceRequest) =>
  apiRequest(apiRoutes.orders.batchDownloadInvoice, { method: 'POST', body: request, schema: BatchDownloadInvoiceResponse });

export const useBatchDownloadInvoice = () => useSingleFlightMutation({ mutationFn: batchDownloadInvoice });
