import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Organisation } from '@sparesfinder/contracts/account';
import { messages } from '@sparesfinder/contracts/messages';
import { missingAccountFields } from '@sparesfinder/domain/account-completion';
import { isApiError } from '../../../lib/api-error';
import { useUpdateAccountInfo } from '../api/update-account-info';
import { accountSaveReloadMs, pageReload } from '../hooks/page-reload';
import { companyFields, contactFields, formFromOrganisation, keepPhoneCharacters, type AccountField, type AccountForm } from './account-fields';
import { AddressLookupDialog, type ChosenAddress } from './address-lookup-dialog';

type Banner = { severity: 'success' | 'error'; text: string } | null;

/** spec 1 §2 Account page sections 1 (Company and address) and 2 (Contact Details), with one Save. */
export function CompanyDetailsForm({ organisation }: { organisation: Organisation }) {
  const [form, setForm] = useState<AccountForm>(() => formFromOrganisation(organisation));
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [lookupOpen, setLookupOpen] = useState(false);
  const save = useUpdateAccountInfo();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => pageReload.reload(), accountSaveReloadMs);
    return () => clearTimeout(timer);
  }, [saved]);

  const change = (name: AccountField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    // spec 1 §5: editing a field clears its error.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const chooseAddress = (address: ChosenAddress) => {
    setForm((current) => ({ ...current, ...address }));
    setErrors((current) => ({ ...current, address1: undefined, townCity: undefined, postcode: undefined, address2: undefined, address3: undefined, county: undefined }));
    setLookupOpen(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const missing = missingAccountFields({ ...form });
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, 'Required'])));
      setBanner({ severity: 'error', text: messages.account.completeMandatoryFields });
      return;
    }
    try {
      await save.mutateAsync(form);
      setBanner({ severity: 'success', text: messages.account.successfullyUpdated });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, texts]) => [field, texts[0]])));
      }
      setBanner({ severity: 'error', text: messages.account.saveFailed });
    }
  };

  const renderField = ({ name, label, required, autoComplete, phone, max }: (typeof companyFields)[number]) => (
    <TextField
      key={name}
      id={`account-${name}`}
      name={name}
      label={label}
      required={required}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(event) => change(name, phone ? keepPhoneCharacters(event.target.value) : event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { maxLength: max, ...(phone ? { inputMode: 'numeric' } : {}) } }}
      type={phone ? 'tel' : name === 'email' ? 'email' : 'text'}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Company Details">
      {banner && (
        <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {banner.text}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="company-address-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography id="company-address-heading" variant="h2">
            Company and address
          </Typography>
          <Button variant="outlined" onClick={() => setLookupOpen(true)}>
            Find address by postcode
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{companyFields.map(renderField)}</Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="contact-details-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Typography id="contact-details-heading" variant="h2" sx={{ mb: 2 }}>
          Contact Details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{contactFields.map(renderField)}</Box>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 4 }}>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending || saved}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Fields marked * are required.
        </Typography>
      </Box>
      <AddressLookupDialog open={lookupOpen} initialPostcode={form.postcode} onClose={() => setLookupOpen(false)} onChoose={chooseAddress} />
    </Box>
  );
}
