import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import type { BasketLine } from '@sparesfinder/contracts/basket';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { lineTotalPence } from '@sparesfinder/domain/basket/basket-totals';
import { formatPence, formatPounds, poundsToPence } from '@sparesfinder/domain/money';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { messages } from '@sparesfinder/contracts/messages';

interface BasketLinesProps {
  lines: BasketLine[];
  /** Codes with a change in flight: their controls are disabled until the server answers. */
  busyCodes: ReadonlySet<string>;
  onChangeQty: (line: BasketLine, qty: number) => void;
  onDelete: (line: BasketLine) => void;
  onSaveForLater: (line: BasketLine) => void;
}

/**
 * spec 2 §2 basket grid: image, MPN, description, quantity stepper, delete, save for later. A table on desktop;
 * at ≤ 767 px (spec 2 §9 'about 760 px and 768 px') each row re-flows into a stacked card.
 */
const stackedOnMobile = (theme: Theme) => ({
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  borderCollapse: 'separate',
  '& tbody tr:last-of-type td': { borderBottom: 0 },
  [theme.breakpoints.down('sm')]: {
    border: 0,
    bgcolor: 'transparent',
    '& thead': visuallyHidden,
    '& tbody, & tr, & td': { display: 'block', border: 0 },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '72px minmax(0, 1fr) auto',
      gridTemplateAreas: '"image details details" "qty qty actions"',
      alignItems: 'center',
      columnGap: 2,
      rowGap: 1.5,
      p: 2,
      mb: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 2,
      bgcolor: 'background.paper',
    },
    '& td': { p: 0 },
    '& td.line-image': { gridArea: 'image' },
    '& td.line-details': { gridArea: 'details' },
    '& td.line-price, & td.line-total': { display: 'none' },
    '& td.line-qty': { gridArea: 'qty' },
    '& td.line-actions': { gridArea: 'actions' },
  },
});

export function BasketLines({ lines, busyCodes, onChangeQty, onDelete, onSaveForLater }: BasketLinesProps) {
  return (
    <Table
      aria-label="Basket items"
      sx={[{ bgcolor: 'background.paper', '& thead th': { whiteSpace: 'nowrap' } }, stackedOnMobile]}
    >
      <TableHead>
        <TableRow>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Image
            </Box>
          </TableCell>
          <TableCell>Product</TableCell>
          <TableCell align="right">{messages.totals.pricePlusVat}</TableCell>
          <TableCell>Quantity</TableCell>
          <TableCell align="right">{messages.totals.totalPlusVat}</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const busy = busyCodes.has(line.manufacturerCode);
          const linePence = lineTotalPence({ qty: line.qty, costPence: poundsToPence(line.displayedCost) });
          return (
            <TableRow key={line.id} data-testid="basket-line">
              <TableCell className="line-image" sx={{ width: 96 }}>
                <ProductImage src={line.imageUrl} alt="" size={72} />
              </TableCell>
              <TableCell className="line-details">
                <Typography sx={{ fontWeight: 700 }}>{line.manufacturerCode}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {displayDescription(line.description)}
                </Typography>
                {line.manufacturer && (
                  <Typography variant="caption" color="text.secondary">
                    {line.manufacturer}
                  </Typography>
                )}
                <Typography sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 600, mt: 0.5 }}>
                  {formatPounds(line.displayedCost)}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {messages.totals.plusVat}{line.qty > 1 && ` · ${line.qty} for ${formatPence(linePence)}`}
                  </Typography>
                </Typography>
              </TableCell>
              <TableCell className="line-price" align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPounds(line.displayedCost)}
              </TableCell>
              <TableCell className="line-qty">
                <QuantityStepper
                  itemLabel={line.manufacturerCode}
                  value={line.qty}
                  min={1}
                  disabled={busy}
                  onChange={(qty) => onChangeQty(line, qty)}
                />
              </TableCell>
              <TableCell className="line-total" align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {formatPence(linePence)}
              </TableCell>
              <TableCell className="line-actions">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    startIcon={<BookmarkBorder />}
                    disabled={busy}
                    onClick={() => onSaveForLater(line)}
                    aria-label={`Save for later: ${line.manufacturerCode}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    Save for later
                  </Button>
                  <IconButton
                    aria-label={`Delete ${line.manufacturerCode}`}
                    disabled={busy}
                    onClick={() => onDelete(line)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
