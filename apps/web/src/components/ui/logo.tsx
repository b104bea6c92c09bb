import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

/** The SparesFinder wordmark, linking home. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="SparesFinder home"
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: tone === 'dark' ? 'common.white' : 'primary.main',
        fontWeight: 800,
        fontSize: { xs: '1.25rem', md: '1.5rem' },
        letterSpacing: '-0.02em',
        whiteSpace: 'nowrap',
        borderRadius: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 28, height: 28, borderRadius: '6px', bgcolor: 'secondary.main', color: 'grey.900', display: 'grid', placeItems: 'center', fontSize: '1rem', fontWeight: 900 }}
      >
        S
      </Box>
      <span>
        Spares<Box component="span" sx={{ color: tone === 'dark' ? 'secondary.main' : 'primary.light' }}>Finder</Box>
      </span>
    </Box>
  );
}
