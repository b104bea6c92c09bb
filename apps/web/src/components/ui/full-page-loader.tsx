import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while the session resolves or a page's code loads. */
export function FullPageLoader({ label = 'Loading SparesFinder…' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main' }}>
          SparesFinder
        </Typography>
        <CircularProgress size={32} aria-hidden="true" />
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
