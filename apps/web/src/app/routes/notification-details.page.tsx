import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function NotificationDetailsPage() {
  return <ComingSoonPage title="Notification" description="The full text of one notification." />;
}
