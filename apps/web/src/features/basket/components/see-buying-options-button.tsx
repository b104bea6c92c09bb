import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { shellMessages } from '@sparesfinder/contracts/shell-messages';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useBasketBadgeCount } from '../hooks/use-basket-badge-count';

/** Why the header's See Buying Options is disabled, read out with it (issue #11 item 10). */
export const buyingOptionsUnavailable = {
  checkoutDisabled: shellMessages.checkoutDisabled,
  noProducts: 'Add a product to your basket to see buying options.',
} as const;

/**
 * The header's See Buying Options (spec 1 §2): it leads to /Basket/Availability, which is used when the basket has
 * product lines, so it is disabled without them, as it is when checkout is disabled (spec 1 §6), with the reason.
 */
export function SeeBuyingOptionsButton({ checkoutDisabled, sx }: { checkoutDisabled: boolean; sx?: SxProps<Theme> }) {
  const productCount = useBasketBadgeCount();
  const reasonId = useId();
  const reason = checkoutDisabled
    ? buyingOptionsUnavailable.checkoutDisabled
    : productCount === 0
      ? buyingOptionsUnavailable.noProducts
      : null;
  return (
    <>
      <Button
        component={RouterLink}
        to={pagePaths.basketAvailability}
        variant="contained"
        color="secondary"
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        sx={sx}
      >
        See Buying Options
      </Button>
      {reason && (
        <Box component="span" id={reasonId} sx={visuallyHidden}>
          {reason}
        </Box>
      )}
    </>
  );
}
