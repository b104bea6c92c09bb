import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages, ordersText } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useOrder } from '../api/get-order';
import { useReorder } from '../api/reorder';

/** spec 1 §2/§4 reorder confirmation: 'Add items to basket?', then the lines go into the basket and the user to /Basket. */
export function ReorderDialog({ basketKey, onClose }: { basketKey: string; onClose: () => void }) {
  const order = useOrder(basketKey);
  const reorder = useReorder();
  const navigate = useNavigate();
  const confirm = () => {
    if (order.data) reorder.mutate(order.data, { onSuccess: () => void navigate(pagePaths.basket) });
  };
  const failure = reorder.error ?? order.error;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={messages.orders.addItemsToBasket}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={!order.data || reorder.isPending}>
            {reorder.isPending ? 'Adding…' : 'Add to basket'}
          </Button>
        </>
      }
    >
      <Typography>{ordersText.reorderBody}</Typography>
      {failure && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {isApiError(failure) && failure.isClientError ? failure.message : messages.common.somethingWentWrong}
        </Typography>
      )}
    </AppDialog>
  );
}
