import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function RecentlyOrderedPage() {
  return <ComingSoonPage title="Recently Ordered" description="Products your company has ordered recently, ready to order again." />;
}
