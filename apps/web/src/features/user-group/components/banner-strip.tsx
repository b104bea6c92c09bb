import Box from '@mui/material/Box';
import { useBannerText } from '../api/get-banner-text';

/** spec 1 §2: the value 'noshow' means no banner. */
export const noBannerValue = 'noshow';

/**
 * The strip under the header showing the organisation's banner text: HTML the server has put through its allow-list
 * (packages/domain banner-html.ts), rendered as sent.
 */
export function BannerStrip({ organisationId }: { organisationId: number | undefined }) {
  const { data, isPending } = useBannerText(organisationId);
  const text = data?.bannerText.trim() ?? '';
  const html = text.toLowerCase() === noBannerValue ? '' : text;
  // While the text is on its way the strip keeps its usual place (two lines on a phone, one above), so the page
  // below does not jump down when it arrives (layout shift); an organisation without a banner gives the room back.
  if (isPending) return <Box aria-hidden data-testid="banner-strip-placeholder" sx={{ ...stripSx, minHeight: { xs: '3.8rem', sm: '2.4rem' } }} />;
  if (!html) return null;
  return <Box role="region" aria-label="Announcement" data-testid="banner-strip" sx={stripSx} dangerouslySetInnerHTML={{ __html: html }} />;
}

const stripSx = {
  bgcolor: 'secondary.light',
  color: 'text.primary',
  textAlign: 'center',
  px: 2,
  py: 1,
  fontSize: '0.9375rem',
  '& p': { m: 0 },
  '& a': { color: 'primary.dark', fontWeight: 600 },
} as const;
