import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { messages } from '@sparesfinder/contracts/messages';
import type { SaveForLaterItem } from '@sparesfinder/contracts/save-for-later';
import { formatSavedItemDate } from '@sparesfinder/domain/dates';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { ProductImage } from '../../../components/ui/product-image';
import { useSaveForLaters } from '../api/get-save-for-laters';
import { useDeleteSaveForLater } from '../api/delete-save-for-later';
import { useMoveSaveForLaterToBasket } from '../api/move-save-for-later-to-basket';

/** 'Items saved for later' tab (spec 2 §2/§4): move to basket (add, then delete the saved entry) or delete. */
export function SavedForLaterList() {
  const { data: items, isPending, isError } = useSaveForLaters();
  const moveToBasket = useMoveSaveForLaterToBasket();
  const deleteItem = useDeleteSaveForLater();
  const [failed, setFailed] = useState(false);
  const busyId = moveToBasket.isPending
    ? moveToBasket.variables?.id
    : deleteItem.isPending
      ? deleteItem.variables
      : undefined;

  const run = async (action: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    }
  };

  if (isPending) return <Typography color="text.secondary">Loading saved items…</Typography>;
  if (isError) return <Alert severity="error">{messages.basket.saveForLaterFailed}</Alert>;
  return (
    <Box>
      <Box role="status" aria-live="polite">
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {messages.basket.saveForLaterFailed}
          </Alert>
        )}
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">You have no items saved for later.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Items saved for later"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((item) => (
            <SavedItemRow
              key={item.id}
              item={item}
              busy={busyId === item.id}
              onMove={() => run(() => moveToBasket.mutateAsync({ id: item.id }))}
              onDelete={() => run(() => deleteItem.mutateAsync(item.id))}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function SavedItemRow({
  item,
  busy,
  onMove,
  onDelete,
}: {
  item: SaveForLaterItem;
  busy: boolean;
  onMove: () => void;
  onDelete: () => void;
}) {
  return (
    <Box
      component="li"
      data-testid="saved-item"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr', sm: '56px 1fr auto' },
        gap: 2,
        alignItems: 'center',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <ProductImage src={item.imageUrl} alt="" size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{item.manufacturerCode}</Typography>
        <Typography variant="body2" color="text.secondary">
          {displayDescription(item.description)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Qty {item.qty} · Saved {formatSavedItemDate(item.dateTime)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          justifyContent: 'flex-end',
        }}
      >
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={onMove}
          aria-label={`Move to basket: ${item.manufacturerCode}`}
        >
          Move to basket
        </Button>
        <IconButton
          aria-label={`Delete saved item ${item.manufacturerCode}`}
          disabled={busy}
          onClick={onDelete}
        >
          <DeleteOutline />
        </IconButton>
      </Box>
    </Box>
  );
}
