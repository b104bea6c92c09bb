import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';

/** spec 3 §2.3 / §8: 'No items available', with 'See alternative product/s' when alternatives exist. */
export function BranchEmptyState({
  hasAlternative,
  onSeeAlternatives,
}: {
  hasAlternative: boolean;
  onSeeAlternatives: () => void;
}) {
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{messages.availability.noItemsAvailable}</Typography>
      {hasAlternative && (
        <Button variant="outlined" onClick={onSeeAlternatives} sx={{ minHeight: 44 }}>
          See alternative product/s
        </Button>
      )}
    </Box>
  );
}
