import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { messages, ordersText } from '@sparesfinder/contracts/messages';
import { vatOfTotals } from '@sparesfinder/domain/basket/basket-totals';
import { formatPence, formatPounds, poundsToPence } from '@sparesfinder/domain/money';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { paymentSummary } from '@sparesfinder/domain/checkout/payment-summary';
import { isPaidThroughShop, orderItemCount } from '@sparesfinder/domain/orders/order-lines';
import { orderOutcome } from '@sparesfinder/domain/orders/order-outcome';
import { orderNotes, orderText } from '@sparesfinder/domain/orders/order-text';
import { isApiError } from '../../../lib/api-error';
import { useOrder } from '../api/get-order';
import { BranchDetailsDialog } from './branch-details-dialog';
import { CreditNotes } from './credit-notes';
import { InvoiceLink, ReturnButton } from './order-actions';
import { OrderLinesTable } from './order-lines-table';
import { OrderStatusChip } from './order-status-chip';
import { ReorderDialog } from './reorder-dialog';
import { ReturnHelpDialog } from './return-help-dialog';

/** spec 1 §2 ORDER INFORMATION / Order Details, read-only, with Reorder and Back to order history. */
/**
 * The payment row: spec 1's words for a card or a merchant-account order; a split payment and a trade credit order
 * say which account was charged and what the card paid (issue #44, domain paymentSummary, as the confirmation).
 */
function paymentText(order: OrderDetail): string {
  const split = order.cardAmount !== null && order.chargedAccountKind !== null;
  if (split || order.chargedAccountKind === 'trade-credit') {
    const payment = { paymentMethodTypeId: order.paymentMethodTypeId, cardAmountPence: order.cardAmount === null ? null : poundsToPence(order.cardAmount), accountKind: order.chargedAccountKind, accountNumber: order.accountNumber };
    return paymentSummary(payment, poundsToPence(order.totalCostWithVat));
  }
  return isPaidThroughShop(order.paymentMethodTypeId) ? ordersText.paidThroughShop : `${ordersText.paidOnAccount}${order.accountNumber ? ` (${order.accountNumber})` : ''}`;
}

export function OrderDetails({ basketKey, onBack, alwaysContactUs }: { basketKey: string; onBack: () => void; alwaysContactUs: boolean }) {
  const { data: order, error, isPending } = useOrder(basketKey);
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ justifySelf: 'start' }}>
      Back to order history
    </Button>
  );
  if (isPending) return <Skeleton variant="rectangular" height={320} />;
  if (!order)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Typography role="alert">{isApiError(error) && error.statusCode === 404 ? 'We could not find that order.' : messages.common.somethingWentWrong}</Typography>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      <OrderSummaryPanel order={order} alwaysContactUs={alwaysContactUs} />
      <OrderLinesTable order={order} />
      <CreditNotes basketId={order.basketId} />
    </Box>
  );
}

function OrderSummaryPanel({ order, alwaysContactUs }: { order: OrderDetail; alwaysContactUs: boolean }) {
  const [reordering, setReordering] = useState(false);
  const [returning, setReturning] = useState(false);
  const [branchOpen, setBranchOpen] = useState(false);
  const branch = order.selectedBranch;
  const text = orderText({
    quoteId: order.quoteId,
    isDelivery: order.isDelivery,
    supplierId: branch?.supplier.id ?? null,
    supplierName: branch?.supplier.name ?? null,
    branchName: branch?.name ?? null,
    orderDate: order.orderDate,
    collectFromBranchOn: order.collectFromBranchOn,
    fulfilmentOptionId: order.fulfilmentOptionId,
    publicTrackerUrl: order.deliveryQuote?.publicTrackerUrl ?? null,
  });
  // A rejected order is never supplied: no collect / deliver instructions, say what happens to the money instead.
  const outcome = orderOutcome(order);
  const items = orderItemCount(order.lines);
  const rows: [string, React.ReactNode][] = [
    ['Order number', order.orderId],
    ['Merchant order number', order.supplierOrderNumber ?? '—'],
    ['Your reference', order.customerOrderNo ?? '—'],
    ['Order date', formatOrderDateTime(order.orderDate)],
    ['Items', `${items} item${items === 1 ? '' : 's'}`],
    ['Payment', paymentText(order)],
    ['Total', `${formatPounds(order.totalCostWithVat)} ${messages.totals.withVat} (${formatPounds(order.totalCost)} ${messages.totals.plusVat})`],
    // What lies between the two totals (domain vatOfTotals), as the basket, checkout and confirmation show it.
    [messages.totals.vat, formatPence(vatOfTotals({ totalCostPence: poundsToPence(order.totalCost), totalCostWithVatPence: poundsToPence(order.totalCostWithVat) }))],
  ];
  if (!outcome.showFulfilmentInstructions) {
    // Nothing to collect or deliver.
  } else if (order.isDelivery) rows.push(['Deliver to', [order.address1, order.address2, order.town, order.postCode].filter(Boolean).join(', ')]);
  else if (order.collectFromBranchOn) rows.push(['Collect on', formatOrderDateTime(order.collectFromBranchOn)]);
  // What the trader typed at checkout for a merchant that asks for it (spec 3 §5, spec 1 §3 Order).
  if (outcome.showFulfilmentInstructions && order.preferredCollectionBranch) rows.push(['Preferred collection branch', order.preferredCollectionBranch]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>Order Details</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <OrderStatusChip status={order.status} />
          <Typography variant="caption" color="text.secondary">{orderNotes.statusDelay}</Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>{label}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>{value}</Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>{outcome.showFulfilmentInstructions ? text.title : ordersText.notSuppliedTitle}</Typography>
        {branch && (
          <Typography variant="body2">
            {branch.supplier.name},{' '}
            <Link component="button" variant="body2" onClick={() => setBranchOpen(true)} aria-label={`Branch details: ${branch.name}`}>{branch.name}</Link>
          </Typography>
        )}
        {outcome.showFulfilmentInstructions ? (
          <>
            {text.lines.map((line) => <Typography key={line} variant="body2">{line}</Typography>)}
            {text.trackingUrl && <Link href={text.trackingUrl} target="_blank" rel="noopener noreferrer">Track your delivery</Link>}
          </>
        ) : (
          <>
            <Typography variant="body2">{ordersText.notSuppliedText}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{outcome.moneyText}</Typography>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setReordering(true)}>Reorder</Button>
        <ReturnButton order={order} onReturn={() => setReturning(true)} />
        <InvoiceLink order={order} label="Download invoice" />
      </Box>
      {reordering && <ReorderDialog basketKey={order.basketKey} onClose={() => setReordering(false)} />}
      <ReturnHelpDialog open={returning} onClose={() => setReturning(false)} alwaysContactUs={alwaysContactUs} />
      {branchOpen && branch && <BranchDetailsDialog branchId={branch.id} onClose={() => setBranchOpen(false)} />}
    </Paper>
  );
}
