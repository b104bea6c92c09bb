import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { siteConfig } from '../../../config/site';

/** 'Get in Touch': support details beside the contact form (the form comes from the page). */
export function GetInTouchSection({ form }: { form: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby="get-in-touch-heading" variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, borderRadius: 2, display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
      <div>
        <Typography id="get-in-touch-heading" variant="h2" sx={{ mb: 1.5 }}>
          Get in Touch
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Questions about an order, a merchant account or finding a part? Send us a message and the team will reply.
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dt': { fontWeight: 700, fontSize: '0.875rem' }, '& dd': { m: 0 } }}>
          <div>
            <dt>Support hours</dt>
            <dd>{siteConfig.supportHours}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <Link href={siteConfig.supportPhoneHref}>{siteConfig.supportPhone}</Link>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <Link href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</Link>
            </dd>
          </div>
        </Box>
      </div>
      <div>{form}</div>
    </Paper>
  );
}
