import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface CheckoutProblemView {
  title: string;
  description: string;
}

/**
 * spec 3 §2.5: checkout validation errors appear in a dialog with a title and a description and no cancel button.
 * Focus does not go back to Place Order (it is disabled while an error shows, so focus would fall to <body>): once
 * the dialog has gone, `onClosed` moves it where the buyer has to act (checkout-form.tsx: the first invalid field).
 */
export function ValidationDialog({ problem, onClose, onClosed }: { problem: CheckoutProblemView | null; onClose: () => void; onClosed: () => void }) {
  return (
    <Dialog
      open={problem !== null}
      onClose={onClose}
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
      aria-labelledby="checkout-problem-title"
      aria-describedby="checkout-problem-text"
    >
      <DialogTitle id="checkout-problem-title">{problem?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="checkout-problem-text">{problem?.description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
