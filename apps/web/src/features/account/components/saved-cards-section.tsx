import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SavedCard } from '@sparesfinder/contracts/saved-cards';
import { messages } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useDeleteSavedCard, useSavedCards } from '../api/saved-cards';

const expiryText = (mmyy: string) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

/** spec 1 §2 section 6 Manage Saved Cards: shown only when cards exist; removal after 'Remove saved card?' (§4, §8). */
export function SavedCardsSection() {
  const cards = useSavedCards();
  const remove = useDeleteSavedCard();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [error, setError] = useState('');
  if (!cards.data || cards.data.length === 0) return null;

  const confirm = async () => {
    if (!removing) return;
    setError('');
    try {
      await remove.mutateAsync(removing.tokenID);
    } catch {
      setError(messages.account.cardDeleteFailed);
    }
    setRemoving(null);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="saved-cards-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="saved-cards-heading" variant="h2" sx={{ mb: 1 }}>
        Manage Saved Cards
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <List aria-labelledby="saved-cards-heading">
        {cards.data.map((card) => (
          <ListItem
            key={card.tokenID}
            divider
            secondaryAction={
              <Button color="error" size="small" onClick={() => setRemoving(card)} aria-label={`Remove card ending ${card.last4Digits}`}>
                Remove
              </Button>
            }
          >
            <ListItemText primary={`Card ending ${card.last4Digits}`} secondary={`Expires ${expiryText(card.expiryDate)} · ${card.billingAddress.postCode}`} />
          </ListItem>
        ))}
      </List>
      <AppDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={messages.account.removeSavedCard}
        actions={
          <>
            <Button onClick={() => setRemoving(null)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
              Remove
            </Button>
          </>
        }
      >
        <Typography>{removing ? `The card ending ${removing.last4Digits} will no longer be offered at checkout.` : ''}</Typography>
      </AppDialog>
    </Paper>
  );
}
