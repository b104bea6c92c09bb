import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { Basket } from '@sparesfinder/contracts/basket';
import { lineCodeText } from '@sparesfinder/domain/basket/courier-names';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatDayDate } from '@sparesfinder/domain/dates';
import { formatPence, formatPounds } from '@sparesfinder/domain/money';
import type { AppliedDiscount } from '../hooks/use-checkout-form';
import { orderTotals } from '../hooks/use-checkout-form';
import { TotalsBreakdown } from '../../../components/ui/totals-breakdown';

/**
 * How the order is fulfilled, in a line ('Collect from Heatline Leeds South on Tue 3rd Jun'; spec 2.7 uses it too);
 * a by-box order names the locker and the reference chosen in the by-box modal (spec 3 §2.4).
 */
export function fulfilmentLine(
  basket: Pick<Basket, 'isDelivery' | 'collectFromBranchOn' | 'selectedBranch' | 'byBox'>,
): string {
  const date = basket.collectFromBranchOn ? ` on ${formatDayDate(basket.collectFromBranchOn)}` : '';
  const branch = basket.selectedBranch?.name ?? 'the branch';
  if (basket.byBox)
    return `By-box delivery from ${branch} to ${basket.byBox.exchange} (${basket.byBox.postalCode})${date}, reference ${basket.byBox.reference}`;
  return basket.isDelivery ? `Delivery from ${branch}${date}` : `Collect from ${branch}${date}`;
}

/**
 * The order as the merchant will see it: branch, fulfilment, lines (quantity 0 = remove, delivery lines listed with
 * them), then the totals as the basket shows them: the discount if any, Total plus VAT, VAT and Total with VAT.
 */
export function OrderSummary({
  basket,
  discount,
  onRemoveLine,
  busy,
}: {
  basket: Basket;
  discount: AppliedDiscount | null;
  onRemoveLine: (code: string) => void;
  busy: boolean;
}) {
  const products = basket.lines.filter((line) => line.basketLineTypeId !== 4);
  // Lines plus VAT, then the discount plus VAT, as on the order's own page; VAT once on the total.
  const totals = orderTotals(basket, discount);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {basket.selectedBranch?.supplier.imageUrl && (
          <Box
            component="img"
            src={basket.selectedBranch.supplier.imageUrl}
            alt={basket.selectedBranch.supplier.name}
            sx={{ height: 40, maxWidth: 140, objectFit: 'contain' }}
          />
        )}
        <Box>
          <Typography id="order-summary-title" component="h2" variant="h6">
            Your order
          </Typography>
          <Typography variant="body2">{fulfilmentLine(basket)}</Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {products.map((line) => (
          <Box
            component="li"
            key={line.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0,1fr) auto auto',
              gap: 1,
              alignItems: 'center',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {displayDescription(line.description)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {lineCodeText(line.manufacturerCode)} · Qty {line.qty} · {formatPounds(line.cost)} each
              </Typography>
            </Box>
            <Typography variant="body2">{formatPounds(line.cost * line.qty)}</Typography>
            {line.basketLineTypeId === 1 ? (
              <IconButton
                aria-label={`Remove ${displayDescription(line.description)}`}
                size="small"
                onClick={() => onRemoveLine(line.manufacturerCode)}
                disabled={busy}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            ) : (
              <span />
            )}
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <TotalsBreakdown
          label="Order totals"
          extras={
            discount
              ? // Named as the placed order's discount line is (the code's friendly name), so the checkout, the
                // confirmation and the order's details read the same; the code itself is on the tag above.
                [{ key: 'discount', label: discount.friendlyName ?? `Discount (${discount.code})`, amount: `−${formatPence(totals.discountNetPence)}`, testId: 'checkout-discount' }]
              : []
          }
          totalCostPence={totals.totalCostPence}
          totalCostWithVatPence={totals.totalCostWithVatPence}
          testIds={{ subtotal: 'checkout-total-plus-vat', vat: 'checkout-vat', total: 'checkout-total' }}
        />
      </Box>
    </Paper>
  );
}
