import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const authenticateResponseSchema = () => import('@sparesfinder/contracts/auth').then((contracts) => contracts.AuthenticateResponse);

export const getAuthenticate = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.account.authenticate, { schema: authenticateResponseSchema, signal });

export const authenticateQueryOptions = queryOptions({
  queryKey: ['session', 'authenticate'],
  queryFn: ({ signal }) => getAuthenticate(signal),
  staleTime: Infinity,
});

export const useAuthenticate = () => useQuery(authenticateQueryOptions);
