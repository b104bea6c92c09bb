import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RequestedProduct } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useRemoveRequestedProduct } from '../api/remove-requested-product';

/** spec 2 §2: removing a requested product asks first. */
export function RemoveRequestedProductDialog({
  product,
  onClose,
}: {
  product: RequestedProduct;
  onClose: () => void;
}) {
  const remove = useRemoveRequestedProduct();
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Remove requested product?"
      actions={
        <>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={remove.isPending}
            onClick={() => remove.mutate(product.id, { onSuccess: onClose })}
          >
            Remove
          </Button>
        </>
      }
    >
      <Typography>Remove {product.manufacturerPartNumber} from your requested products?</Typography>
      {remove.isError && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {messages.common.somethingWentWrong}
        </Typography>
      )}
    </AppDialog>
  );
}
