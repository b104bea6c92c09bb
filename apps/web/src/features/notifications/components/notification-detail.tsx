import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { formatDayDate, formatTime } from '@sparesfinder/domain/dates';
import { useNotification } from '../api/notifications';
import { NotificationText } from './notification-text';

/** spec 3 §2.8 detail: time, date ('14:30, Tue 3rd Jun': spec 3 §9), title, long description and a back link. */
export function NotificationDetail({ id }: { id: number }) {
  const { data, isPending } = useNotification(id);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Button component={RouterLink} to={pagePaths.notifications} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
        Back to notifications
      </Button>
      {isPending && <Skeleton variant="rectangular" height={160} />}
      {!isPending && !data && <Typography role="alert">{messages.common.somethingWentWrong}</Typography>}
      {data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={data.logDateTime}>{formatTime(data.logDateTime)}, {formatDayDate(data.logDateTime)}</time>
          </Typography>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>{data.notificationTitle}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            <NotificationText text={data.fullDescription} />
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
