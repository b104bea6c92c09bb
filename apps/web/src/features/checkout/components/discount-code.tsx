import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPence, poundsToPence } from '@sparesfinder/domain/money';
import { useValidateDiscount } from '../api/validate-discount';
import type { AppliedDiscount } from '../hooks/use-checkout-form';
import { messages } from '@sparesfinder/contracts/messages';

/** spec 3 §4.7: open the input, apply, then a removable tag for a valid code or the invalid reason. */
export function DiscountCode({
  basketKey,
  supplierId,
  applied,
  onChange,
}: {
  basketKey: string;
  supplierId: number | null;
  applied: AppliedDiscount | null;
  onChange: (discount: AppliedDiscount | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const validate = useValidateDiscount();

  if (applied)
    return (
      <Chip
        color="success"
        label={`${applied.code}: ${applied.friendlyName ?? 'discount'} (−${formatPence(poundsToPence(applied.netAmount))} ${messages.totals.plusVat})`}
        onDelete={() => onChange(null)}
        aria-label={`Discount ${applied.code} applied, remove`}
        // A chip keeps its label on one line; on a phone this one would push the page wider than the screen.
        sx={{ maxWidth: '100%', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    );
  if (!open)
    return (
      <Button onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Have a discount code?
      </Button>
    );
  const apply = () => {
    if (!code.trim()) return;
    validate.mutate(
      { discountCode: code.trim(), basketKey, supplierID: supplierId },
      {
        onSuccess: (result) => {
          setReason(result.valid ? null : result.invalidReason);
          if (result.valid)
            onChange({
              code: code.trim().toUpperCase(),
              friendlyName: result.friendlyName,
              amount: result.discountAmount,
              netAmount: result.discountNetAmount,
            });
        },
      },
    );
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Discount code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
          error={reason !== null}
          sx={{ flex: 1 }}
        />
        {/* As the location dialog's postcode button: a small field is 40 px high, a medium button 36.5 px. */}
        <Button variant="outlined" onClick={apply} disabled={validate.isPending} sx={{ minHeight: 40 }}>
          Apply
        </Button>
      </Box>
      {reason && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
