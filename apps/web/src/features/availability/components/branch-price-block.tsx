import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AvailabilityEntry } from '@sparesfinder/contracts/availability';
import type { VisibleEntry } from '@sparesfinder/domain/availability/branch-choice';
import { formatPence, poundsToPence } from '@sparesfinder/domain/money';
import { messages } from '@sparesfinder/contracts/messages';

/** spec 3 §2.3 price block: what the shown lines cost for the units available, plus VAT (spec 3 §9), and Proceed. */
export function BranchPriceBlock({
  entries,
  onProceed,
  busy,
  branchName,
}: {
  entries: VisibleEntry<AvailabilityEntry>[];
  onProceed?: () => void;
  busy: boolean;
  branchName: string;
}) {
  const totalPence = entries.reduce(
    (sum, { entry }) => sum + poundsToPence(entry.price) * entry.availableQty,
    0,
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        justifyContent: 'flex-end',
        alignItems: { xs: 'stretch', md: 'flex-end' },
      }}
    >
      {entries.length > 0 && (
        <Typography sx={{ textAlign: { xs: 'left', md: 'right' } }}>
          <Box component="span" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
            {formatPence(totalPence)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {messages.totals.plusVat}
          </Box>
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={!onProceed || busy}
        onClick={onProceed}
        aria-label={`Proceed with ${branchName}`}
        sx={{ minHeight: 48, minWidth: { md: 200 } }}
      >
        Proceed
      </Button>
    </Box>
  );
}
