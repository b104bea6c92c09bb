import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import type { MenuNode } from '@sparesfinder/domain/menu-tree';
import { contentMaxWidth } from '../../components/ui/page-container';
import { ShopMegaMenu } from '../../features/catalogue/components/shop-mega-menu';
import type { ShellPermissions } from '../shell-permissions';
import { desktopNavLinks } from './shell-links';

/** spec 1 §2 Desktop menu: the Shop mega-menu, then Order History, Favourites, Recently Ordered, Requested Products. */
export function DesktopNav({ permissions, tree }: { permissions: ShellPermissions; tree: MenuNode[] }) {
  return (
    <Box
      component="nav"
      aria-label="Main"
      data-testid="desktop-nav"
      sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider', position: 'relative' }}
    >
      <Box component="ul" sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: 1, display: 'flex', alignItems: 'stretch', height: 48, listStyle: 'none', my: 0 }}>
        <Box component="li" sx={{ display: 'flex' }}>
          <ShopMegaMenu tree={tree} />
        </Box>
        {desktopNavLinks(permissions).map((link) => (
          <Box component="li" key={link.to} sx={{ display: 'flex' }}>
            <Box
              component={NavLink}
              to={link.to}
              sx={{
                display: 'flex',
                alignItems: 'center',
                px: 2,
                color: 'text.primary',
                fontWeight: 600,
                fontSize: '0.9375rem',
                textDecoration: 'none',
                borderBottom: 3,
                borderColor: 'transparent',
                '&:hover': { color: 'primary.main' },
                '&.active': { color: 'primary.main', borderColor: 'primary.main' },
              }}
            >
              {link.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
