import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../components/ui/coming-soon-page';
import ProductsPage from './products.page';

/**
 * /Spares. A SPARES classification url (spec 1 §2: its 'Shop-2' url with 'Spares', e.g.
 * /Spares/Boiler-Spares/Diverter-Valves?classification=57) lists that category's parts with their filters, as
 * /products does (issue #11 item 5); the finder's three modes (spec 3 §2.2) come on top of this page later.
 */
export default function SparesPage() {
  const [params] = useSearchParams();
  if (params.has('classification')) return <ProductsPage />;
  return (
    <ComingSoonPage
      title="Spares Finder"
      description="Find spare parts by appliance, GC number, part code or keyword, with diagrams and manuals."
    />
  );
}
