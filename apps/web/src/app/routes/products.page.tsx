import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function ProductsPage() {
  return <ComingSoonPage title="Products" description="Search results and category listings with filters, sorting and live prices." />;
}
