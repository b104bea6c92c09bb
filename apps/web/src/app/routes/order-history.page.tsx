import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function OrderHistoryPage() {
  return <ComingSoonPage title="ORDER HISTORY" description="Your past orders with invoices, reorder and returns." />;
}
