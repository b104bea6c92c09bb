import { apiRoutes } from '@sparesfinder/contracts/routes';
import type { UserDetails } from '@sparesfinder/contracts/account';
import { IsAccountCompletedResponse } from '@sparesfinder/contracts/account';
import { Basket } from '@sparesfinder/contracts/basket';
import { UnreadNotificationsResponse } from '@sparesfinder/contracts/notifications';
import { ConfigurationVariables } from '@sparesfinder/contracts/platform';
import { BannerTextResponse, MenuItemsResponse, UserGroup } from '@sparesfinder/contracts/user-group';
import type { z } from 'zod';
import { buildUrl } from '../../lib/api-client';
import { seedQuery, type PageReads } from '../../lib/server-render-state';
import { isAccountCompletedQueryOptions } from '../../features/account/api/get-is-account-completed';
import { basketForUserQueryOptions } from '../../features/basket/basket-cache';
import { menuItemsQueryOptions } from '../../features/catalogue/api/get-menu-items';
import { unreadNotificationsQueryOptions } from '../../features/notifications/api/get-unread-notifications';
import { configurationVariablesQueryOptions } from '../../features/platform/api/get-configuration-variables';
import { bannerTextQueryOptions } from '../../features/user-group/api/get-banner-text';
import { userGroupQueryOptions } from '../../features/user-group/api/get-user-group';

/**
 * What the shell around every page asks for (the header's basket and notification count, the banner, the menus, the
 * user group's settings), read on the server for a server-rendered page (decision 019), each under its query's own
 * key and checked by its contract's schema. So the first paint shows the whole shell, not its loading places, and no
 * answer arrives while the browser is still hydrating: one would make React finish hydrating the page in one long
 * task instead of in slices. A read that fails leaves its query to the browser, as before.
 */
export async function readShell({ readJson, queryClient }: PageReads, user: UserDetails): Promise<void> {
  const organisationId = user.orgID;
  const reads: { path: string; key: readonly unknown[]; schema: z.ZodType }[] = [
    { path: apiRoutes.basket.getForUser, key: basketForUserQueryOptions.queryKey, schema: Basket },
    { path: apiRoutes.notifications.unread, key: unreadNotificationsQueryOptions.queryKey, schema: UnreadNotificationsResponse },
    { path: buildUrl(apiRoutes.userGroup.getBannerText, { organisationId }), key: bannerTextQueryOptions(organisationId).queryKey, schema: BannerTextResponse },
    { path: apiRoutes.account.isAccountCompleted, key: isAccountCompletedQueryOptions.queryKey, schema: IsAccountCompletedResponse },
    { path: apiRoutes.userGroup.getUserGroup, key: userGroupQueryOptions.queryKey, schema: UserGroup },
    { path: buildUrl(apiRoutes.userGroup.getMenuItems, { organisationId }), key: menuItemsQueryOptions(organisationId).queryKey, schema: MenuItemsResponse },
    { path: apiRoutes.platform.configuration, key: configurationVariablesQueryOptions.queryKey, schema: ConfigurationVariables },
  ];
  const answers = await Promise.all(reads.map((read) => readJson(read.path)));
  reads.forEach((read, index) => seedQuery(queryClient, read.key, read.schema, answers[index]));
}
