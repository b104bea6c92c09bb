import type { UserDetails } from '@sparesfinder/contracts/account';
import { readIntoCache, type PageReads } from '../../lib/server-render-state';
import { isAccountCompletedQueryOptions, isAccountCompletedRead } from '../../features/account/api/get-is-account-completed';
import { basketForUserRead } from '../../features/basket/api/get-basket-for-user';
import { basketForUserQueryOptions } from '../../features/basket/basket-cache';
import { menuItemsQueryOptions, menuItemsRead } from '../../features/catalogue/api/get-menu-items';
import { unreadNotificationsQueryOptions, unreadNotificationsRead } from '../../features/notifications/api/get-unread-notifications';
import { configurationVariablesQueryOptions, configurationVariablesRead } from '../../features/platform/api/get-configuration-variables';
import { bannerTextQueryOptions, bannerTextRead } from '../../features/user-group/api/get-banner-text';
import { userGroupQueryOptions, userGroupRead } from '../../features/user-group/api/get-user-group';

/**
 * What the shell around every page asks for (the header's basket and notification count, the banner, the menus, the
 * user group's settings), read on the server for a server-rendered page (decision 019), each under its query's own
 * key and checked by its contract's schema. So the first paint shows the whole shell, not its loading places, and no
 * answer arrives while the browser is still hydrating: one would make React finish hydrating the page in one long
 * task instead of in slices. A read that fails leaves its query to the browser, as before.
 */
export async function readShell(reads: PageReads, user: UserDetails): Promise<void> {
  const organisationId = user.orgID;
  await Promise.all([
    readIntoCache(reads, basketForUserQueryOptions.queryKey, basketForUserRead),
    readIntoCache(reads, unreadNotificationsQueryOptions.queryKey, unreadNotificationsRead),
    readIntoCache(reads, bannerTextQueryOptions(organisationId).queryKey, bannerTextRead(organisationId)),
    readIntoCache(reads, isAccountCompletedQueryOptions.queryKey, isAccountCompletedRead),
    readIntoCache(reads, userGroupQueryOptions.queryKey, userGroupRead),
    readIntoCache(reads, menuItemsQueryOptions(organisationId).queryKey, menuItemsRead(organisationId)),
    readIntoCache(reads, configurationVariablesQueryOptions.queryKey, configurationVariablesRead),
  ]);
}
