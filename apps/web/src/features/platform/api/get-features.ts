import { queryOptions, useQuery } from '@tanstack/react-query';
import type { featureNames } from '@sparesfinder/contracts/platform';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const featuresResponseSchema = () => import('@sparesfinder/contracts/platform').then((contracts) => contracts.FeaturesResponse);

export type FeatureName = (typeof featureNames)[keyof typeof featureNames];

export const getFeatures = (signal?: AbortSignal) => apiRequest(apiRoutes.platform.features, { schema: featuresResponseSchema, signal });

export const featuresQueryOptions = queryOptions({
  queryKey: ['platform', 'features'],
  queryFn: ({ signal }) => getFeatures(signal),
  staleTime: 5 * 60_000,
  select: (features) => new Map(features.map((feature) => [feature.name.toLowerCase(), feature.isEnabled])),
});

/** Every flag by lower-case name; empty until loaded (or if the call fails: everything off). */
export function useFeatures() {
  const query = useQuery(featuresQueryOptions);
  return { ...query, features: query.data ?? new Map<string, boolean>() };
}

/** One flag; false while loading and when unknown. */
export function useFeatureFlag(name: FeatureName | (string & {})): boolean {
  const { features } = useFeatures();
  return features.get(name.toLowerCase()) === true;
}
