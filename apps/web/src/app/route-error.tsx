import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@sparesfinder/contracts/shell-messages';

/** Last-resort screen when a page throws (or its code fails to load after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error('SparesFinder: page failed', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {commonMessages.somethingWentWrong}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {detail ?? 'Please reload the page. If it keeps happening, contact us.'}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Box>
    </Box>
  );
}
