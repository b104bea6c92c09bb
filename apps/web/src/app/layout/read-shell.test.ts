import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { adminUser, shellRoutes } from '../../test-utils/fixtures';
import { isAccountCompletedQueryOptions } from '../../features/account/api/get-is-account-completed';
import { basketForUserQueryOptions } from '../../features/basket/basket-cache';
import { menuItemsQueryOptions } from '../../features/catalogue/api/get-menu-items';
import { unreadNotificationsQueryOptions } from '../../features/notifications/api/get-unread-notifications';
import { configurationVariablesQueryOptions } from '../../features/platform/api/get-configuration-variables';
import { bannerTextQueryOptions } from '../../features/user-group/api/get-banner-text';
import { userGroupQueryOptions } from '../../features/user-group/api/get-user-group';
import { readShell } from './read-shell';

/** The server's answers, as the shell's own tests answer them (the admin's), by path; `overrides` replace some. */
function serverAnswering(overrides: Record<string, unknown> = {}) {
  const routes = { ...shellRoutes(), ...overrides } as Record<string, unknown>;
  const paths: string[] = [];
  const readJson = async (path: string) => {
    paths.push(path);
    return routes[`GET ${path.split('?')[0]}`];
  };
  return { readJson, paths };
}

// Each query of the shell under the key its hook reads (a wrong key would leave the browser reading it again).
const shellQueries = [
  { key: basketForUserQueryOptions.queryKey, route: 'GET /Basket/GetBasketForUser' },
  { key: unreadNotificationsQueryOptions.queryKey, route: 'GET /NotificationTriggerLog/UnreadNotifications' },
  { key: bannerTextQueryOptions(adminUser.orgID).queryKey, route: 'GET /GetBannerText' },
  { key: isAccountCompletedQueryOptions.queryKey, route: 'GET /Account/IsAccountCompleted' },
  { key: userGroupQueryOptions.queryKey, route: 'GET /GetUserGroup' },
  { key: menuItemsQueryOptions(adminUser.orgID).queryKey, route: 'GET /GetMenuItems' },
  { key: configurationVariablesQueryOptions.queryKey, route: 'GET /Configuration/GetConfigurationVariables' },
];

describe('readShell', () => {
  it("puts every answer the shell asks for under its query's key, for the user's organisation", async () => {
    const server = serverAnswering();
    const queryClient = createQueryClient();
    await readShell({ address: new URL('http://shop.test/'), readJson: server.readJson, queryClient }, adminUser);
    const routes = shellRoutes() as Record<string, unknown>;
    for (const { key, route } of shellQueries) expect(queryClient.getQueryData(key), route).toEqual(routes[route]);
    expect(server.paths).toContain(`/GetBannerText?organisationId=${adminUser.orgID}`);
    expect(server.paths).toContain(`/GetMenuItems?organisationId=${adminUser.orgID}`);
  });

  it('leaves a query to the browser when its answer failed or is not what its contract says', async () => {
    const server = serverAnswering({ 'GET /GetUserGroup': undefined, 'GET /NotificationTriggerLog/UnreadNotifications': { count: -1 } });
    const queryClient = createQueryClient();
    await readShell({ address: new URL('http://shop.test/'), readJson: server.readJson, queryClient }, adminUser);
    expect(queryClient.getQueryData(userGroupQueryOptions.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(unreadNotificationsQueryOptions.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(basketForUserQueryOptions.queryKey)).toBeDefined();
  });
});
