import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';

export default function NotFoundPage() {
  return (
    <PageContainer sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography aria-hidden="true" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <PageHeading documentTitle="Page not found">We can’t find that page</PageHeading>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 4 }}>
        The address may be mistyped, or the page may have moved. Try a search, or start again from the home page.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to home page
        </Button>
        <Button component={RouterLink} to="/search" variant="outlined">
          Browse categories
        </Button>
      </Box>
    </PageContainer>
  );
}
