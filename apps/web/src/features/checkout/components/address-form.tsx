import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { checkoutMaxLengths } from '@sparesfinder/domain/checkout/checkout-fields';
import { missingAddressFields } from '@sparesfinder/domain/checkout/checkout-fields';
import type { NewAddressDraft, NewAddressField } from '../hooks/new-address';

const fields: { name: NewAddressField; label: string; required?: boolean }[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'surname', label: 'Surname', required: true },
  { name: 'companyName', label: 'Company' },
  { name: 'address1', label: 'Address line 1', required: true },
  { name: 'address2', label: 'Address line 2' },
  { name: 'city', label: 'Town', required: true },
  { name: 'county', label: 'County' },
  { name: 'postCode', label: 'Postcode', required: true },
];

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

/** A new address (spec 3 §5: first name, surname, line 1, town and postcode required; the maximum lengths). */
export function AddressForm({ legend, value, onChange, onSave, onCancel, saving, showErrors = false }: AddressFormProps) {
  const [tried, setTried] = useState(false);
  const missing = new Set(missingAddressFields(value));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map(({ name, label, required }) => (
          <TextField
            key={name}
            label={label}
            size="small"
            required={required}
            value={value[name] ?? ''}
            error={(tried || showErrors) && missing.has(name)}
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
            if (missing.size === 0) onSave(value);
          }}
        >
          Use this address
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
