import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { formatPence, type Pence } from '@sparesfinder/domain/money';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useRegisterCashBack } from '../api/register-cash-back';

interface CashBackDialogProps {
  open: boolean;
  onClose: () => void;
  /** The cash back this product earns (domain cash-back.ts). */
  amountPence: Pence;
}

/** spec 2 §4: the offer and Register; after Register an e-mail request goes and 'Thank you' shows. */
export function CashBackDialog({ open, onClose, amountPence }: CashBackDialogProps) {
  const register = useRegisterCashBack();
  const done = register.isSuccess;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={messages.search.cashBackAvailable}
      actions={
        done ? (
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
        ) : (
          <Button variant="contained" onClick={() => register.mutate()} disabled={register.isPending}>
            Register
          </Button>
        )
      }
    >
      {done ? (
        <Typography role="status">{messages.lists.cashBackThankYou}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            As a buying group member you can earn {formatPence(amountPence)} cash back on each one of this
            product you buy.
          </Typography>
          <Typography color="text.secondary">Register and we will e-mail you how to claim it.</Typography>
          {register.isError && (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {messages.common.somethingWentWrong}
            </Typography>
          )}
        </>
      )}
    </AppDialog>
  );
}
