import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const configurationVariablesSchema = () => import('@sparesfinder/contracts/platform').then((contracts) => contracts.ConfigurationVariables);

export const getConfigurationVariables = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.platform.configuration, { schema: configurationVariablesSchema, signal });

export const configurationVariablesQueryOptions = queryOptions({
  queryKey: ['platform', 'configuration'],
  queryFn: ({ signal }) => getConfigurationVariables(signal),
  staleTime: Infinity,
});

/** spec 1 §7: reads enableGoogleAnalytics (analytics stays off until this answers). */
export const useConfigurationVariables = () => useQuery(configurationVariablesQueryOptions);
