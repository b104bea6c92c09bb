import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeliveryQuote } from '@sparesfinder/contracts/delivery-quote';
import { messages } from '@sparesfinder/contracts/messages';
import { isValidUkMobile, normaliseUkMobile } from '@sparesfinder/domain/mobile-number';
import { formatPounds } from '@sparesfinder/domain/money';
import { sameDayQuoteLabel } from '@sparesfinder/domain/basket/same-day-quotes';

export interface DeliveryDetails {
  quoteId: number;
  deliveryPersonName: string;
  deliveryMobileNumber: string;
}

interface DeliveryQuotesStepProps {
  quotes: DeliveryQuote[];
  busy: boolean;
  /** The add call failed: 'Unable to process your request, please try again later.' (spec 2 §8). */
  error: string | null;
  onBack: () => void;
  onContinue: (details: DeliveryDetails) => void;
}

type FieldErrors = Partial<Record<'quote' | 'name' | 'mobile', string>>;


/**
 * spec 2 §4/§5 step 2: pick one quote, then the receiver's name and a UK mobile (07… or 447…). Each quote reads
 * plus VAT first (spec 3 §1, §9: the basket, availability and checkout show prices plus VAT, so the checkout's courier
 * line shows the same figure; issue #44), then with VAT, the figure the £30 limit is read on (spec 2 §9).
 */
export function DeliveryQuotesStep({ quotes, busy, error, onBack, onContinue }: DeliveryQuotesStepProps) {
  const [quoteId, setQuoteId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (quoteId === null) found.quote = messages.delivery.chooseQuote;
    if (!name.trim()) found.name = messages.delivery.nameRequired;
    if (!isValidUkMobile(mobile)) found.mobile = messages.delivery.invalidMobile;
    setErrors(found);
    if (Object.keys(found).length > 0 || quoteId === null) return;
    onContinue({
      quoteId,
      deliveryPersonName: name.trim(),
      deliveryMobileNumber: normaliseUkMobile(mobile) ?? mobile,
    });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Delivery options"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
          Choose a delivery option
        </Typography>
        <RadioGroup
          name="delivery-quote"
          value={quoteId === null ? '' : String(quoteId)}
          onChange={(event) => setQuoteId(Number(event.target.value))}
        >
          {quotes.map((quote) => (
            <FormControlLabel
              key={quote.quoteId}
              value={String(quote.quoteId)}
              control={<Radio />}
              sx={{
                mx: 0,
                mb: 1,
                pr: 2,
                border: 1,
                borderColor: quoteId === quote.quoteId ? 'primary.main' : 'divider',
                borderRadius: 2,
                '& .MuiFormControlLabel-label': { flex: 1 },
              }}
              label={
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
                  <span>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {sameDayQuoteLabel(quote.name, quote.deliveryMinutes)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {quote.description}
                    </Typography>
                  </span>
                  {/* Plus VAT, as the basket and the checkout show the courier line; with VAT beside it (spec 2 §9). */}
                  <Box component="span" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                      {formatPounds(quote.priceNet)} {messages.totals.plusVat}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {formatPounds(quote.priceWithVat)} {messages.totals.withVat}
                    </Typography>
                  </Box>
                </Box>
              }
            />
          ))}
        </RadioGroup>
        {errors.quote && (
          <Typography color="error" variant="body2">
            {errors.quote}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {messages.delivery.pricesPlusVat}
        </Typography>
      </Box>
      <TextField
        id="delivery-person-name"
        label="Name"
        required
        size="small"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        id="delivery-mobile"
        label="Mobile number"
        required
        size="small"
        type="tel"
        autoComplete="tel"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile ?? 'For example 07700900123'}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={busy}>
          Change address
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Adding…' : 'Continue'}
        </Button>
      </Box>
    </Box>
  );
}
