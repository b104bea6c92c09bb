import { queryOptions, useQuery } from '@tanstack/react-query';
import { BreadcrumbResponse } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET /ProductSearch/GetBreadCrumb?startNodeId; no id = the root (top-level categories as children). */
export const getBreadcrumb = (startNodeId: number | undefined, signal?: AbortSignal) =>
  apiRequest(apiRoutes.catalogue.breadcrumb, { query: { startNodeId }, schema: BreadcrumbResponse, signal });

export const breadcrumbQueryOptions = (startNodeId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'breadcrumb', startNodeId ?? null],
    queryFn: ({ signal }) => getBreadcrumb(startNodeId, signal),
    staleTime: 10 * 60_000,
  });

export const useBreadcrumb = (startNodeId: number | undefined) =>
  useQuery(breadcrumbQueryOptions(startNodeId));
