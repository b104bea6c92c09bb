import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

interface BadgeIconLinkProps {
  to: string;
  /** Full accessible name, including the count ('Basket, 5 items'). */
  label: string;
  count?: number;
  icon: ReactNode;
}

const maxShown = 99;

/** A header icon that links somewhere and shows a count badge; the badge is hidden from screen readers. */
export function BadgeIconLink({ to, label, count = 0, icon }: BadgeIconLinkProps) {
  return (
    <IconButton component={RouterLink} to={to} aria-label={label} title={label} sx={{ color: 'inherit', position: 'relative' }}>
      {icon}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="badge-count"
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: 'grey.900',
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
            boxShadow: '0 0 0 2px #0b4f8a',
          }}
        >
          {count > maxShown ? `${maxShown}+` : count}
        </Box>
      )}
    </IconButton>
  );
}
