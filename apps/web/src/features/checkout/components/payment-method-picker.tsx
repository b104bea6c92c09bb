import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { CheckoutRules } from '@sparesfinder/contracts/checkout';
import type { SavedCard } from '@sparesfinder/contracts/saved-cards';
import { preselectedBillingAddress, toggleCardSelection } from '@sparesfinder/domain/checkout/payment-method-rules';
import { formatPounds } from '@sparesfinder/domain/money';
import type { CheckoutFormState } from '../hooks/use-checkout-form';
import { AddressPicker } from './address-picker';

/** The account radio names the account it charges: the merchant account, or the trade credit account (spec 3 §6). */
const accountLabel = (rules: CheckoutRules) => {
  const number = rules.accountNumber ? ` (${rules.accountNumber})` : '';
  if (rules.paymentMethods.accountKind !== 'trade-credit') return `Purchases on merchant account${number}`;
  return `Purchases on your ${rules.accountProviderName ?? 'trade'} credit account${number}`;
};

const expiry = (mmyy: string) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

/**
 * "Select payment method" (spec 3 §2.5, §4.7): purchases on the merchant account, or pay via card with a saved card
 * (a single card is preselected; clicking the chosen card again deselects it; locked while the new card form is open)
 * or a new card with its billing address (the only saved billing address preselected, as the only card is).
 */
export function PaymentMethodPicker({ rules, cards, state, update, billingAddressInvalid = false }: { rules: CheckoutRules; cards: readonly SavedCard[]; state: CheckoutFormState; update: (changes: Partial<CheckoutFormState>) => void; billingAddressInvalid?: boolean }) {
  const allowed = new Set(rules.paymentMethods.allowed);
  const onAccount = state.paymentMethodTypeId === 2;
  return (
    <Box>
      {rules.paymentMethods.cardSinceCourier && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The parts go on your merchant account{rules.accountNumber ? ` (${rules.accountNumber})` : ''}; the courier delivery is paid by card.
        </Alert>
      )}
      <RadioGroup aria-label="Payment method" value={String(state.paymentMethodTypeId)} onChange={(event) => update({ paymentMethodTypeId: event.target.value === '1' ? 1 : 2 })}>
        {allowed.has(2) && (
          <FormControlLabel
            value="2"
            control={<Radio />}
            label={
              <span>
                {accountLabel(rules)}
                {rules.availableCredit !== null && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · {formatPounds(rules.availableCredit)} credit available
                  </Typography>
                )}
              </span>
            }
          />
        )}
        {allowed.has(1) && <FormControlLabel value="1" control={<Radio />} label="Pay via card" />}
      </RadioGroup>
      {!onAccount && (
        <Box sx={{ mt: 1, pl: { xs: 0, sm: 4 } }}>
          {cards.length > 0 && (
            // Each card is as wide as its label from sm up: stretched across the panel it was a long empty bar.
            <Box role="group" aria-label="Saved cards" sx={{ display: 'grid', gap: 1, mb: 1, justifyItems: { xs: 'stretch', sm: 'start' } }}>
              {cards.map((card) => {
                const chosen = state.cardToken === card.tokenID && !state.newCard;
                return (
                  <Button
                    key={card.tokenID}
                    variant={chosen ? 'contained' : 'outlined'}
                    aria-pressed={chosen}
                    disabled={state.newCard}
                    onClick={() => update({ cardToken: toggleCardSelection(state.cardToken, card.tokenID, state.newCard) })}
                    sx={{ justifyContent: 'flex-start' }}
                  >
                    Card ending {card.last4Digits} · expires {expiry(card.expiryDate)}
                  </Button>
                );
              })}
            </Box>
          )}
          <FormControlLabel control={<Checkbox checked={state.newCard} onChange={(event) => update({ newCard: event.target.checked })} />} label="Pay with a new card" />
          {state.newCard && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Billing address
              </Typography>
              <AddressPicker
                billing
                label="Billing address"
                selected={state.billingAddress}
                onSelect={(billingAddress) => update({ billingAddress })}
                preselect={preselectedBillingAddress}
                draft={state.newBillingAddress}
                onDraftChange={(newBillingAddress) => update({ newBillingAddress })}
                showErrors={billingAddressInvalid}
              />
              <FormControlLabel control={<Checkbox checked={state.saveCard} onChange={(event) => update({ saveCard: event.target.checked })} />} label="Save this card for next time" />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
