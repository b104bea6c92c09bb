import { useEffect } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import type { Basket } from '@sparesfinder/contracts/basket';
import { paymentSummary } from '@sparesfinder/domain/checkout/payment-summary';
import { formatDayDate } from '@sparesfinder/domain/dates';
import { poundsToPence } from '@sparesfinder/domain/money';
import { PageLoader } from '../../../components/ui/page-loader';
import { addedLineRows, TotalsBreakdown } from '../../../components/ui/totals-breakdown';
import { useOrderByKey } from '../api/get-basket-by-key';
import { clearCheckoutDraft } from '../hooks/checkout-draft';
import { fulfilmentLine } from './order-summary';

/** spec 3 §2.7: the order placed page. A basket not placed yet has no confirmation: it goes back to its checkout. */
const paymentOf = (order: Basket) => ({
  paymentMethodTypeId: order.paymentMethodType?.name === 'Card' ? 1 : 2,
  cardAmountPence: order.payment?.cardAmount == null ? null : poundsToPence(order.payment.cardAmount),
  accountKind: order.payment?.accountKind ?? null,
  accountNumber: order.payment?.accountNumber ?? null,
});

export function OrderConfirmation({
  basketKey,
  onOrderShown,
}: {
  basketKey: string;
  onOrderShown?: (orderId: number) => void;
}) {
  const { data: order, isError } = useOrderByKey(basketKey);
  const orderId = order?.orderId ?? null;
  useEffect(() => {
    if (orderId === null) return;
    // Placed (a card order completes on the payment page): what its checkout kept for the trip there can go.
    clearCheckoutDraft(basketKey);
    onOrderShown?.(orderId);
  }, [basketKey, orderId, onOrderShown]);
  if (isError) return <Alert severity="error">We could not find this order.</Alert>;
  if (!order) return <PageLoader />;
  if (order.orderId === null) return <Navigate to={pagePaths.home} replace />;
  const supplier = order.selectedBranch?.supplier;
  const rows: [string, string][] = [
    ['Order number', String(order.orderId)],
    // spec 3 §9 'Tue 3rd Jun', as the collection date beside it.
    ['Order date', order.orderDate ? formatDayDate(order.orderDate) : ''],
    // Which account was charged and what the card paid (issue #44), worded once in the domain.
    ['Payment', paymentSummary(paymentOf(order), poundsToPence(order.totalCostWithVat))],
    ...(order.customerOrderNo ? ([['Your reference', order.customerOrderNo]] as [string, string][]) : []),
    ...(order.byBox
      ? ([
          ['By-box location', `${order.byBox.exchange} (${order.byBox.postalCode})`],
          ['By-box reference', order.byBox.reference],
        ] as [string, string][])
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {messages.confirmation.placed}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        {supplier?.imageUrl && (
          <Box
            component="img"
            src={supplier.imageUrl}
            alt={supplier.name}
            sx={{ height: 48, maxWidth: 160, objectFit: 'contain' }}
          />
        )}
        <Typography>{fulfilmentLine(order)}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600 }}
              data-testid={`confirmation-${label.toLowerCase().replace(/\W+/g, '-')}`}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The totals as the basket shows them: the lines the server added, then what the order was charged. */}
      <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <TotalsBreakdown
          label="Order totals"
          extras={addedLineRows(order.lines)}
          totalCostPence={poundsToPence(order.totalCost)}
          totalCostWithVatPence={poundsToPence(order.totalCostWithVat)}
          testIds={{ subtotal: 'confirmation-total-plus-vat', vat: 'confirmation-vat', total: 'confirmation-total-with-vat' }}
        />
      </Box>
      {order.collectFromBranchOn && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {order.isDelivery ? 'Expected delivery' : 'Ready to collect'}:{' '}
          {formatDayDate(order.collectFromBranchOn)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`${pagePaths.orderHistory}?basketKey=${encodeURIComponent(basketKey)}`}
        >
          View details
        </Button>
        <Button variant="outlined" component={RouterLink} to={pagePaths.home}>
          Continue shopping
        </Button>
      </Box>
    </Paper>
  );
}
