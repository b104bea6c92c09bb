import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Inside the shell while a page's code loads. */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <CircularProgress size={32} aria-hidden="true" />
    </Box>
  );
}
