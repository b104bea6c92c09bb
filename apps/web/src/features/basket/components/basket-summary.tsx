import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import type { Basket } from '@sparesfinder/contracts/basket';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { poundsToPence } from '@sparesfinder/domain/money';
import { useBasketForUser } from '../basket-cache';
import { CustomerOrderNumberForm } from './customer-order-number-form';
import { SaveBasketForm } from './save-basket-form';
import { addedLineRows, TotalsBreakdown } from '../../../components/ui/totals-breakdown';

interface BasketSummaryProps {
  /** User details' disableSparesFinderCheckout (spec 2 §5). */
  checkoutDisabled: boolean;
  onChangeLocation: () => void;
  /** Shown when a branch for the express courier is known. */
  onExpressDelivery?: () => void;
}

/** The basket's side panel: location, buying options, continue browsing, express delivery and Save Basket. */
export function BasketSummary({ checkoutDisabled, onChangeLocation, onExpressDelivery }: BasketSummaryProps) {
  const { data: basket } = useBasketForUser();
  const lines = basket?.lines.filter(isProductLine) ?? [];
  const isEmpty = lines.length === 0;

  return (
    <Paper
      component="aside"
      aria-label="Basket summary"
      variant="outlined"
      sx={{ p: 2.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PlaceOutlined aria-hidden color="primary" />
        <Typography sx={{ flex: 1, minWidth: 0 }}>
          Your location:{' '}
          <strong data-testid="fulfillment-postcode">{basket?.fulfillmentPostcode ?? 'not set'}</strong>
        </Typography>
        <Button size="small" onClick={onChangeLocation}>
          Change location
        </Button>
      </Box>
      <Divider />
      {basket && !isEmpty && <BasketTotals basket={basket} />}
      <Button
        component={RouterLink}
        to={pagePaths.basketAvailability}
        variant="contained"
        size="large"
        disabled={checkoutDisabled || isEmpty}
      >
        See buying options
      </Button>
      {onExpressDelivery && (
        <Button
          variant="outlined"
          startIcon={<LocalShippingOutlined />}
          disabled={isEmpty}
          onClick={onExpressDelivery}
        >
          Express same-day delivery
        </Button>
      )}
      <Button component={RouterLink} to={pagePaths.home} variant="text">
        Continue browsing
      </Button>
      <Divider />
      {basket && <CustomerOrderNumberForm customerOrderNo={basket.customerOrderNo} />}
      <Divider />
      <Typography variant="h3" component="h2">
        Save Basket
      </Typography>
      <SaveBasketForm basketIsEmpty={isEmpty} />
    </Paper>
  );
}

/**
 * spec 3 §9 'prices shown plus VAT': the totals are the server's (what it charges: GetBasketForUser's totalCost and
 * totalCostWithVat, domain basketTotals). Lines the server adds (delivery, courier, discount) are listed so the
 * subtotal adds up on the page.
 */
function BasketTotals({ basket }: { basket: Basket }) {
  return (
    <TotalsBreakdown
      label="Basket totals"
      extras={addedLineRows(basket.lines)}
      totalCostPence={poundsToPence(basket.totalCost)}
      totalCostWithVatPence={poundsToPence(basket.totalCostWithVat)}
      testIds={{ subtotal: 'basket-subtotal', vat: 'basket-vat', total: 'basket-total' }}
    />
  );
}
