import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** What the quantity is of, for the buttons' names ('Diverter valve assembly'). */
  itemLabel: string;
  /** The lowest value minus may reach (0 on cards removes the line; the basket page stops at 1). */
  min?: number;
  max?: number;
  disabled?: boolean;
}

/** Minus, the quantity (announced politely when it changes) and plus. */
export function QuantityStepper({ value, onChange, itemLabel, min = 0, max = 9999, disabled = false }: QuantityStepperProps) {
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${itemLabel}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'grey.300', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <IconButton size="small" aria-label={`Decrease quantity of ${itemLabel}`} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" sx={{ minWidth: 36, textAlign: 'center', fontWeight: 700 }}>
        {value}
      </Box>
      <IconButton size="small" aria-label={`Increase quantity of ${itemLabel}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
