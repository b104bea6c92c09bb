import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import type { MenuNode } from '@sparesfinder/domain/menu-tree';
import { Logo } from '../../components/ui/logo';
import { contentMaxWidth } from '../../components/ui/page-container';
import { ProductSearchForm } from '../../features/catalogue/components/product-search-form';
import { BasketIconLink } from '../../features/basket/components/basket-icon-link';
import { SeeBuyingOptionsButton } from '../../features/basket/components/see-buying-options-button';
import { NotificationsIconLink } from '../../features/notifications/components/notifications-icon-link';
import type { ShellPermissions } from '../shell-permissions';
import { focusOnDark } from '../theme';
import { DesktopNav } from './desktop-nav';

export const mobileDrawerId = 'mobile-menu';

interface SiteHeaderProps {
  permissions: ShellPermissions;
  tree: MenuNode[];
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/**
 * spec 1 §2 Header: logo, search box, account icon, notifications bell, basket icon and See Buying Options.
 * One set of controls re-flows with CSS grid: a single row on desktop, two rows at ≤ 992 px.
 */
export function SiteHeader({ permissions, tree, drawerOpen, onOpenDrawer }: SiteHeaderProps) {
  // On a phone the search box shares its row with See Buying Options: a short placeholder stays whole (issue #11).
  // Not noSsr: hydrating a server-rendered page (decision 019) the first answer must be the server's (false), and
  // the phone's placeholder follows in the next render; with noSsr the desktop one stayed.
  const isPhone = useMediaQuery('(max-width: 599.95px)');
  return (
    <Box
      component="header"
      // Phones keep search and basket in reach while scrolling (issue #11 item 10); desktop's header with its
      // mega-menu scrolls away.
      sx={{ bgcolor: 'primary.main', color: 'common.white', position: { xs: 'sticky', md: 'relative' }, top: 0, zIndex: 'appBar' }}
    >
      <Box
        sx={{
          ...focusOnDark,
          maxWidth: contentMaxWidth,
          mx: 'auto',
          px: { xs: 1, sm: 3 },
          py: { xs: 1, md: 1.5 },
          display: 'grid',
          alignItems: 'center',
          columnGap: { xs: 1, md: 3 },
          rowGap: 1,
          gridTemplateColumns: { xs: 'auto 1fr auto', md: 'auto minmax(0, 1fr) auto auto' },
          gridTemplateAreas: {
            xs: '"burger logo actions" "search search buying"',
            md: '"logo search buying actions"',
          },
        }}
      >
        <IconButton
          aria-label="Open menu"
          aria-controls={mobileDrawerId}
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
          sx={{ gridArea: 'burger', color: 'inherit', display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ gridArea: 'logo', minWidth: 0 }}>
          <Logo />
        </Box>
        <Box sx={{ gridArea: 'search', px: { xs: 1, md: 0 } }}>
          <ProductSearchForm placeholder={isPhone ? 'Search…' : 'Search products…'} allowSparesSearch={permissions.allowSparesSearch} syncWithResultsPage />
        </Box>
        <Box sx={{ gridArea: 'buying', pr: { xs: 1, md: 0 } }}>
          <SeeBuyingOptionsButton
            checkoutDisabled={!permissions.canSeeBuyingOptions}
            sx={{
              // One line at every width, 390 px phones included (issue #11 item 10).
              whiteSpace: 'nowrap',
              height: 44,
              px: { xs: 1.25, md: 2.5 },
              lineHeight: 1.15,
              fontSize: { xs: '0.8125rem', md: '0.9375rem' },
              '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.18)', color: 'rgba(255,255,255,0.72)' },
            }}
          />
        </Box>
        <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', justifySelf: 'end', gap: { xs: 0, md: 0.5 } }}>
          {permissions.showAccount && (
            <IconButton component={RouterLink} to={pagePaths.settings} aria-label="My account" title="My account" sx={{ color: 'inherit' }}>
              <AccountCircleOutlined />
            </IconButton>
          )}
          <NotificationsIconLink />
          <BasketIconLink />
        </Box>
      </Box>
      <DesktopNav permissions={permissions} tree={tree} />
    </Box>
  );
}
