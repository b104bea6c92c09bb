import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { checkoutMaxLengths } from '@sparesfinder/domain/checkout/checkout-fields';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { CheckoutStep } from './checkout-step';

const m = checkoutMaxLengths;

/** Step 2, "Additional order information" (spec 3 §2.5, §5: telephone always, contact name unless a courier). */
export function OrderDetailsForm({ state, update, contactRequired, preferredBranchShown, invalid }: { state: CheckoutFormState; update: (changes: Partial<CheckoutFormState>) => void; contactRequired: boolean; preferredBranchShown: boolean; invalid: ReadonlySet<string> }) {
  const field = (name: keyof CheckoutFormState & string, label: string, max: number, required = false, type = 'text') => (
    <TextField
      label={label}
      value={state[name] as string}
      onChange={(event) => update({ [name]: event.target.value })}
      required={required}
      type={type}
      size="small"
      error={invalid.has(name)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <CheckoutStep number={2} title="Additional order information">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('orderReference', 'Your order reference', m.orderReference)}
        {field('contactName', 'Contact name', m.contactName, contactRequired)}
        {field('telephoneNumber', 'Contact telephone', m.telephoneNumber, true, 'tel')}
        {field('mobileNumber', 'Mobile number', m.mobileNumber, false, 'tel')}
        {field('email', 'Email for the confirmation', m.email, false, 'email')}
        {preferredBranchShown && field('preferredCollectionBranch', 'Preferred collection branch', m.preferredCollectionBranch, true)}
      </Box>
    </CheckoutStep>
  );
}
