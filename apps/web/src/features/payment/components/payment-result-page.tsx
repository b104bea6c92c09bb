import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { PageContainer } from '../../../components/ui/page-container';
import { isEmbedded, paymentResults, reportPaymentResult, type PaymentResult } from '../payment-messages';

/**
 * spec 3 §2.6: /payment-completed, /payment-failed and /payment-abort tell the embedding window the result. Shown as
 * the tab's own page (spec 3 §4.8 sends a failed purchase there), a failed or abandoned payment offers the way back
 * to the basket, which still holds the order: the page is not a dead end.
 */
export function PaymentResultPage({ result, text }: { result: PaymentResult; text: string }) {
  useEffect(() => reportPaymentResult(result), [result]);
  const offerBasket = result !== paymentResults.completed && !isEmbedded();
  return (
    <PageContainer sx={{ py: 4 }}>
      <Typography component="h1" variant="h5">
        {text}
      </Typography>
      {offerBasket && (
        <Button component={RouterLink} to={pagePaths.basket} variant="contained" sx={{ mt: 3 }}>
          Back to your basket
        </Button>
      )}
    </PageContainer>
  );
}
