import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const bannerTextResponseSchema = () => import('@sparesfinder/contracts/user-group').then((contracts) => contracts.BannerTextResponse);

export const bannerTextRead = (organisationId: number) =>
  apiRead({ path: apiRoutes.userGroup.getBannerText, query: { organisationId }, schema: bannerTextResponseSchema });

export const getBannerText = (organisationId: number, signal?: AbortSignal) => requestRead(bannerTextRead(organisationId), signal);

export const bannerTextQueryOptions = (organisationId: number | undefined) =>
  queryOptions({
    queryKey: ['user-group', 'banner-text', organisationId],
    queryFn: ({ signal }) => getBannerText(organisationId!, signal),
    enabled: organisationId !== undefined,
    staleTime: 5 * 60_000,
  });

export const useBannerText = (organisationId: number | undefined) => useQuery(bannerTextQueryOptions(organisationId));
