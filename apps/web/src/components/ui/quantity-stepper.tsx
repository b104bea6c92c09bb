import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { readTypedQuantity, typedQuantityMax } from '@sparesfinder/domain/basket/typed-quantity';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** What the quantity is of, for the controls' names ('Diverter valve assembly'). */
  itemLabel: string;
  /** The lowest value minus may reach (0 on cards removes the line; the basket page stops at 1). */
  min?: number;
  max?: number;
  disabled?: boolean;
}

/**
 * Minus, a quantity box and plus: the one quantity control of cards, the added-to-basket modal and the basket.
 * The box takes a typed quantity (issue #11 item 6: trade orders of 50), committed on Enter or leaving the box,
 * read by the domain's rule (whole numbers 1..9999, clamped with a message announced politely); arrow keys step.
 */
export function QuantityStepper({ value, onChange, itemLabel, min = 0, max = typedQuantityMax, disabled = false }: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();

  // The basket may change elsewhere (another card, the server's answer): the box then shows the new quantity.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const step = (next: number) => {
    setMessage(null);
    if (next >= min && next <= max && next !== value) onChange(next);
  };

  // The text last committed: leaving the box after Enter (or the box being disabled while the change is saved) must
  // neither send it again nor wipe the clamp message just announced.
  const committed = useRef<string | null>(null);

  const commit = () => {
    if (draft === committed.current) return;
    const typed = readTypedQuantity(draft);
    if (typed.kind === 'invalid') {
      setMessage(typed.message);
      setDraft(String(value));
      return;
    }
    const qty = Math.min(typed.qty, max);
    setMessage(typed.kind === 'clamped' ? typed.message : null);
    setDraft(String(qty));
    committed.current = String(qty);
    if (qty !== value) onChange(qty);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(value + (event.key === 'ArrowUp' ? 1 : -1));
    } else if (event.key === 'Escape' && draft !== String(value)) {
      event.stopPropagation(); // undo the typing, without also closing a surrounding dialog
      setDraft(String(value));
    }
  };

  return (
    <Box sx={{ display: 'inline-grid', justifyItems: 'center' }}>
      <Box
        role="group"
        aria-label={`Quantity of ${itemLabel}`}
        sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'grey.300', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <IconButton size="small" aria-label={`Decrease quantity of ${itemLabel}`} disabled={disabled || value <= min} onClick={() => step(value - 1)}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box
          component="input"
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-label={`Quantity of ${itemLabel}`}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-describedby={message ? messageId : undefined}
          autoComplete="off"
          maxLength={6}
          value={draft}
          disabled={disabled}
          onChange={(event) => {
            committed.current = null;
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
          onFocus={(event) => event.target.select()}
          sx={{
            width: '5ch',
            minWidth: 40,
            height: 32,
            p: 0,
            border: 0,
            borderRadius: 0.5,
            textAlign: 'center',
            font: 'inherit',
            fontWeight: 700,
            color: 'text.primary',
            bgcolor: 'transparent',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            '&:disabled': { color: 'text.disabled' },
          }}
        />
        <IconButton size="small" aria-label={`Increase quantity of ${itemLabel}`} disabled={disabled || value >= max} onClick={() => step(value + 1)}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {/* Always in the page so screen readers hear the clamp message when it appears. */}
      <Typography id={messageId} role="status" aria-live="polite" variant="caption" sx={{ maxWidth: 200, mt: message ? 0.5 : 0, textAlign: 'center', fontWeight: 600 }}>
        {message ?? ''}
      </Typography>
    </Box>
  );
}
