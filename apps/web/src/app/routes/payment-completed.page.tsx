import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function PaymentCompletedPage() {
  return <ComingSoonPage title="Payment completed" description="Your payment was taken; your order is being placed." />;
}
