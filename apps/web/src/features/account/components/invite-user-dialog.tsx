import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { messages } from '@sparesfinder/contracts/messages';
import { canSendInvite, type InviteDraft } from '@sparesfinder/domain/account/invitation';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useInviteUser } from '../api/account-users';
import { keepPhoneCharacters } from './account-fields';

const fields: { name: keyof InviteDraft; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'off' },
  { name: 'surname', label: 'Surname', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'telephone', label: 'Telephone', type: 'tel', autoComplete: 'off' },
];

/** spec 1 §2 invite user modal; §5: all four fields non-empty, otherwise nothing is sent; §8 the server's text on failure. */
export function InviteUserDialog({ onClose, onInvited }: { onClose: () => void; onInvited: (message: string) => void }) {
  const [draft, setDraft] = useState<InviteDraft>({ firstName: '', surname: '', email: '', telephone: '' });
  const [error, setError] = useState('');
  const invite = useInviteUser();

  const send = async () => {
    if (!canSendInvite(draft)) return;
    setError('');
    try {
      const result = await invite.mutateAsync(draft);
      onInvited(result.success ? messages.account.userCreated : result.message);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : messages.common.somethingWentWrong);
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title="Invite user"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void send()} disabled={!canSendInvite(draft) || invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {fields.map(({ name, label, type, autoComplete }) => (
          <TextField
            key={name}
            id={`invite-${name}`}
            label={label}
            type={type}
            required
            autoComplete={autoComplete}
            value={draft[name]}
            onChange={(event) => setDraft((current) => ({ ...current, [name]: name === 'telephone' ? keepPhoneCharacters(event.target.value) : event.target.value }))}
            slotProps={{ htmlInput: name === 'telephone' ? { inputMode: 'numeric', maxLength: 30 } : { maxLength: name === 'email' ? 200 : 50 } }}
          />
        ))}
      </Box>
    </AppDialog>
  );
}
