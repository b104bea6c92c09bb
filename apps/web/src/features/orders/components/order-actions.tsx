import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { ordersText } from '@sparesfinder/contracts/messages';
import { mayIssueInvoice, mayReturnItems } from '@sparesfinder/domain/orders/order-outcome';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { invoiceUrl } from '../api/get-credit-notes';

export interface OrderActionHandlers {
  onReorder: (order: OrderSummary) => void;
  onReturn: (order: OrderSummary) => void;
}

const orderName = (order: OrderSummary) => `order ${order.orderId ?? ''}`.trim();

/** `compact`: a tablet-width table (769-1024 px) drops the icons so every column fits. */
export function ReorderButton({ order, onReorder, compact = false }: { order: OrderSummary; onReorder: OrderActionHandlers['onReorder']; compact?: boolean }) {
  return (
    <Button size="small" variant="contained" startIcon={compact ? undefined : <ReplayIcon />} onClick={() => onReorder(order)} aria-label={`Reorder ${orderName(order)}`} sx={{ whiteSpace: 'nowrap' }}>
      Reorder
    </Button>
  );
}

/**
 * Only for an order that supplied something (domain order-outcome: nothing to send back from a rejected order).
 * `inTable`: the Return column keeps its cell and shows a quiet dash instead; elsewhere the button is simply left out.
 */
export function ReturnButton({ order, onReturn, compact = false, inTable = false }: { order: OrderSummary; onReturn: OrderActionHandlers['onReturn']; compact?: boolean; inTable?: boolean }) {
  if (!mayReturnItems(order.status)) return inTable ? <NotOffered reason={ordersText.returnNotOffered} /> : null;
  return (
    <Button size="small" variant="outlined" startIcon={compact ? undefined : <AssignmentReturnIcon />} onClick={() => onReturn(order)} aria-label={`Return items from ${orderName(order)}`}>
      Return
    </Button>
  );
}

/** What stands in for an action an order does not offer: quiet, with the reason on hover; a bare dash reads the reason out. */
function NotOffered({ reason, label }: { reason: string; label?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" title={reason} sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>
      {label ?? (
        <>
          <span aria-hidden="true">—</span>
          <Box component="span" sx={visuallyHidden}>{reason}</Box>
        </>
      )}
    </Typography>
  );
}

/** spec 1 §7: the browser opens the invoice in a new tab; an order with nothing charged has none (domain order-outcome, the server refuses it too). */
export function InvoiceLink({ order, label = 'Invoice', compact = false }: { order: OrderSummary; label?: string; compact?: boolean }) {
  if (!mayIssueInvoice(order.status, order)) return <NotOffered reason={ordersText.invoiceNotIssued} label={compact ? undefined : 'No invoice'} />;
  const name = `Download invoice for ${orderName(order)} (PDF, opens in a new tab)`;
  if (compact)
    return (
      <Tooltip title="Download invoice (PDF)">
        <IconButton size="small" color="primary" href={invoiceUrl(order.basketKey)} target="_blank" rel="noopener" aria-label={name}>
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<PictureAsPdfIcon />}
      href={invoiceUrl(order.basketKey)}
      target="_blank"
      rel="noopener"
      aria-label={name}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

export function OrderActions({ order, onReorder, onReturn }: { order: OrderSummary } & OrderActionHandlers) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <ReorderButton order={order} onReorder={onReorder} />
      <ReturnButton order={order} onReturn={onReturn} />
      <InvoiceLink order={order} label="Download invoice" />
    </Stack>
  );
}
