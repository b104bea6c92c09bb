import { queryOptions, useQuery } from '@tanstack/react-query';
import { TechnicalSpecificationsResponse } from '@sparesfinder/contracts/catalogue';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET /Item/SearchTechnicalSpecifications?itemId (spec 2 §7). */
export const getTechnicalSpecifications = (itemId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.catalogue.technicalSpecifications, {
    query: { itemId },
    schema: TechnicalSpecificationsResponse,
    signal,
  });

export const technicalSpecificationsQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'technical-specifications', itemId],
    queryFn: ({ signal }) => getTechnicalSpecifications(itemId, signal),
    staleTime: 10 * 60_000,
  });

export const useTechnicalSpecifications = (itemId: number) =>
  useQuery(technicalSpecificationsQueryOptions(itemId));
