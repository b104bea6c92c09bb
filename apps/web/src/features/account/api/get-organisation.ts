import { queryOptions, useQuery } from '@tanstack/react-query';
import { Organisation } from '@sparesfinder/contracts/account';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

export const getOrganisation = (signal?: AbortSignal) => apiRequest(apiRoutes.account.getOrganisation, { schema: Organisation, signal });

export const organisationQueryKey = ['account', 'organisation'] as const;
export const organisationQueryOptions = queryOptions({ queryKey: organisationQueryKey, queryFn: ({ signal }) => getOrganisation(signal) });
export const useOrganisation = () => useQuery(organisationQueryOptions);
