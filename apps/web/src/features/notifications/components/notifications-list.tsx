import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { Notification } from '@sparesfinder/contracts/notifications';
import { notificationsPageSize } from '@sparesfinder/contracts/notifications';
import { messages } from '@sparesfinder/contracts/messages';
import { relativeTime } from '@sparesfinder/domain/notifications/relative-time';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useDeleteNotification, useMarkRead, useNotifications } from '../api/notifications';
import { NotificationText } from './notification-text';

/** spec 3 §2.8 /Notifications: 10 a page, unread highlighted and marked read on load, relative times, delete with confirm. */
export function NotificationsList() {
  const [page, setPage] = useState(1);
  const { data, isError } = useNotifications((page - 1) * notificationsPageSize, notificationsPageSize);
  const markRead = useMarkRead();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const unreadIds = (data?.collection ?? []).filter((n) => !n.hasRead).map((n) => n.notificationTriggerLogID);
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (unreadKey) markRead.mutate(unreadKey.split(',').map(Number));
    // Once per set of unread ids shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadKey]);
  if (isError) return <Typography role="alert">{messages.common.somethingWentWrong}</Typography>;
  if (!data) return null;
  if (data.count === 0) return <Typography role="status">{messages.notifications.empty}</Typography>;
  const now = new Date();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" aria-label="Notifications" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.collection.map((notice) => (
          <Paper
            component="li"
            key={notice.notificationTriggerLogID}
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', bgcolor: notice.hasRead ? 'background.paper' : '#e8f1fb', borderLeft: 4, borderLeftColor: notice.hasRead ? 'grey.300' : 'primary.main' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={`/Notifications/Details/${notice.notificationTriggerLogID}`} sx={{ fontWeight: 700 }}>
                {notice.notificationTitle}
              </Link>
              {!notice.hasRead && <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 700, color: 'primary.dark' }}>New</Typography>}
              <Typography variant="body2">
                <NotificationText text={notice.computedNotificationText} />
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={notice.logDateTime}>{relativeTime(notice.logDateTime, now)}</time>
              </Typography>
            </Box>
            <IconButton aria-label={`Delete notification: ${notice.notificationTitle}`} onClick={() => setDeleting(notice)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Paper>
        ))}
      </Box>
      {data.count > notificationsPageSize && (
        <Pagination sx={{ justifySelf: 'center' }} count={Math.ceil(data.count / notificationsPageSize)} page={page} onChange={(_e, value) => setPage(value)} />
      )}
      {deleting && <DeleteNotificationDialog notice={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}

function DeleteNotificationDialog({ notice, onClose }: { notice: Notification; onClose: () => void }) {
  const remove = useDeleteNotification();
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Delete notification?"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate(notice.notificationTriggerLogID, { onSuccess: onClose })}>
            Delete
          </Button>
        </>
      }
    >
      <Typography>“{notice.notificationTitle}” will be removed from your notifications.</Typography>
      {remove.isError && <Typography role="alert" color="error">{messages.common.somethingWentWrong}</Typography>}
    </AppDialog>
  );
}
