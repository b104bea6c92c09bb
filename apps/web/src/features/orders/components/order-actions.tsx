import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ReplayIcon from '@mui/icons-material/Replay';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { invoiceUrl } from '../api/get-credit-notes';

export interface OrderActionHandlers {
  onReorder: (order: OrderSummary) => void;
  onReturn: (order: OrderSummary) => void;
}

const orderName = (order: OrderSummary) => `order ${order.orderId ?? ''}`.trim();

export function ReorderButton({ order, onReorder }: { order: OrderSummary; onReorder: OrderActionHandlers['onReorder'] }) {
  return (
    <Button size="small" variant="contained" startIcon={<ReplayIcon />} onClick={() => onReorder(order)} aria-label={`Reorder ${orderName(order)}`} sx={{ whiteSpace: 'nowrap' }}>
      Reorder
    </Button>
  );
}

export function ReturnButton({ order, onReturn }: { order: OrderSummary; onReturn: OrderActionHandlers['onReturn'] }) {
  return (
    <Button size="small" variant="outlined" startIcon={<AssignmentReturnIcon />} onClick={() => onReturn(order)} aria-label={`Return items from ${orderName(order)}`}>
      Return
    </Button>
  );
}

/** spec 1 §7: the browser opens the invoice in a new tab. */
export function InvoiceLink({ order, label = 'Invoice' }: { order: OrderSummary; label?: string }) {
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<PictureAsPdfIcon />}
      href={invoiceUrl(order.basketKey)}
      target="_blank"
      rel="noopener"
      aria-label={`Download invoice for ${orderName(order)} (PDF, opens in a new tab)`}
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
