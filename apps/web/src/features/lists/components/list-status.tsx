import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';

/** Loading, failure and the empty text of a list. */
export function ListStatus({
  isPending,
  isError,
  isEmpty,
  emptyText,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
}) {
  if (isPending)
    return (
      <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress size={32} aria-hidden="true" />
      </Box>
    );
  if (isError) return <Alert severity="error">{messages.common.somethingWentWrong}</Alert>;
  if (isEmpty)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography>{emptyText}</Typography>
      </Paper>
    );
  return null;
}
