import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { useChangePreference, usePreference } from '../api/preferences';

/** spec 1 §2 section 3 (only with togglealtproducts), §4: the checkbox is disabled until the preference has loaded. */
export function PreferencesSection() {
  const preference = usePreference();
  const change = useChangePreference();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const checked = preference.data?.preferNonGenuineParts ?? false;

  const toggle = async (next: boolean) => {
    setNotice(null);
    try {
      const result = await change.mutateAsync(next);
      // spec 1 §8 gives two spellings of the failure: a refusal the server answers, and a call that fails outright.
      setNotice(result.success ? { severity: 'success', text: messages.account.preferenceSaved } : { severity: 'error', text: messages.account.preferenceSaveRefused });
    } catch {
      setNotice({ severity: 'error', text: messages.account.preferenceSaveFailed });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="preferences-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="preferences-heading" variant="h2" sx={{ mb: 1 }}>
        Preferences
      </Typography>
      {preference.isError && <Alert severity="error">{messages.account.preferenceFetchFailed}</Alert>}
      <FormControlLabel
        control={<Checkbox checked={checked} disabled={!preference.isSuccess || change.isPending} onChange={(event) => void toggle(event.target.checked)} />}
        label="Show alternative (non-genuine) parts first when they are available"
      />
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
    </Paper>
  );
}
