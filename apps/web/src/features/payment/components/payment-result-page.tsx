import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { checkoutPath, pagePaths } from '@sparesfinder/contracts/page-routes';
import { PageContainer } from '../../../components/ui/page-container';
import { failedBasketKeyOf, isEmbedded, paymentResults, reportPaymentResult, type PaymentResult } from '../payment-messages';

/**
 * spec 3 §2.6: /payment-completed, /payment-failed and /payment-abort tell the embedding window the result. Shown as
 * the tab's own page (spec 3 §4.8 sends a failed purchase there), a failed or abandoned payment offers the way back
 * to the basket, which still holds the order: the page is not a dead end. Reached from the payment page (which passes
 * the basket in the history state, the URL staying as the spec names it), it also offers another card: the checkout
 * of the same basket, where Make Payment starts a new payment.
 */
export function PaymentResultPage({ result, text }: { result: PaymentResult; text: string }) {
  useEffect(() => reportPaymentResult(result), [result]);
  const basketKey = failedBasketKeyOf(useLocation().state);
  const offerWayOn = result !== paymentResults.completed && !isEmbedded();
  return (
    <PageContainer sx={{ py: 4 }}>
      <Typography component="h1" variant="h5">
        {text}
      </Typography>
      {offerWayOn && (
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {basketKey && (
            <Button component={RouterLink} to={checkoutPath(basketKey)} variant="contained">
              {messages.payment.tryAnotherCard}
            </Button>
          )}
          <Button component={RouterLink} to={pagePaths.basket} variant={basketKey ? 'outlined' : 'contained'}>
            {messages.payment.backToBasket}
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}
