import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DeliveryQuoteRequest } from '@sparesfinder/contracts/delivery-quote';
import { messages } from '@sparesfinder/contracts/messages';

/** Step 1 fields: the contract's address part of the quote request (spec 2 §5: line 1, postcode, town required). */
export const DeliveryAddress = DeliveryQuoteRequest.pick({
  deliveryAddress1: true,
  deliveryAddress2: true,
  deliveryPostCode: true,
  deliveryTown: true,
});
export type DeliveryAddress = {
  deliveryAddress1: string;
  deliveryAddress2: string;
  deliveryPostCode: string;
  deliveryTown: string;
};

const emptyAddress: DeliveryAddress = {
  deliveryAddress1: '',
  deliveryAddress2: '',
  deliveryPostCode: '',
  deliveryTown: '',
};

interface DeliveryAddressStepProps {
  initial?: DeliveryAddress;
  busy: boolean;
  /** A failure of the quote call (e.g. an unknown postcode), shown above the fields. */
  error: string | null;
  onSubmit: (address: DeliveryAddress) => void;
}

/** spec 2 §4 delivery modal step 1; any missing required field shows the one address error. */
export function DeliveryAddressStep({
  initial = emptyAddress,
  busy,
  error,
  onSubmit,
}: DeliveryAddressStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryAddress>({ resolver: zodResolver(DeliveryAddress) as never, defaultValues: initial });
  const addressError = errors.deliveryAddress1 ?? errors.deliveryPostCode ?? errors.deliveryTown;
  const field = (name: keyof DeliveryAddress, required = true) => ({
    ...register(name),
    id: `delivery-${name}`,
    required,
    size: 'small' as const,
    fullWidth: true,
    error: required && Boolean(errors[name]),
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Delivery address"
      onSubmit={handleSubmit((values) => onSubmit(values))}
      sx={{ display: 'grid', gap: 2 }}
    >
      {(addressError || error) && (
        <Alert severity="error">{addressError ? messages.delivery.addressRequired : error}</Alert>
      )}
      <TextField label="Address line 1" autoComplete="address-line1" {...field('deliveryAddress1')} />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...field('deliveryAddress2', false)}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Town" autoComplete="address-level2" {...field('deliveryTown')} />
        <TextField label="Postcode" autoComplete="postal-code" {...field('deliveryPostCode')} />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Getting quotes…' : 'Get delivery quotes'}
      </Button>
    </Box>
  );
}
