import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeading } from '../../../components/ui/page-heading';

/**
 * The home page hero; holds the page's h1. `centred`: for a home with one card (the electrical variant), so text and
 * card share one centre line instead of leaving the banner's right half empty (issue #11 item 10).
 */
export function WelcomeBanner({ eyebrow, title, centred = false, children }: { eyebrow: string; title: string; centred?: boolean; children: ReactNode }) {
  const centre = centred ? { textAlign: { md: 'center' }, mx: { md: 'auto' } } : {};
  return (
    <Box
      sx={{
        color: 'common.white',
        background: 'linear-gradient(120deg, #0b4f8a 0%, #083d6b 60%, #062f53 100%)',
        pt: { xs: 4, md: 7 },
        pb: { xs: 9, md: 12 },
      }}
    >
      <PageContainer sx={centred ? { textAlign: { md: 'center' } } : undefined}>
        <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.8125rem', mb: 1 }}>
          {eyebrow}
        </Typography>
        <Box sx={{ '& h1': { fontSize: { xs: '1.75rem', md: '2.5rem' }, maxWidth: 760, ...centre } }}>
          <PageHeading documentTitle="Home">{title}</PageHeading>
        </Box>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, maxWidth: 680, color: 'rgba(255,255,255,0.88)', ...centre }}>{children}</Typography>
      </PageContainer>
    </Box>
  );
}
