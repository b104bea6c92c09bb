import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../../components/ui/app-dialog';

/** spec 3 §4.3: at the end of the 5 minutes. Refresh reloads availability; Close returns to /. */
export function PleaseRefreshDialog({
  open,
  onRefresh,
  onClose,
}: {
  open: boolean;
  onRefresh: () => void;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Please refresh"
      actions={
        <>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            Close
          </Button>
          <Button variant="contained" onClick={onRefresh} sx={{ minHeight: 44 }}>
            Refresh
          </Button>
        </>
      }
    >
      <Typography>
        Your basket has timed out. Stock and prices may have changed: refresh to see the latest availability.
      </Typography>
    </AppDialog>
  );
}

/** spec 3 §4.5: the option does not cover the whole basket; the unavailable items go to save-for-later. */
export function ProceedToCheckoutDialog({
  open,
  unavailable,
  short = [],
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  unavailable: string[];
  /** Lines the branch has only some of: how many of each the order keeps (the rest is saved for later). */
  short?: { manufacturerCode: string; qty: number; keepQty: number }[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Proceed to checkout?"
      actions={
        <>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button variant="contained" onClick={onConfirm} disabled={busy} sx={{ minHeight: 44 }}>
            {busy ? 'Please wait…' : 'Proceed'}
          </Button>
        </>
      }
    >
      <Typography>
        This branch cannot supply your whole basket with this option. You will get the items available now.
      </Typography>
      {unavailable.length > 0 && (
        <Typography sx={{ mt: 1.5 }}>
          Unavailable items will be moved to your saved for later list:{' '}
          <strong>{unavailable.join(', ')}</strong>.
        </Typography>
      )}
      {short.length > 0 && (
        <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
          {short.map((line) => (
            <li key={line.manufacturerCode}>
              <strong>{line.manufacturerCode}</strong>: {line.keepQty} of {line.qty} available now; the other{' '}
              {line.qty - line.keepQty} will be moved to your saved for later list.
            </li>
          ))}
        </Box>
      )}
    </AppDialog>
  );
}

/** spec 3 §2.3 Delete item? confirmation. */
export function DeleteItemDialog({
  code,
  busy,
  onConfirm,
  onClose,
}: {
  code: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={code !== null}
      onClose={onClose}
      title="Delete item?"
      actions={
        <>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={onConfirm}
            disabled={busy}
            sx={{ minHeight: 44 }}
          >
            Delete
          </Button>
        </>
      }
    >
      <Typography>
        Remove <strong>{code}</strong> from your basket? Availability will reload without it.
      </Typography>
    </AppDialog>
  );
}
