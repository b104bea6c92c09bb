import { messages } from '@sparesfinder/contracts/messages';
import { PaymentResultPage } from '../../features/payment/components/payment-result-page';
import { paymentResults } from '../../features/payment/payment-messages';

export default function PaymentFailedPage() {
  return <PaymentResultPage result={paymentResults.failed} text={messages.payment.failed} />;
}
