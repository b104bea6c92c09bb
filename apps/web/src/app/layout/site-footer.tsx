import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { siteConfig } from '../../config/site';
import { contentMaxWidth } from '../../components/ui/page-container';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import type { ShellPermissions } from '../shell-permissions';
import { focusOnDark } from '../theme';
import type { ShellLink } from './shell-links';

const footerLinkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } } as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1.5, color: 'common.white' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LinkList({ links }: { links: ShellLink[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.label}>
          <Link component={RouterLink} to={link.to} sx={footerLinkSx}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** spec 1 §2 Footer: columns Shop, Information and Contact Us, plus the external policy links. */
export function SiteFooter({ permissions }: { permissions: ShellPermissions }) {
  const shop: ShellLink[] = [
    { label: 'Find Products', to: pagePaths.search },
    ...(permissions.showSpares ? [{ label: 'Find Spares', to: permissions.searchUrl }] : []),
    { label: 'Favourites', to: pagePaths.favouriteProducts },
    { label: 'Recently Ordered', to: pagePaths.recentlyOrdered },
    { label: 'Requested Products', to: pagePaths.requestedProducts },
  ];
  const information: ShellLink[] = [
    ...(permissions.showAccount ? [{ label: 'My account', to: pagePaths.settings }] : []),
    ...(permissions.showOrderHistory ? [{ label: 'Order History', to: pagePaths.orderHistory }] : []),
    { label: 'Notifications', to: pagePaths.notifications },
    { label: 'Basket', to: pagePaths.basket },
  ];
  return (
    <Box component="footer" sx={{ ...focusOnDark, bgcolor: 'grey.900', color: 'grey.300', mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: contentMaxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 4, md: 6 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <FooterColumn title="Shop">
          <LinkList links={shop} />
        </FooterColumn>
        <FooterColumn title="Information">
          <LinkList links={information} />
        </FooterColumn>
        <FooterColumn title="Contact Us">
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
            <span>{siteConfig.supportHours}</span>
            <Link href={siteConfig.supportPhoneHref} sx={footerLinkSx}>
              {siteConfig.supportPhone}
            </Link>
            <Link href={`mailto:${siteConfig.supportEmail}`} sx={footerLinkSx}>
              {siteConfig.supportEmail}
            </Link>
          </Box>
        </FooterColumn>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.12)' }}>
        <Box
          sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2.5, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography variant="body2">© {new Date().getFullYear()} SparesFinder</Typography>
          <Box component="ul" aria-label="Policies" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}>
            {siteConfig.policyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={footerLinkSx}>
                  {link.label}
                  <Box component="span" sx={visuallyHidden}> (opens in a new tab)</Box>
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
