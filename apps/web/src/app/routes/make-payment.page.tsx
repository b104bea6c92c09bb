import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function MakePaymentPage() {
  return <ComingSoonPage title="Make Payment" description="Secure card payment for your order." />;
}
