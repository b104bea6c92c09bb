import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function ExportedOrderPage() {
  return <ComingSoonPage title="Download exported order" description="Download the order documents you exported." />;
}
