import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import type { SaveForLaterItem, SavedPartsOrder } from '@sparesfinder/contracts/save-for-later';
import { splitSavedOrderLines } from '@sparesfinder/domain/basket/saved-parts';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds, poundsToPence } from '@sparesfinder/domain/money';
import { ProductImage } from '../../../components/ui/product-image';

/** The 'Add to Basket' rule's view of a line (spec 2 §4): its price in pence, 0 = obsolete. */
const withPence = (item: SaveForLaterItem) => ({ ...item, pricePence: poundsToPence(item.price) });

/** Ours: spec 2 §4 counts obsolete lines and leaves them out, but names no text for saying so before the add. */
export const obsoleteWillNotBeAddedText = (count: number) =>
  `${count} ${count === 1 ? 'item is' : 'items are'} obsolete and will not be added to your basket.`;

/**
 * A saved parts order's lines (spec 2 §3 saveForLaters), read-only, so a trader sees what 'Add to Basket' will add:
 * image, MPN, description, quantity and today's price; an obsolete line (price 0) is marked 'Item Obsolete' and
 * said to be left out, by the same rule the server applies (domain/basket/saved-parts.ts).
 */
export function SavedPartsOrderLines({ id, order }: { id: string; order: SavedPartsOrder }) {
  const lines = order.saveForLaters.map(withPence);
  const { priced, obsoleteCount } = splitSavedOrderLines(lines);
  const pricedIds = new Set(priced.map((line) => line.id));
  return (
    <Box sx={{ gridColumn: '1 / -1', borderTop: 1, borderColor: 'divider', pt: 1 }}>
      {obsoleteCount > 0 && (
        <Typography variant="body2" sx={{ color: '#663c00', fontWeight: 600, py: 1 }}>
          {obsoleteWillNotBeAddedText(obsoleteCount)}
        </Typography>
      )}
      {lines.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          This order has no items.
        </Typography>
      )}
      <Box
        id={id}
        component="ul"
        aria-label={`Items in ${order.orderReference}`}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {lines.map((line) => (
          <SavedPartsOrderLine key={line.id} line={line} obsolete={!pricedIds.has(line.id)} />
        ))}
      </Box>
    </Box>
  );
}

function SavedPartsOrderLine({ line, obsolete }: { line: SaveForLaterItem; obsolete: boolean }) {
  return (
    <Box
      component="li"
      data-testid="saved-parts-order-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '56px minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'center',
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <ProductImage src={line.imageUrl} alt="" size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{line.manufacturerCode}</Typography>
        <Typography variant="body2" color="text.secondary">
          {displayDescription(line.description)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Qty {line.qty}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: 2, sm: 'auto' }, textAlign: { sm: 'right' } }}>
        {obsolete ? (
          <>
            <Chip
              size="small"
              label={messages.search.itemObsolete}
              sx={{
                bgcolor: '#fff4e5',
                color: '#663c00',
                fontWeight: 700,
                border: 1,
                borderColor: '#f5c27a',
              }}
            />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              Will not be added to your basket
            </Typography>
          </>
        ) : (
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatPounds(line.price)}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {messages.totals.plusVat}
            </Typography>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
