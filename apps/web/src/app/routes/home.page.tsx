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
import { ContactForm } from '../../features/notifications/components/contact-form';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { SellingPoints } from '../../features/home/components/selling-points';
import { GetInTouchSection } from '../../features/home/components/get-in-touch-section';
import { useShellPermissions } from '../use-shell-permissions';

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
        <GetInTouchSection form={<ContactForm />} />
      </PageContainer>
    </>
  );
}
