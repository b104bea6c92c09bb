import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import MyLocation from '@mui/icons-material/MyLocation';
import { useLocationLookup } from '../hooks/use-location-lookup';

interface ChangeLocationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The basket's fulfillmentPostcode now, to start the field with. */
  currentPostcode: string | null;
  onChanged?: (postcode: string) => void;
}

/** spec 2 §2 'Change location' modal: by postcode or by the device's location. */
export function ChangeLocationDialog({
  open,
  onClose,
  currentPostcode,
  onChanged,
}: ChangeLocationDialogProps) {
  const titleId = useId();
  const [postcode, setPostcode] = useState(currentPostcode ?? '');
  const lookup = useLocationLookup((saved) => {
    onChanged?.(saved);
    onClose();
  });
  const busy = lookup.pending !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void lookup.byPostcode(postcode);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 480 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.25rem', fontWeight: 700 }}>
        Change location
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          We use your location to find merchant branches near you.
        </Typography>
        {lookup.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {lookup.error}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Change location by postcode"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label="Postcode"
            size="small"
            value={postcode}
            autoComplete="postal-code"
            onChange={(event) => {
              setPostcode(event.target.value);
              lookup.clearError();
            }}
            slotProps={{ htmlInput: { maxLength: 10 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 40 }}>
            {lookup.pending === 'postcode' ? 'Checking…' : 'Use postcode'}
          </Button>
        </Box>
        <Divider sx={{ my: 2 }}>or</Divider>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<MyLocation />}
          disabled={busy}
          onClick={() => void lookup.byDevice()}
        >
          {lookup.pending === 'device' ? 'Finding your location…' : 'Use my current location'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
