import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function NotificationsPage() {
  return <ComingSoonPage title="Notifications" description="Updates about your orders, accounts and requested parts." />;
}
