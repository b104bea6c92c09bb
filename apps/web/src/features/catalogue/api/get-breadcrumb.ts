import { queryOptions, useQuery } from '@tanstack/react-query';
import { BreadcrumbResponse } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

/** GET /ProductSearch/GetBreadCrumb?startNodeId; no id = the root (top-level categories as children). */
export const breadcrumbRead = (startNodeId: number | undefined) =>
  apiRead({ path: apiRoutes.catalogue.breadcrumb, query: { startNodeId }, schema: BreadcrumbResponse });

export const getBreadcrumb = (startNodeId: number | undefined, signal?: AbortSignal) => requestRead(breadcrumbRead(startNodeId), signal);

export const breadcrumbQueryOptions = (startNodeId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'breadcrumb', startNodeId ?? null],
    queryFn: ({ signal }) => getBreadcrumb(startNodeId, signal),
    staleTime: 10 * 60_000,
  });

export const useBreadcrumb = (startNodeId: number | undefined) =>
  useQuery(breadcrumbQueryOptions(startNodeId));
