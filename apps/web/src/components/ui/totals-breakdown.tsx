import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BasketLine } from '@sparesfinder/contracts/basket';
import { messages } from '@sparesfinder/contracts/messages';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { lineTotalPence, vatOfTotals } from '@sparesfinder/domain/basket/basket-totals';
import { formatPence, poundsToPence, type Pence } from '@sparesfinder/domain/money';

/** A row above the subtotal: a line the server adds (delivery, courier, discount), already formatted. */
export interface TotalsExtraRow {
  key: string | number;
  label: string;
  amount: string;
  testId?: string;
}

/** An amount off, written with a minus sign as the checkout writes its discount ('−£4.80'). */
const signedPence = (pence: Pence): string => (pence < 0 ? `−${formatPence(-pence)}` : formatPence(pence));

/** The lines the server adds (delivery, courier, discount, by-box) as rows, each its line total ex VAT. */
export const addedLineRows = (lines: readonly BasketLine[]): TotalsExtraRow[] =>
  lines
    .filter((line) => !isProductLine(line))
    .map((line) => ({
      key: line.id,
      label: line.description,
      amount: signedPence(lineTotalPence({ qty: line.qty, costPence: poundsToPence(line.cost) })),
    }));

interface TotalsBreakdownProps {
  /** The accessible name of the list ('Basket totals', 'Order totals'). */
  label: string;
  extras?: readonly TotalsExtraRow[];
  /** The server's figures (or the page's own from the same domain rule, basketTotals): ex VAT and with VAT. */
  totalCostPence: Pence;
  totalCostWithVatPence: Pence;
  /** Each page keeps the test ids its tests already read. */
  testIds: { subtotal: string; vat: string; total: string };
}

const rowSx = { display: 'flex', justifyContent: 'space-between', gap: 2 } as const;

/**
 * The totals in the same rows and words on the basket, the checkout and the confirmation (spec 3 §9 'prices shown
 * plus VAT'): any added lines, Total plus VAT, VAT and Total with VAT. The VAT is what lies between the two totals
 * (domain vatOfTotals), never a second computation, so the three rows always add up to what the server charges.
 */
export function TotalsBreakdown({ label, extras = [], totalCostPence, totalCostWithVatPence, testIds }: TotalsBreakdownProps) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gap: 0.75, '& dd': { m: 0 } }}>
      {extras.map((extra) => (
        <Box key={extra.key} sx={rowSx}>
          <Typography component="dt">{extra.label}</Typography>
          <Typography component="dd" data-testid={extra.testId}>
            {extra.amount}
          </Typography>
        </Box>
      ))}
      <Box sx={rowSx}>
        <Typography component="dt">{messages.totals.totalPlusVat}</Typography>
        <Typography component="dd" data-testid={testIds.subtotal} sx={{ fontWeight: 700 }}>
          {formatPence(totalCostPence)}
        </Typography>
      </Box>
      <Box sx={rowSx}>
        <Typography component="dt">{messages.totals.vat}</Typography>
        <Typography component="dd" data-testid={testIds.vat}>
          {formatPence(vatOfTotals({ totalCostPence, totalCostWithVatPence }))}
        </Typography>
      </Box>
      <Box sx={rowSx}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {messages.totals.totalWithVat}
        </Typography>
        <Typography component="dd" data-testid={testIds.total} sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
          {formatPence(totalCostWithVatPence)}
        </Typography>
      </Box>
    </Box>
  );
}
