import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { formatSecondsLeft } from '../hooks/use-countdown';

/**
 * spec 3 §4.7 and §9: the basket is held for 5 minutes after the buying option was chosen. The banner counts down;
 * when the time is up the page is expired and the dialog offers to choose again (→ /Basket/Availability) or to leave
 * (close → /). The server refuses an expired basket whatever the page shows.
 */
export function CheckoutCountdown({ seconds }: { seconds: number | null }) {
  const navigate = useNavigate();
  if (seconds === null) return null;
  const expired = seconds === 0;
  return (
    <>
      <Alert severity={seconds <= 120 ? 'warning' : 'info'} role="status" sx={{ mb: 2 }} aria-live="off">
        {expired ? 'Your basket has expired.' : <>Your prices and stock are held for <strong>{formatSecondsLeft(seconds)}</strong>. Please complete your order before the time runs out.</>}
      </Alert>
      <Dialog open={expired} onClose={() => navigate(pagePaths.home)} aria-labelledby="checkout-expired-title" aria-describedby="checkout-expired-text">
        <DialogTitle id="checkout-expired-title">Your basket has expired</DialogTitle>
        <DialogContent>
          <DialogContentText id="checkout-expired-text">
            Prices and stock were held for 5 minutes. Please choose your branch and buying option again to see what is available now.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate(pagePaths.home)}>Close</Button>
          <Button variant="contained" onClick={() => navigate(pagePaths.basketAvailability)}>
            Choose again
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
