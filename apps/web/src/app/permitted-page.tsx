import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { useUserDetails } from '../features/session/api/get-user-details';
import { useShellPermissions } from './use-shell-permissions';

/** The permissions that hide a whole page from the shell's menus (spec 1 §6). */
export type PagePermission = 'showAccount' | 'showOrderHistory' | 'canSeeBuyingOptions';

/**
 * A page the shell hides from this user (spec 1 §6: disable{product}Checkout hides My account and Order History and
 * disables See Buying Options) is refused when its address is typed too: the user lands on home instead of a page
 * that would only fail at its last step.
 */
export function PermittedPage({ permission, children }: { permission: PagePermission; children: ReactNode }) {
  const user = useUserDetails();
  const permissions = useShellPermissions();
  if (user.data && !permissions[permission]) return <Navigate to={pagePaths.home} replace />;
  return children;
}
