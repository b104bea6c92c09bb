import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const configurationVariablesSchema = () => import('@sparesfinder/contracts/platform').then((contracts) => contracts.ConfigurationVariables);

export const configurationVariablesRead = apiRead({ path: apiRoutes.platform.configuration, schema: configurationVariablesSchema });

export const getConfigurationVariables = (signal?: AbortSignal) => requestRead(configurationVariablesRead, signal);

export const configurationVariablesQueryOptions = queryOptions({
  queryKey: ['platform', 'configuration'],
  queryFn: ({ signal }) => getConfigurationVariables(signal),
  staleTime: Infinity,
});

/** spec 1 §7: reads enableGoogleAnalytics (analytics stays off until this answers). */
export const useConfigurationVariables = () => useQuery(configurationVariablesQueryOptions);
