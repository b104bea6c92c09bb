import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { formatPence, poundsToPence } from '@sparesfinder/domain/money';
import { useBasketForUser } from '../basket-cache';
import { SaveBasketForm } from './save-basket-form';

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
  const total = lines.reduce((sum, line) => sum + poundsToPence(line.displayedCost) * line.qty, 0);

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
      {!isEmpty && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography>Subtotal (ex VAT)</Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatPence(total)}</Typography>
        </Box>
      )}
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
      <Typography variant="h3" component="h2">
        Save Basket
      </Typography>
      <SaveBasketForm basketIsEmpty={isEmpty} />
    </Paper>
  );
}
