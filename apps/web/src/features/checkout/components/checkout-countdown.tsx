import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { BasketCountdownBanner } from '../../../components/ui/basket-countdown-banner';

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
      {/* The same banner as the availability page (spec 3 §2.3, §2.5): one countdown rule, one look. */}
      <Box sx={{ mb: 2 }}>
        <BasketCountdownBanner secondsLeft={seconds} />
      </Box>
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
