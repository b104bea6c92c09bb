import Chip from '@mui/material/Chip';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { orderStatusLabels } from '@sparesfinder/domain/orders/order-status';

/** Text colours dark enough for 4.5:1 on white (axe colour-contrast); MUI's warning orange is not. */
const colours: Record<OrderSummary['status'], string> = {
  placed: '#424242',
  accepted: '#01579b',
  readyToCollect: '#1b5e20',
  outForDelivery: '#01579b',
  completed: '#1b5e20',
  rejected: '#b71c1c',
  partFulfilled: '#7a4100',
};

/** The merchant's progress on an order (issue #18; spec 1 §4 leaves the values open). */
export function OrderStatusChip({ status }: { status: OrderSummary['status'] }) {
  return <Chip size="small" variant="outlined" label={orderStatusLabels[status]} sx={{ fontWeight: 600, color: colours[status], borderColor: colours[status] }} />;
}
