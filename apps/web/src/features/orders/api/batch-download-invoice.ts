import { useMutation } from '@tanstack/react-query';
import { BatchDownloadInvoiceResponse, type BatchDownloadInvoiceRequest } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST Basket/BatchDownloadInvoice {from, to, taskId} (spec 1 §7): the link arrives by e-mail. */
export const batchDownloadInvoice = (request: BatchDownloadInvoiceRequest) =>
  apiRequest(apiRoutes.orders.batchDownloadInvoice, { method: 'POST', body: request, schema: BatchDownloadInvoiceResponse });

export const useBatchDownloadInvoice = () => useMutation({ mutationFn: batchDownloadInvoice });
