import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '@sparesfinder/contracts/messages';
import { isApiError } from '../../../lib/api-error';
import { useSetCustomerOrderNo } from '../api/set-customer-order-no';
import { isReferenceTooLong, ReferenceField } from './reference-field';

/**
 * The customer order number the basket carries (a saved parts order's reference lands here, spec 2 §4; it becomes
 * the order's reference at checkout, spec 3 §5: at most 20). Shown and editable; an over-long number is refused on
 * the page and by the server, never cut. A new value from the server (another tab, a saved parts order) replaces
 * what is typed.
 */
export function CustomerOrderNumberForm({ customerOrderNo }: { customerOrderNo: string | null }) {
  const saved = customerOrderNo ?? '';
  const [value, setValue] = useState(saved);
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    setValue(saved);
  }
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const setNumber = useSetCustomerOrderNo();
  const fieldId = useId();
  const serverError = isApiError(setNumber.error)
    ? (setNumber.error.fieldErrors.customerOrderNo?.[0] ?? null)
    : null;
  const unchanged = value.trim() === saved;
  const disabled = unchanged || isReferenceTooLong(value) || setNumber.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setOutcome(null);
    try {
      await setNumber.mutateAsync({ customerOrderNo: value.trim() });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Your order number"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <ReferenceField
        id={fieldId}
        label="Your order number"
        value={value}
        serverError={serverError}
        onChange={(next) => {
          setValue(next);
          setOutcome(null);
        }}
      />
      <Button type="submit" variant="outlined" disabled={disabled} fullWidth>
        Save order number
      </Button>
      <Box role="status" aria-live="polite">
        {outcome === 'saved' && <Alert severity="success">Order number saved.</Alert>}
        {outcome === 'failed' && !serverError && (
          <Alert severity="error">{messages.common.somethingWentWrong}</Alert>
        )}
      </Box>
    </Box>
  );
}
