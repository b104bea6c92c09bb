import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function SearchPage() {
  return <ComingSoonPage title="All Categories" description="Browse every top-level product category." />;
}
