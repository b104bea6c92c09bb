import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { NotificationDetail } from '../../features/notifications/components/notification-detail';

/** spec 3 §2.8 /Notifications/Details/{notificationId}. */
export default function NotificationDetailsPage() {
  const { notificationId } = useParams();
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading documentTitle="Notification">Notification</PageHeading>
      <NotificationDetail id={Number(notificationId) || 0} />
    </PageContainer>
  );
}
