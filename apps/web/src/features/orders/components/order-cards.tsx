import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { formatPounds } from '@sparesfinder/domain/money';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { OrderActions } from './order-actions';
import { OrderStatusChip } from './order-status-chip';
import type { OrderListProps } from './orders-table';

/** spec 1 §2 mobile (≤ 768 px, §9): one card per order. */
export function OrderCards({ orders, onOpen, onBranch, onReorder, onReturn }: OrderListProps) {
  return (
    <Box component="ul" aria-label="Your orders" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {orders.map((order) => (
        <Card component="li" key={order.basketKey} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
              <Link component="button" onClick={() => onOpen(order)} sx={{ fontWeight: 700, fontSize: '1.05rem' }} aria-label={`Order details: order ${order.orderId}`}>
                Order {order.orderId}
              </Link>
              <Typography sx={{ fontWeight: 700 }}>
                {formatPounds(order.totalCostWithVat)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">{messages.totals.withVat}</Typography>
              </Typography>
            </Box>
            <Typography variant="body2">{formatOrderDateTime(order.orderDate)}</Typography>
            {order.selectedBranch && (
              <Typography variant="body2">
                {order.selectedBranch.supplier.name},{' '}
                <Link component="button" variant="body2" onClick={() => onBranch(order.selectedBranch!.id)} aria-label={`Branch details: ${order.selectedBranch.name}`}>
                  {order.selectedBranch.name}
                </Link>
              </Typography>
            )}
            {order.customerOrderNo && <Typography variant="body2" color="text.secondary">Ref: {order.customerOrderNo}</Typography>}
            <Box><OrderStatusChip status={order.status} /></Box>
            <OrderActions order={order} onReorder={onReorder} onReturn={onReturn} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
