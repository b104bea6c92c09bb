import { PaymentResultPage } from '../../features/payment/components/payment-result-page';
import { paymentResults } from '../../features/payment/payment-messages';

export default function PaymentAbortPage() {
  return <PaymentResultPage result={paymentResults.aborted} text="Payment cancelled" />;
}
