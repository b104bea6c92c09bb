import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuNode } from '@sparesfinder/domain/menu-tree';
import { Logo } from '../../components/ui/logo';
import { CategoryDrillDown } from '../../features/catalogue/components/category-drill-down';
import type { ShellPermissions } from '../shell-permissions';
import { focusOnDark } from '../theme';
import { mobileDrawerId } from './site-header';
import { drawerLinks } from './shell-links';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  tree: MenuNode[];
  permissions: ShellPermissions;
}

/** spec 1 §2 Mobile drawer: categories as a drill-down, then the account and list links, then Logout. */
export default function MobileDrawer({ open, onClose, tree, permissions }: MobileDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{ paper: { id: mobileDrawerId, sx: { width: 'min(340px, 88vw)' }, 'aria-label': 'Menu' } as object }}
    >
      <Box sx={{ ...focusOnDark, display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, bgcolor: 'primary.main' }}>
        <Logo onClick={onClose} />
        <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile">
        <CategoryDrillDown tree={tree} onNavigate={onClose} />
        <Divider sx={{ my: 1 }} />
        <List dense disablePadding aria-label="Account and lists">
          {drawerLinks(permissions).map((link) => (
            <ListItem key={link.label} disablePadding>
              {link.reload ? (
                // Logout is a full page load so the server can end the session (spec 1 §2).
                <ListItemButton component="a" href={link.to}>
                  <ListItemText primary={link.label} slotProps={{ primary: { fontWeight: 600 } }} />
                </ListItemButton>
              ) : (
                <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                  <ListItemText primary={link.label} slotProps={{ primary: { fontWeight: 600 } }} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
