import { queryOptions, useQuery } from '@tanstack/react-query';
import { ExportFileQuery, ExportValidityResponse } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET Basket/IsExportedOrderValid?fileId (spec 3 §7); a 404 (missing or another organisation's) is invalid too. */
export const isExportedOrderValid = (fileId: string, signal?: AbortSignal) =>
  apiRequest(apiRoutes.orders.isExportedOrderValid, { query: { fileId }, schema: ExportValidityResponse, signal });

/** A link's fileId the server would refuse as malformed (not a file id at all): invalid without asking. */
export const isWellFormedFileId = (fileId: string | null): fileId is string => ExportFileQuery.safeParse({ fileId }).success;

export const useExportedOrderValidity = (fileId: string) =>
  useQuery(
    queryOptions({ queryKey: ['orders', 'export', fileId], queryFn: ({ signal }) => isExportedOrderValid(fileId, signal), retry: false, enabled: isWellFormedFileId(fileId) }),
  );

export const exportDownloadUrl = (fileId: string) => `${apiRoutes.orders.downloadExportedOrder}?fileId=${encodeURIComponent(fileId)}`;
export const exportCsvUrl = (fileId: string) => `${apiRoutes.orders.downloadExportedOrderCsv}?fileId=${encodeURIComponent(fileId)}`;
