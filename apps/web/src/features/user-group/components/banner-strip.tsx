import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useBannerText } from '../api/get-banner-text';

/** spec 1 §2: the value 'noshow' means no banner. */
export const noBannerValue = 'noshow';

/** The strip under the header showing the organisation's banner text (server HTML, allow-listed). */
export function BannerStrip({ organisationId }: { organisationId: number | undefined }) {
  const { data } = useBannerText(organisationId);
  const text = data?.bannerText.trim() ?? '';
  const html = useMemo(() => (text && text.toLowerCase() !== noBannerValue ? sanitizeHtml(text) : ''), [text]);
  if (!html) return null;
  return (
    <Box
      role="region"
      aria-label="Announcement"
      data-testid="banner-strip"
      sx={{
        bgcolor: 'secondary.light',
        color: 'text.primary',
        textAlign: 'center',
        px: 2,
        py: 1,
        fontSize: '0.9375rem',
        '& p': { m: 0 },
        '& a': { color: 'primary.dark', fontWeight: 600 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
