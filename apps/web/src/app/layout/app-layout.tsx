import { lazy, memo, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { classificationHref, type MenuNode } from '@sparesfinder/domain/menu-tree';
import { SkipLink } from '../../components/ui/skip-link';
import { PageLoader } from '../../components/ui/page-loader';
import { SessionGate } from '../../features/session/components/session-gate';
import { useUserDetails } from '../../features/session/api/get-user-details';
import { useMenuTree } from '../../features/catalogue/api/get-menu-items';
import { BannerStrip } from '../../features/user-group/components/banner-strip';
import { CompleteAccountPopup } from '../../features/account/components/complete-account-popup';
import { useShellPermissions } from '../use-shell-permissions';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

// The drawer (and MUI's modal machinery) loads the first time it opens.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

const mainContentId = 'main-content';

/** spec 1 §2: '/?part=3&origin=home' opens the side drawer. */
function opensDrawer(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return pathname === '/' && params.get('part') === '3' && params.get('origin') === 'home';
}

const isAccountPage = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() === pagePaths.settings.toLowerCase();

/** Group 4 sees no Spares links (spec 1 §6). */
const withoutSpares = (tree: MenuNode[]) => tree.filter((node) => !classificationHref(node).startsWith('/Spares'));

/**
 * The routed page, memoised without props so the shell's own re-renders (a query arriving) pass it by: a
 * server-rendered page (decision 019) whose chunk is still loading hydrates only if its boundary is not re-rendered
 * first; React renders a boundary updated before it hydrated afresh, dropping the server's markup.
 */
const RoutedPage = memo(function RoutedPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
});

/** Every page renders inside this shell once the session is known (spec 1 §2 Layout). */
export function AppLayout() {
  return (
    <SessionGate>
      <Shell />
    </SessionGate>
  );
}

function Shell() {
  const location = useLocation();
  const { data: user } = useUserDetails();
  const permissions = useShellPermissions();
  const { tree } = useMenuTree(user?.orgID);
  const visibleTree = permissions.showSpares ? tree : withoutSpares(tree);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [seenLocationKey, setSeenLocationKey] = useState<string | null>(null);

  // Adjust state while rendering (not in an effect): each new location may ask for the drawer.
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    if (opensDrawer(location.pathname, location.search)) {
      setDrawerOpen(true);
      setDrawerLoaded(true);
    }
  }

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink targetId={mainContentId} />
      <SiteHeader permissions={permissions} tree={visibleTree} drawerOpen={drawerOpen} onOpenDrawer={openDrawer} />
      <BannerStrip organisationId={user?.orgID} />
      {/* At least a screen tall, so the footer starts below the fold and a page arriving after the shell does not
          push it down in view (layout shift). */}
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', position: 'relative', outline: 'none' }}>
        {/* Not on My Account itself: the trader is where it sends them (its button pointed at this very page). */}
        {!isAccountPage(location.pathname) && <CompleteAccountPopup showMyAccountButton={permissions.showAccount} />}
        <RoutedPage />
      </Box>
      <SiteFooter permissions={permissions} />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} tree={visibleTree} permissions={permissions} />
        </Suspense>
      )}
      <ScrollRestoration />
    </Box>
  );
}
