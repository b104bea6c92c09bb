import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/ui/page-container';
import { reportPaymentResult, type PaymentResult } from '../payment-messages';

/** spec 3 §2.6: /payment-completed, /payment-failed and /payment-abort tell the embedding window the result. */
export function PaymentResultPage({ result, text }: { result: PaymentResult; text: string }) {
  useEffect(() => reportPaymentResult(result), [result]);
  return (
    <PageContainer sx={{ py: 4 }}>
      <Typography component="h1" variant="h5">
        {text}
      </Typography>
    </PageContainer>
  );
}
