import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { lineCodeText } from '@sparesfinder/domain/basket/courier-names';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds } from '@sparesfinder/domain/money';
import { messages } from '@sparesfinder/contracts/messages';

// On a phone the part code goes above its description and the unit price is left out, so the totals fit 390 px.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { xs: 'table-cell', sm: 'none' } } as const;

/** The order's lines, read-only (ex VAT, spec 3 §9 'plus VAT'). */
export function OrderLinesTable({ order }: { order: OrderDetail }) {
  const totalRow = (label: string, pounds: number) => (
    <TableRow>
      <TableCell colSpan={4} align="right" sx={{ fontWeight: 700, ...wideOnly }}>{label}</TableCell>
      <TableCell colSpan={2} align="right" sx={{ fontWeight: 700, ...phoneOnly }}>{label}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPounds(pounds)}</TableCell>
    </TableRow>
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Order lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700, ...wideOnly }}>Part</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Description</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">Qty</TableCell>
            <TableCell sx={{ fontWeight: 700, ...wideOnly }} align="right">Price</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{lineCodeText(line.manufacturerCode)}</TableCell>
              <TableCell>
                <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 700 }}>
                  {lineCodeText(line.manufacturerCode)}
                </Box>
                {displayDescription(line.description)}
              </TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right" sx={wideOnly}>{formatPounds(line.cost)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatPounds(line.cost * line.qty)}</TableCell>
            </TableRow>
          ))}
          {totalRow(messages.totals.totalPlusVat, order.totalCost)}
          {totalRow(messages.totals.totalWithVat, order.totalCostWithVat)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
