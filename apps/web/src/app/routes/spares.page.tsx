import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function SparesPage() {
  return <ComingSoonPage title="Spares Finder" description="Find spare parts by appliance, GC number, part code or keyword, with diagrams and manuals." />;
}
