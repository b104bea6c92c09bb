import { apiRoutes } from '@sparesfinder/contracts/routes';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import type { ShellPermissions } from '../shell-permissions';

export interface ShellLink {
  label: string;
  to: string;
  /** A full page load (logout) rather than in-app navigation. */
  reload?: boolean;
}

const keep = (links: (ShellLink | false)[]): ShellLink[] => links.filter((link): link is ShellLink => link !== false);

/** Desktop menu links after the Shop mega-menu (spec 1 §2). */
export const desktopNavLinks = (permissions: ShellPermissions): ShellLink[] =>
  keep([
    permissions.showOrderHistory && { label: 'Order History', to: pagePaths.orderHistory },
    { label: 'Favourites', to: pagePaths.favouriteProducts },
    { label: 'Recently Ordered', to: pagePaths.recentlyOrdered },
    { label: 'Requested Products', to: pagePaths.requestedProducts },
  ]);

/** Mobile drawer links below the categories, in the spec's order (spec 1 §2). */
export const drawerLinks = (permissions: ShellPermissions): ShellLink[] =>
  keep([
    { label: 'Home', to: pagePaths.home },
    permissions.showAccount && { label: 'My account', to: pagePaths.settings },
    { label: 'New search', to: permissions.searchUrl },
    { label: 'Recently ordered', to: pagePaths.recentlyOrdered },
    permissions.showOrderHistory && { label: 'Order History', to: pagePaths.orderHistory },
    { label: 'Favourites', to: pagePaths.favouriteProducts },
    { label: 'Basket', to: pagePaths.basket },
    { label: 'Notifications', to: pagePaths.notifications },
    { label: 'Requested Products', to: pagePaths.requestedProducts },
    { label: 'Logout', to: apiRoutes.auth.logout, reload: true },
  ]);
