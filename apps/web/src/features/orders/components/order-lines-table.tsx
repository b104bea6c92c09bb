import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds } from '@sparesfinder/domain/money';

/** The order's lines, read-only (ex VAT, spec 3 §9 'plus VAT'). */
export function OrderLinesTable({ order }: { order: OrderDetail }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Order lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Part</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Description</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">Qty</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">Price</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.manufacturerCode}</TableCell>
              <TableCell>{displayDescription(line.description)}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{formatPounds(line.cost)}</TableCell>
              <TableCell align="right">{formatPounds(line.cost * line.qty)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} align="right" sx={{ fontWeight: 700 }}>Total ex VAT</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{formatPounds(order.totalCost)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4} align="right" sx={{ fontWeight: 700 }}>Total inc VAT (20%)</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{formatPounds(order.totalCostWithVat)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
