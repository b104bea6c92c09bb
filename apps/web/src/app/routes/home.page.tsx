import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { FeatureCard } from '../../components/ui/feature-card';
import { PageContainer } from '../../components/ui/page-container';
import { ProductSearchForm } from '../../features/catalogue/components/product-search-form';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { SellingPoints } from '../../features/home/components/selling-points';
import { GetInTouchSection } from '../../features/home/components/get-in-touch-section';
import { useShellPermissions } from '../use-shell-permissions';

// The contact form is far below the fold and brings the form library, zod and MUI's text fields (73 kB gzip of the
// page's 77): fetched once the page has painted, so the page's first paint does not wait for it (bench/results/web.md).
// Its space is kept until it arrives (`ContactFormSpace`), so nothing below it moves.
const ContactForm = lazy(() => import('../../features/notifications/components/contact-form').then((module) => ({ default: module.ContactForm })));

/** spec 1 §2 Home page; user group 4 gets the electrical-services welcome page with one card (spec 1 §1). */
export default function HomePage() {
  const permissions = useShellPermissions();
  const electrical = permissions.isElectricalServices;

  return (
    <>
      {electrical ? (
        <WelcomeBanner eyebrow="Trade electrical supplies" title="Welcome to SparesFinder Electrical Services" centred>
          Find electrical products and compare live stock and prices from merchants near you.
        </WelcomeBanner>
      ) : (
        <WelcomeBanner eyebrow="Trade spares and products" title="Welcome to SparesFinder">
          Spare parts and products for heating, plumbing and electrical engineers, with live stock from over 1000 merchant
          branches.
        </WelcomeBanner>
      )}
      <PageContainer sx={{ mt: { xs: -6, md: -8 }, pb: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: electrical ? 'minmax(0, 720px)' : '1fr 1fr' }, justifyContent: 'center' }}>
          <FeatureCard
            icon={<Inventory2Outlined />}
            title="Find Products"
            description={
              electrical
                ? 'Search electrical products by name, brand or part number.'
                : 'Search 1.6 million heating and plumbing products by name, brand or part number.'
            }
          >
            <ProductSearchForm label="Find products" tone="card" placeholder="Name, brand or part number" />
            <Link component={RouterLink} to={electrical ? permissions.searchUrl : pagePaths.search} sx={{ fontWeight: 600 }}>
              Browse all categories
            </Link>
          </FeatureCard>
          {!electrical && (
            <FeatureCard
              icon={<BuildOutlined />}
              title="Find Spares"
              description="Identify the right spare part instantly by appliance, GC number, part code or keyword, with diagrams and manuals."
            >
              <Button component={RouterLink} to={permissions.searchUrl} variant="contained" size="large" sx={{ justifySelf: 'start' }}>
                Search Spares
              </Button>
            </FeatureCard>
          )}
        </Box>
        {!electrical && <SellingPoints />}
        <GetInTouchSection
          form={
            <AfterFirstPaint fallback={<ContactFormSpace />}>
              <Suspense fallback={<ContactFormSpace />}>
                <ContactForm />
              </Suspense>
            </AfterFirstPaint>
          }
        />
      </PageContainer>
    </>
  );
}

/** Renders `children` from the frame after the page's first paint (a lazy child then starts its download). */
function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame, then a task: the callback runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}

/** The contact form's height while it loads (measured in Chromium at 390 and 1366 px: 507 and 327 px). */
function ContactFormSpace() {
  return <Box aria-hidden sx={{ minHeight: { xs: 508, sm: 328 } }} />;
}
