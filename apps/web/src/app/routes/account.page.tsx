import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { featureNames } from '@sparesfinder/contracts/platform';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoader } from '../../components/ui/page-loader';
import { useIsAccountCompleted } from '../../features/account/api/get-is-account-completed';
import { useOrganisation } from '../../features/account/api/get-organisation';
import { CompanyDetailsForm } from '../../features/account/components/company-details-form';
import { MerchantAccountsSection } from '../../features/account/components/merchant-accounts-section';
import { PreferencesSection } from '../../features/account/components/preferences-section';
import { SavedCardsSection } from '../../features/account/components/saved-cards-section';
import { TradesField } from '../../features/account/components/trades-field';
import { UsersSection } from '../../features/account/components/users-section';
import { useFeatureFlag } from '../../features/platform/api/get-features';
import { useUserDetails } from '../../features/session/api/get-user-details';

/** My Account (spec 1 §2 "Account page", route /settings): Company Details and its sections, in the spec's order. */
export default function AccountPage() {
  const user = useUserDetails();
  const organisation = useOrganisation();
  const completed = useIsAccountCompleted();
  const showPreferences = useFeatureFlag(featureNames.toggleAltProducts);

  return (
    <PageContainer sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading documentTitle="My Account">Company Details</PageHeading>
      {organisation.isError && <Typography color="error">Something went wrong.</Typography>}
      {!organisation.data || !user.data ? (
        <PageLoader />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Signed in as {user.data.firstName} {user.data.surname} ({user.data.email})
            {organisation.data.computedContactUser &&
              ` · Company contact: ${organisation.data.computedContactUser.firstName} ${organisation.data.computedContactUser.surname}`}
          </Typography>
          <CompanyDetailsForm key={organisation.data.id} organisation={organisation.data} />
          <TradesField />
          {showPreferences && <PreferencesSection />}
          <MerchantAccountsSection organisation={organisation.data} accountCompleted={completed.data?.isCompleted === true} />
          <UsersSection currentUserId={user.data.userId} />
          <SavedCardsSection />
          <Box sx={{ mb: 4 }}>
            {/* spec 1 §2 section 7: a full page load to /account/logout. */}
            <Button variant="outlined" color="inherit" href={apiRoutes.auth.logout}>
              Log out
            </Button>
          </Box>
        </>
      )}
    </PageContainer>
  );
}
