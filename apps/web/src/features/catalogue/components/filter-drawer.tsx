import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

export const filterDrawerId = 'filter-drawer';

/** spec 2 §2: on phones the filter panel is a right-hand drawer. */
export function FilterDrawer({
  open,
  onClose,
  resultCount,
  children,
}: {
  open: boolean;
  onClose: () => void;
  resultCount: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: filterDrawerId,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Filters',
          sx: { width: 'min(340px, 88vw)', display: 'flex', flexDirection: 'column' },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close filters" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2, flex: 1, overflowY: 'auto' }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
        </Button>
      </Box>
    </Drawer>
  );
}
