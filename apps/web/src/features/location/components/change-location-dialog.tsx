import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocation from '@mui/icons-material/MyLocation';
import { AppDialog } from '../../../components/ui/app-dialog';
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
    <AppDialog open={open} onClose={onClose} title="Change location">
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
    </AppDialog>
  );
}
