import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function ConfirmationPage() {
  return <ComingSoonPage title="Order Confirmation" description="Confirmation and details of the order you have placed." />;
}
