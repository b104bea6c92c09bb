import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';

/** spec 3 §9: the add toast shows for 3 seconds. */
export const addedToastMs = 3000;

/** spec 3 §2.10 / issue #16: on phones, 'Item(s) added to basket' with Go to Basket, pinned to the bottom. */
export function AddedToast() {
  return (
    <Paper
      role="status"
      elevation={6}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 'snackbar', px: 2, py: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, borderLeft: 4, borderColor: 'success.main' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{messages.shell.itemsAddedToBasket}</Typography>
      <Button component={RouterLink} to={pagePaths.basket} variant="contained" size="small">
        Go to Basket
      </Button>
    </Paper>
  );
}
