import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { buildMenuTree } from '@sparesfinder/domain/menu-tree';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const menuItemsResponseSchema = () => import('@sparesfinder/contracts/user-group').then((contracts) => contracts.MenuItemsResponse);

export const menuItemsRead = (organisationId: number) =>
  apiRead({ path: apiRoutes.userGroup.getMenuItems, query: { organisationId }, schema: menuItemsResponseSchema });

export const getMenuItems = (organisationId: number, signal?: AbortSignal) => requestRead(menuItemsRead(organisationId), signal);

export const menuItemsQueryOptions = (organisationId: number | undefined) =>
  queryOptions({
    queryKey: ['catalogue', 'menu-items', organisationId],
    queryFn: ({ signal }) => getMenuItems(organisationId!, signal),
    enabled: organisationId !== undefined,
    staleTime: 10 * 60_000,
  });

/** The flat classification list as the three-level tree the menus show (spec 1 §2). */
export function useMenuTree(organisationId: number | undefined) {
  const query = useQuery({ ...menuItemsQueryOptions(organisationId), select: buildMenuTree });
  return { ...query, tree: query.data ?? [] };
}
