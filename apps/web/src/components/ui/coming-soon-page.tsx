import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from './page-container';
import { PageHeading } from './page-heading';

interface ComingSoonPageProps {
  /** The page's real heading, as the spec names it ('MY BASKET', 'ORDER HISTORY'). */
  title: string;
  /** What the page will do, in one sentence. */
  description: string;
}

/** A routed page whose content arrives with a later issue. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle={title}>{title}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 720 }}>
        <Typography sx={{ mb: 1 }}>{description}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This page is coming soon.
        </Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          Back to home
        </Button>
      </Paper>
    </PageContainer>
  );
}
