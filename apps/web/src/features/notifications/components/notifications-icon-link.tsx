import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { BadgeIconLink } from '../../../components/ui/badge-icon-link';
import { useUnreadNotifications } from '../api/get-unread-notifications';

export const notificationsLabel = (count: number) => `Notifications, ${count} unread`;

/** Header bell with the unread count (spec 1 §2); a failed count is logged and shows no badge (spec 1 §8). */
export function NotificationsIconLink() {
  const { data } = useUnreadNotifications();
  const count = data?.count ?? 0;
  return <BadgeIconLink to={pagePaths.notifications} label={notificationsLabel(count)} count={count} icon={<NotificationsOutlined />} />;
}
