import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ContactUsRequest } from '@sparesfinder/contracts/notifications';
import { messages } from '@sparesfinder/contracts/messages';
import { isApiError } from '../../../lib/api-error';
import { useContactUs } from '../api/post-contact-us';

const fields = ['firstName', 'lastName', 'email', 'phoneNumber', 'message'] as const;
type FieldName = (typeof fields)[number];
const emptyForm: Record<FieldName, string> = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

/** Home page 'Get in Touch' form (spec 1 §2, §5): four required fields, phone optional, no e-mail format check. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const contactUs = useContactUs();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ContactUsRequest), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await contactUs.mutateAsync(values);
      if (result.success) setSent(true);
      else setError('root.server', { message: result.message || messages.common.somethingWentWrong });
    } catch (error) {
      if (!isApiError(error)) return setError('root.server', { message: messages.common.somethingWentWrong });
      for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) {
        if ((fields as readonly string[]).includes(field)) setError(field as FieldName, { message: fieldMessages[0] });
      }
      setError('root.server', { message: error.message });
    }
  });

  if (sent) {
    return (
      <Alert severity="success" role="status" sx={{ fontSize: '1rem' }}>
        {messages.contact.thankYou}
      </Alert>
    );
  }

  const fieldProps = (name: FieldName) => ({
    ...register(name),
    id: `contact-${name}`,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Get in Touch" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {errors.root?.server && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {errors.root.server.message}
        </Alert>
      )}
      <TextField label="First name" required autoComplete="given-name" {...fieldProps('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...fieldProps('lastName')} />
      <TextField label="Email" required type="email" autoComplete="email" {...fieldProps('email')} />
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" {...fieldProps('phoneNumber')} />
      <TextField label="Message" required multiline minRows={4} {...fieldProps('message')} sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Fields marked * are required.
        </Typography>
      </Box>
    </Box>
  );
}
