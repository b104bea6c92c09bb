import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function PaymentAbortPage() {
  return <ComingSoonPage title="Payment cancelled" description="The payment was cancelled and nothing was charged." />;
}
