import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { AvailabilityEntry } from '@sparesfinder/contracts/availability';
import { stockStatusOf, type VisibleEntry } from '@sparesfinder/domain/availability/branch-choice';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds } from '@sparesfinder/domain/money';
import { limitedColour } from './fulfilment-option-names';

const statusColour = {
  Available: 'success.dark',
  'Limited stock': limitedColour,
  'Out of stock': 'error.main',
} as const;

interface OrderDetailsTableProps {
  entries: VisibleEntry<AvailabilityEntry>[];
  onSwap: (originalCode: string) => void;
  onDelete: (originalCode: string) => void;
  /** spec 3 §2.3 part availability request, for a line the branch cannot supply (the page composes the modal). */
  onRequestAvailability?: (entry: AvailabilityEntry) => void;
}

/**
 * spec 3 §2.3 expanded section: MPN, Description, Qty (Available), Price, Status (spec 3 §8 labels). On phones each
 * row re-flows into a card with CSS (one DOM), the column name before each value.
 */
export function OrderDetailsTable({ entries, onSwap, onDelete, onRequestAvailability }: OrderDetailsTableProps) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '0.9375rem',
        'th, td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
        th: { fontWeight: 700, bgcolor: 'grey.100' },
        '@media (max-width: 767.95px)': {
          thead: { display: 'none' },
          'tr, td': { display: 'block' },
          tr: { borderBottom: 1, borderColor: 'divider', py: 1 },
          td: { border: 0, py: 0.25, px: 0 },
          'td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
        },
      }}
    >
      <thead>
        <tr>
          <th scope="col">MPN</th>
          <th scope="col">Description</th>
          <th scope="col">Qty (Available)</th>
          <th scope="col">Price</th>
          <th scope="col">Status</th>
          <th scope="col">
            <Box
              component="span"
              sx={{
                position: 'absolute',
                width: '1px',
                height: '1px',
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
              }}
            >
              Actions
            </Box>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ entry, canSwap, showingAlternative }) => {
          const status = stockStatusOf(entry);
          return (
            <tr key={entry.originalManufacturerCode}>
              <td data-label="MPN">{entry.manufacturerCode}</td>
              <td data-label="Description">
                {displayDescription(entry.description)}
                {showingAlternative && (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
                  >
                    {entry.isMerchantEquivalent ? 'Merchant equivalent' : 'Genuine equivalent'} of{' '}
                    {entry.originalManufacturerCode}
                  </Box>
                )}
              </td>
              <td data-label="Qty (Available)">
                {entry.qty} ({entry.availableQty})
              </td>
              <td data-label="Price">{formatPounds(entry.price)}</td>
              <Box component="td" data-label="Status" sx={{ color: statusColour[status], fontWeight: 600 }}>
                {status}
              </Box>
              <td>
                <Box
                  sx={{
                    display: 'flex',
                    gap: 0.5,
                    alignItems: 'center',
                    justifyContent: { xs: 'space-between', sm: 'flex-end' },
                    flexWrap: 'wrap',
                  }}
                >
                  {canSwap && (
                    <Button
                      size="small"
                      onClick={() => onSwap(entry.originalManufacturerCode)}
                      sx={{ minHeight: 40 }}
                    >
                      {showingAlternative ? 'See genuine product' : 'See alternative product'}
                    </Button>
                  )}
                  {onRequestAvailability && status === 'Out of stock' && (
                    <Button size="small" onClick={() => onRequestAvailability(entry)} sx={{ minHeight: 40 }}>
                      Notify me when available
                    </Button>
                  )}
                  <IconButton
                    aria-label={`Delete ${entry.originalManufacturerCode}`}
                    onClick={() => onDelete(entry.originalManufacturerCode)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
