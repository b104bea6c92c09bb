import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { useUserDetails } from '../../features/session/api/get-user-details';
import { useBasketForUser } from '../../features/basket/basket-cache';
import { BasketProducts } from '../../features/basket/components/basket-products';
import { BasketSummary } from '../../features/basket/components/basket-summary';
import { BasketTabs } from '../../features/basket/components/basket-tabs';
import { ChangeLocationDialog } from '../../features/location/components/change-location-dialog';
import { ExpressDeliveryDialog } from '../../features/delivery-quote/components/express-delivery-dialog';

/** ?expressBranch={branchId} opens the express delivery modal for that branch (the availability page links here). */
export const expressBranchParam = 'expressBranch';

function useExpressBranch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: basket } = useBasketForUser();
  const requested = Number(searchParams.get(expressBranchParam));
  const fromLink = Number.isInteger(requested) && requested > 0 ? { id: requested, name: null } : null;
  const selected = basket?.selectedBranchId
    ? { id: basket.selectedBranchId, name: basket.selectedBranch?.name ?? null }
    : null;
  const closeLink = () =>
    setSearchParams(
      (params) => {
        params.delete(expressBranchParam);
        return params;
      },
      { replace: true },
    );
  return { fromLink, branch: fromLink ?? selected, closeLink };
}

/** spec 2 §2 Basket page (/Basket and /SparesFinder/Basket). */
export default function BasketPage() {
  const navigate = useNavigate();
  const { data: user } = useUserDetails();
  const express = useExpressBranch();
  const { data: basket } = useBasketForUser();
  const [locationOpen, setLocationOpen] = useState(false);
  const [expressOpen, setExpressOpen] = useState(false);
  const deliveryOpen = expressOpen || express.fromLink !== null;

  const closeExpress = () => {
    setExpressOpen(false);
    if (express.fromLink) express.closeLink();
  };

  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle="MY BASKET">MY BASKET</PageHeading>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <BasketProducts />
        <BasketSummary
          checkoutDisabled={user?.disableSparesFinderCheckout ?? true}
          onChangeLocation={() => setLocationOpen(true)}
          onExpressDelivery={express.branch ? () => setExpressOpen(true) : undefined}
        />
      </Box>
      <BasketTabs />
      {locationOpen && (
        <ChangeLocationDialog
          open
          onClose={() => setLocationOpen(false)}
          // issue #11 item 10: the dialog starts from where the basket is fulfilled today.
          currentPostcode={basket?.fulfillmentPostcode ?? null}
        />
      )}
      {deliveryOpen && express.branch && (
        <ExpressDeliveryDialog
          open
          onClose={closeExpress}
          branch={express.branch}
          onAdded={(basket) => navigate(`/Basket/Checkout/${basket.basketKey}`)}
        />
      )}
    </PageContainer>
  );
}
