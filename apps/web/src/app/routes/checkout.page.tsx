import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function CheckoutPage() {
  return <ComingSoonPage title="Checkout" description="Review your order, choose delivery or collection and pay by card or on account." />;
}
