import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { messages } from '@sparesfinder/contracts/messages';
import { checkoutPath, confirmationPath, pagePaths } from '@sparesfinder/contracts/page-routes';
import { PageLoader } from '../../../components/ui/page-loader';
import { reloadBasket } from '../../basket/basket-cache';
import { useCompleteOrder, usePaymentLink } from '../api/payment-api';
import { failedPaymentState, paymentResultOf, paymentResults } from '../payment-messages';

/** spec 3 §4.8: the embedded payment page and what its message decides. */
export function EmbeddedPayment({ basketKey, tokenId, onPurchase }: { basketKey: string; tokenId: string | null; onPurchase?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const link = usePaymentLink(basketKey, tokenId);
  const complete = useCompleteOrder();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const result = paymentResultOf(event, frame.current?.contentWindow);
      if (result === paymentResults.aborted) navigate(checkoutPath(basketKey));
      // The failed page offers another card for this basket (payment-result-page.tsx).
      else if (result === paymentResults.failed) navigate(pagePaths.paymentFailed, { state: failedPaymentState(basketKey) });
      else if (result === paymentResults.completed)
        complete.mutate(basketKey, {
          onSuccess: (answer) => {
            if (!answer.success) return setMessage(answer.message);
            onPurchase?.();
            void reloadBasket(queryClient);
            navigate(confirmationPath(basketKey), { replace: true });
          },
          onError: (error) => setMessage(error.message || messages.checkout.cardOrderNoResponse),
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [basketKey, complete, navigate, onPurchase, queryClient]);

  if (link.isPending) return <PageLoader />;
  return (
    <Box>
      {message && <Alert severity="error" sx={{ mb: 2 }}>{message}</Alert>}
      {link.data && (
        <Box component="iframe" ref={frame} src={link.data.linkUrl} title="Secure card payment" sx={{ width: '100%', maxWidth: 560, height: 520, border: 1, borderColor: 'divider', borderRadius: 1, display: 'block', mx: 'auto', bgcolor: 'background.paper' }} />
      )}
      <Snackbar open={link.isError} autoHideDuration={6000} message={messages.checkout.paymentLinkMissing} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
      {/* A payment that failed or was finished has no page: the checkout starts a new one. */}
      {link.isError && (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={checkoutPath(basketKey)} color="inherit" size="small">
              {messages.payment.backToCheckout}
            </Button>
          }
        >
          {messages.checkout.paymentLinkMissing}
        </Alert>
      )}
    </Box>
  );
}
