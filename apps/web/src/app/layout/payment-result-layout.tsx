import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { isEmbedded } from '../../features/payment/payment-messages';
import { AppLayout } from './app-layout';

/**
 * spec 3 §2.6: /payment-completed, /payment-failed and /payment-abort only report the result to the embedding
 * window. The gateway's hosted page lands on them inside the payment panel's frame, so there they are a bare page
 * with the short text: no shell (header, search, badges, footer) and no session check. When the tab itself shows
 * one (spec 3 §4.8: a failed purchase goes to /payment-failed), the buyer needs the shell to carry on.
 */
export function PaymentResultLayout() {
  if (!isEmbedded()) return <AppLayout />;
  return (
    <Box component="main" sx={{ py: 2 }}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
