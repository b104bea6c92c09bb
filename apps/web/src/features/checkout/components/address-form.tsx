import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { addressFieldLabels } from '@sparesfinder/contracts/checkout';
import { checkoutMaxLengths, requiredAddressFields } from '@sparesfinder/domain/checkout/checkout-fields';
import { newAddressErrors, newAddressFields, type NewAddressDraft } from '../hooks/new-address';

const required = new Set<string>(requiredAddressFields);

interface AddressFormProps {
  legend: string;
  /** What is typed so far: held by the checkout, so Place Order can use it without "Use this address". */
  value: NewAddressDraft;
  onChange: (value: NewAddressDraft) => void;
  onSave: (address: NewAddressDraft) => void;
  onCancel: () => void;
  saving: boolean;
  /** Place Order found this address incomplete: its missing fields are marked. */
  showErrors?: boolean;
}

/**
 * A new address (spec 3 §5: first name, surname, line 1, town and postcode required; the maximum lengths; a UK
 * postcode). Its messages are the server's: the same schema (contracts NewAddress) checks both.
 */
export function AddressForm({ legend, value, onChange, onSave, onCancel, saving, showErrors = false }: AddressFormProps) {
  const [tried, setTried] = useState(false);
  const errors = newAddressErrors(value);
  const shown = tried || showErrors;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {newAddressFields.map((name) => (
          <TextField
            key={name}
            label={addressFieldLabels[name]}
            size="small"
            required={required.has(name)}
            value={value[name] ?? ''}
            error={shown && errors[name] !== undefined}
            helperText={shown ? errors[name] : undefined}
            onChange={(event) => onChange({ ...value, [name]: event.target.value })}
            slotProps={{ htmlInput: { maxLength: checkoutMaxLengths[name] } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => {
            setTried(true);
            if (Object.keys(errors).length === 0) onSave(value);
          }}
        >
          Use this address
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
