import Chip from '@mui/material/Chip';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { orderStatusLabels } from '@sparesfinder/domain/orders/order-status';

const colours: Record<OrderSummary['status'], 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  placed: 'default',
  accepted: 'info',
  readyToCollect: 'success',
  outForDelivery: 'info',
  completed: 'success',
  rejected: 'error',
  partFulfilled: 'warning',
};

/** The merchant's progress on an order (issue #18; spec 1 §4 leaves the values open). */
export function OrderStatusChip({ status }: { status: OrderSummary['status'] }) {
  return <Chip size="small" variant="outlined" color={colours[status]} label={orderStatusLabels[status]} sx={{ fontWeight: 600 }} />;
}
