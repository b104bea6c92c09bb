import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { CheckoutAddress } from '@sparesfinder/contracts/checkout';
import { checkoutMaxLengths } from '@sparesfinder/domain/checkout/checkout-fields';
import { missingAddressFields } from '@sparesfinder/domain/checkout/checkout-fields';

const fields: { name: keyof CheckoutAddress & string; label: string; required?: boolean }[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'surname', label: 'Surname', required: true },
  { name: 'companyName', label: 'Company' },
  { name: 'address1', label: 'Address line 1', required: true },
  { name: 'address2', label: 'Address line 2' },
  { name: 'city', label: 'Town', required: true },
  { name: 'county', label: 'County' },
  { name: 'postCode', label: 'Postcode', required: true },
];

/** A new address (spec 3 §5: first name, surname, line 1, town and postcode required; the maximum lengths). */
export function AddressForm({ legend, onSave, onCancel, saving }: { legend: string; onSave: (address: CheckoutAddress) => void; onCancel: () => void; saving: boolean }) {
  const [address, setAddress] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const missing = new Set(missingAddressFields(address));
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
            value={address[name] ?? ''}
            error={tried && missing.has(name)}
            onChange={(event) => setAddress((current) => ({ ...current, [name]: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: checkoutMaxLengths[name as keyof typeof checkoutMaxLengths] } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => {
            setTried(true);
            if (missing.size === 0) onSave(address as unknown as CheckoutAddress);
          }}
        >
          Use this address
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
