import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { formatPounds } from '@sparesfinder/domain/money';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { InvoiceLink, ReorderButton, ReturnButton, type OrderActionHandlers } from './order-actions';
import { OrderStatusChip } from './order-status-chip';
import { messages } from '@sparesfinder/contracts/messages';

export interface OrderListProps extends OrderActionHandlers {
  orders: readonly OrderSummary[];
  onOpen: (order: OrderSummary) => void;
  onBranch: (branchId: number) => void;
}

/** spec 1 §2 desktop table: Branch, Order Reference, Order Date/Time, Total, Reorder, Return, Download invoice. */
export function OrdersTable({ orders, onOpen, onBranch, onReorder, onReturn }: OrderListProps) {
  // Tablets (769-1024 px; phones get cards at ≤ 768 px, spec 1 §9): cells and buttons slim down, and headers and
  // dates always take two steady lines, so the room left in the row goes to the Branch column: a branch name shows
  // in full whenever the row has room for it, and only a name too long for the row is cut (full name in a title).
  // All seven columns fit without scrolling.
  const compact = useMediaQuery('(max-width:1024px)');
  return (
    <TableContainer>
      <Table aria-label="Your orders" size="small" sx={compact ? { '& .MuiTableCell-root': { px: 1 } } : undefined}>
        <TableHead>
          <TableRow>
            {['Branch', 'Order Reference', 'Order Date/Time', 'Total', 'Reorder', 'Return', 'Download invoice'].map((header) => (
              <TableCell key={header} sx={{ fontWeight: 700, whiteSpace: compact ? 'normal' : 'nowrap' }} align={header === 'Total' ? 'right' : 'left'}>
                {compact ? <Box component="span" sx={twoLines}>{header}</Box> : header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.basketKey} hover>
              <TableCell>
                {order.selectedBranch ? (
                  <Box sx={compact ? branchNamesTrack : undefined}>
                    <Typography variant="body2" noWrap={compact} title={compact ? order.selectedBranch.supplier.name : undefined} sx={{ fontWeight: 600 }}>
                      {order.selectedBranch.supplier.name}
                    </Typography>
                    <Link
                      component="button"
                      variant="body2"
                      onClick={() => onBranch(order.selectedBranch!.id)}
                      aria-label={`Branch details: ${order.selectedBranch.name}`}
                      title={compact ? order.selectedBranch.name : undefined}
                      sx={compact ? { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' } : undefined}
                    >
                      {order.selectedBranch.name}
                    </Link>
                  </Box>
                ) : '—'}
              </TableCell>
              <TableCell>
                <Link component="button" variant="body2" onClick={() => onOpen(order)} sx={{ fontWeight: 700 }} aria-label={`Order details: order ${order.orderId}`}>
                  {order.orderId}
                </Link>
                {order.customerOrderNo && <Typography variant="body2" color="text.secondary">Ref: {order.customerOrderNo}</Typography>}
                {/* Under the number whether or not a reference sits between them (the number is an inline button). */}
                <Box sx={{ mt: 0.5 }}>
                  <OrderStatusChip status={order.status} />
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: compact ? 'normal' : 'nowrap' }}>{compact ? <OrderDateTimeLines value={order.orderDate} /> : formatOrderDateTime(order.orderDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>{formatPounds(order.totalCostWithVat)}</Typography>
                <Typography variant="caption" color="text.secondary">{messages.totals.withVat}</Typography>
              </TableCell>
              <TableCell><ReorderButton order={order} onReorder={onReorder} compact={compact} /></TableCell>
              <TableCell><ReturnButton order={order} onReturn={onReturn} compact={compact} inTable /></TableCell>
              <TableCell><InvoiceLink order={order} compact={compact} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The table shares out the room left after every column's narrowest width by how much more each could use. Headers
 * and dates that always wrap ask for nothing more, so it goes to the branch names; beyond their full width it is
 * spread over all the columns.
 */
const twoLines = { display: 'inline-block', width: 'min-content' } as const;

/** Branch names ask for their full width but may be cut to any width (min-content 0), so they never force a scroll. */
const branchNamesTrack = { display: 'grid', gridTemplateColumns: 'minmax(0, max-content)' } as const;

/** '24 Nov 2026' over 'at 13:15': the break falls before the time, never inside the date. */
function OrderDateTimeLines({ value }: { value: string | null }) {
  const text = formatOrderDateTime(value);
  const time = text.lastIndexOf(' at ');
  if (time < 0) return text;
  return (
    <Box component="span" sx={twoLines}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{text.slice(0, time)}</Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{text.slice(time + 1)}</Box>
    </Box>
  );
}
