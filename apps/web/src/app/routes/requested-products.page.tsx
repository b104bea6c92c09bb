import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function RequestedProductsPage() {
  return <ComingSoonPage title="Requested Products" description="Parts you have asked us to source; please see your emails for updates." />;
}
