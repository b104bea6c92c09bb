import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { referenceMaxLength } from '@sparesfinder/contracts/basket';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useByBoxLocations } from '../api/get-by-box-locations';

interface ByBoxDialogProps {
  open: boolean;
  busy: boolean;
  /** 'Unable to process your request, please try again later' when the add failed (spec 3 §4.6). */
  error: string | null;
  onClose: () => void;
  onContinue: (choice: { byBoxLocationId: number; byBoxReference: string }) => void;
}

/** spec 3 §2.4: a reference and a location; Continue to checkout stays disabled until both are set (spec 3 §5). */
export function ByBoxDialog({ open, busy, error, onClose, onContinue }: ByBoxDialogProps) {
  const locations = useByBoxLocations(open);
  const [reference, setReference] = useState('');
  const [locationId, setLocationId] = useState('');
  const ready = reference.trim().length > 0 && locationId !== '';

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="BY-BOX DELIVERY"
      actions={
        <Button
          variant="contained"
          disabled={!ready || busy}
          onClick={() =>
            onContinue({ byBoxLocationId: Number(locationId), byBoxReference: reference.trim() })
          }
          sx={{ minHeight: 44 }}
        >
          {busy ? 'Please wait…' : 'Continue to checkout'}
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your parts are delivered to a by-box locker for collection at any time.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <TextField
        label="Reference"
        required
        fullWidth
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        slotProps={{ htmlInput: { maxLength: referenceMaxLength } }}
        helperText={`Up to ${referenceMaxLength} characters`}
        sx={{ mb: 2 }}
      />
      <TextField
        select
        label="By-box location"
        required
        fullWidth
        value={locationId}
        onChange={(event) => setLocationId(event.target.value)}
        disabled={!locations.data}
        helperText={
          locations.isError
            ? 'The locations could not be loaded.'
            : locations.isPending
              ? 'Loading locations…'
              : undefined
        }
      >
        {(locations.data ?? []).map((location) => (
          <MenuItem key={location.id} value={String(location.id)}>
            {location.exchange} ({location.postalCode})
          </MenuItem>
        ))}
      </TextField>
    </AppDialog>
  );
}
