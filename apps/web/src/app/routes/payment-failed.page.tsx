import { messages } from '@sparesfinder/contracts/messages';
import { ComingSoonPage } from '../../components/ui/coming-soon-page';

/** spec 3 §2.6: the payment failed page reads 'Payment has failed'. */
export default function PaymentFailedPage() {
  return <ComingSoonPage title={messages.payment.failed} description="Your card was not charged. Please go back to checkout and try again." />;
}
