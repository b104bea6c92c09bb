import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  RecentlyOrderedLinesResponse,
  type RecentlyOrderedLinesRequest,
} from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** POST Orders/RecentlyOrderedLines (searchText, sortDir, sortProp; spec 2 §7, contracts/lists.ts). */
export const getRecentlyOrderedLines = (request: RecentlyOrderedLinesRequest, signal?: AbortSignal) =>
  apiRequest(apiRoutes.lists.recentlyOrderedLines, {
    method: 'POST',
    body: request,
    schema: RecentlyOrderedLinesResponse,
    signal,
  });

export const recentlyOrderedLinesQueryOptions = (request: RecentlyOrderedLinesRequest) =>
  queryOptions({
    queryKey: ['lists', 'recently-ordered', request],
    queryFn: ({ signal }) => getRecentlyOrderedLines(request, signal),
    placeholderData: keepPreviousData,
  });

export const useRecentlyOrderedLines = (request: RecentlyOrderedLinesRequest) =>
  useQuery(recentlyOrderedLinesQueryOptions(request));
