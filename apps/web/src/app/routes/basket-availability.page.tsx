import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function BasketAvailabilityPage() {
  return <ComingSoonPage title="Buying Options" description="Live stock, prices and fulfilment options for your basket at merchant branches near you." />;
}
