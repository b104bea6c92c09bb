import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '@sparesfinder/contracts/messages';
import { useSaveBasket } from '../api/save-basket';
import { isReferenceTooLong, ReferenceField } from './reference-field';

/**
 * spec 2 §2/§4/§5 Save Basket: an order reference and a button, disabled while the basket or the reference is
 * empty. Success empties the basket and says 'Basket saved successfully.'; any failure says the spec's error text.
 */
export function SaveBasketForm({ basketIsEmpty }: { basketIsEmpty: boolean }) {
  const [orderReference, setOrderReference] = useState('');
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const saveBasket = useSaveBasket();
  const fieldId = useId();
  const reference = orderReference.trim();
  const disabled = basketIsEmpty || reference === '' || isReferenceTooLong(reference) || saveBasket.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setOutcome(null);
    try {
      const result = await saveBasket.mutateAsync({ orderReference: reference });
      setOutcome(result.success ? 'saved' : 'failed');
      if (result.success) setOrderReference('');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Save Basket"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <ReferenceField
          id={fieldId}
          label="Order reference"
          required
          value={orderReference}
          onChange={(value) => {
            setOrderReference(value);
            setOutcome(null);
          }}
        />
        <Button type="submit" variant="outlined" disabled={disabled} fullWidth>
          Save Basket
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {outcome === 'saved' && <Alert severity="success">{messages.basket.savedSuccessfully}</Alert>}
        {outcome === 'failed' && <Alert severity="error">{messages.basket.saveFailed}</Alert>}
      </Box>
    </Box>
  );
}
