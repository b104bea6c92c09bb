import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { countdownSecondsFrom } from '@sparesfinder/domain/availability/basket-countdown';
import { isObsoletePart } from '@sparesfinder/domain/spares/spares-search';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { useBasketForUser } from '../../features/basket/basket-cache';
import { AvailabilityResults } from '../../features/availability/components/availability-results';
import { ChangeLocationDialog } from '../../features/location/components/change-location-dialog';
import { getPostcodeDetails } from '../../features/location/api/get-postcode-details';
import { ExpressDeliveryDialog } from '../../features/delivery-quote/components/express-delivery-dialog';
import {
  PartAvailabilityDialog,
  type PartAvailabilityPart,
  type PartAvailabilityReason,
} from '../../features/part-availability/components/part-availability-dialog';

/**
 * End-to-end tests shorten the Please refresh clock with ?countdown=<seconds> (5-300; domain countdownSecondsFrom).
 * It only brings the dialog forward on this page: the server's 5-minute expiry on the basket is untouched.
 */
export const countdownParam = 'countdown';

/** The basket's fulfilment postcode as coordinates (the location area's lookup). */
function useBasketLocation() {
  const { data: basket } = useBasketForUser();
  const postcode = basket?.fulfillmentPostcode ?? null;
  const details = useQuery({
    queryKey: ['availability', 'postcode', postcode],
    queryFn: () => getPostcodeDetails(postcode!),
    enabled: postcode !== null,
    staleTime: Infinity,
  });
  const location = details.data
    ? { latitude: details.data.latitude, longitude: details.data.longitude, postCode: details.data.postcode }
    : null;
  return { basketLoaded: basket !== undefined, postcode, location };
}

/** spec 3 §2.3 /Basket/Availability (issue 14): see buying options for the basket at branches near its postcode. */
export default function BasketAvailabilityPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { basketLoaded, postcode, location } = useBasketLocation();
  const [locationOpen, setLocationOpen] = useState(false);
  const [availabilityRequest, setAvailabilityRequest] = useState<{
    part: PartAvailabilityPart;
    reason: PartAvailabilityReason;
  } | null>(null);
  const needsPostcode = basketLoaded && postcode === null;

  return (
    <PageContainer sx={{ py: { xs: 2, md: 4 } }}>
      <Link
        component={RouterLink}
        to="/"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, fontWeight: 600 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Continue Browsing
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Back
        </Box>
      </Link>
      <PageHeading documentTitle="Buying Options">BUYING OPTIONS</PageHeading>
      <AvailabilityResults
        location={location}
        onChangeLocation={() => setLocationOpen(true)}
        countdownSeconds={countdownSecondsFrom(searchParams.get(countdownParam))}
        onAccepted={(basketKey) => navigate(`/Basket/Checkout/${basketKey}`)}
        onLeave={() => navigate('/')}
        renderCourierQuote={({ branch, onAdded, onClose }) => (
          <ExpressDeliveryDialog open branch={branch} onAdded={onAdded} onClose={onClose} />
        )}
        onRequestAvailability={(entry, branchId) =>
          setAvailabilityRequest({
            part: {
              manufacturerPartNumber: entry.originalManufacturerCode,
              description: entry.description,
              imageUrl: entry.imageUrl ?? undefined,
              selectedBranchId: branchId,
            },
            // Out of stock at this branch is not obsolete; only a part priced 0 is (spec 3 §4.10, issue #44).
            reason: isObsoletePart(entry) ? 'obsolete' : 'out-of-stock-at-branch',
          })
        }
      />
      {availabilityRequest && (
        <PartAvailabilityDialog
          request={availabilityRequest.part}
          reason={availabilityRequest.reason}
          onClose={() => setAvailabilityRequest(null)}
        />
      )}
      {needsPostcode && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={<Button onClick={() => setLocationOpen(true)}>Set location</Button>}
        >
          Tell us where you are to see the branches near you.
        </Alert>
      )}
      {locationOpen && (
        // spec 3 §4.2: a new postcode is saved on the basket; the results clear and reload from it.
        <ChangeLocationDialog open onClose={() => setLocationOpen(false)} currentPostcode={postcode} />
      )}
    </PageContainer>
  );
}
