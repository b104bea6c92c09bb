import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function BasketPage() {
  return <ComingSoonPage title="MY BASKET" description="The parts in your basket, items saved for later and saved parts orders." />;
}
