import { PaymentResultPage } from '../../features/payment/components/payment-result-page';
import { paymentResults } from '../../features/payment/payment-messages';

export default function PaymentCompletedPage() {
  return <PaymentResultPage result={paymentResults.completed} text="Payment completed" />;
}
