import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { NotificationsList } from '../../features/notifications/components/notifications-list';

/** spec 3 §2.8 /Notifications. */
export default function NotificationsPage() {
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading documentTitle="Notifications">Notifications</PageHeading>
      <NotificationsList />
    </PageContainer>
  );
}
