import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import type { Basket } from '@sparesfinder/contracts/basket';
import type { CheckoutRules, OrganisationInfo } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { confirmationPath, makePaymentPath } from '@sparesfinder/contracts/page-routes';
import type { SavedCard } from '@sparesfinder/contracts/saved-cards';
import { needsDeliveryAddress } from '@sparesfinder/domain/checkout/checkout-validation';
import { preselectedCard } from '@sparesfinder/domain/checkout/payment-method-rules';
import { isApiError } from '../../../lib/api-error';
import { checkoutKeys } from '../api/checkout-keys';
import { usePlaceOrder } from '../api/place-order';
import { useUpdateBasketLines } from '../api/update-basket-lines';
import { clearCheckoutDraft, restoreCheckoutDraft, saveCheckoutDraft, useKeptCheckoutDraft } from '../hooks/checkout-draft';
import { hasProductLines, lineRemovalRequest } from '../hooks/line-removal';
import { newAddressErrors, type NewAddressDraft } from '../hooks/new-address';
import { firstProblem, initialFormState, toSubmission, useCheckoutForm, withNewAddresses } from '../hooks/use-checkout-form';
import { useSaveNewAddresses } from '../hooks/use-save-new-addresses';
import { AddressPicker } from './address-picker';
import { CheckoutStep } from './checkout-step';
import { DiscountCode } from './discount-code';
import { OrderDetailsForm } from './order-details-form';
import { OrderSummary } from './order-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { ValidationDialog, type CheckoutProblemView } from './validation-dialog';

interface CheckoutFormProps {
  basket: Basket;
  rules: CheckoutRules;
  organisation: OrganisationInfo | undefined;
  cards: readonly SavedCard[];
  expired: boolean;
  onBeginPayment?: (lines: Basket['lines']) => void;
  onAccountOrderPlaced?: (lines: Basket['lines']) => void;
}

/**
 * The fields the page marks in red when flagged: the order details and the terms. The pickers have no error state;
 * an open new address form marks its missing fields (`marksMissing`).
 */
const markedOnPage = new Set(['orderReference', 'contactName', 'telephoneNumber', 'mobileNumber', 'email', 'preferredCollectionBranch', 'termsAccepted']);
const marksMissing = (draft: NewAddressDraft | null) => draft !== null && Object.keys(newAddressErrors(draft)).length > 0;

/** spec 3 §2.5: every section of the checkout, the rules of §4.7 and §5, and Place Order / Make Payment. */
export function CheckoutForm({ basket, rules, organisation, cards, expired, onBeginPayment, onAccountOrderPlaced }: CheckoutFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Coming back from the card payment page (Cancel) restores what was entered (hooks/checkout-draft.ts).
  const { state, update } = useCheckoutForm(() => restoreCheckoutDraft(basket.basketKey, initialFormState(organisation, basket, rules, preselectedCard(cards)), rules));
  // A reload, too, keeps what was typed (the order reference, an unconfirmed new address): hooks/checkout-draft.ts.
  useKeptCheckoutDraft(basket.basketKey, state, basket.customerOrderNo);
  const saveNewAddresses = useSaveNewAddresses(update);
  // Saving new addresses before placing: the button is off, and a second click does nothing, from the first click.
  const [savingAddresses, setSavingAddresses] = useState(false);
  const submitting = useRef(false);
  const formRoot = useRef<HTMLDivElement>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<CheckoutProblemView | null>(null);
  // The fields the last Place Order flagged; each stays flagged (and the button off) until the check passes it.
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  // spec 3 §8: an order placement answering success false has its message toasted.
  const [toast, setToast] = useState<string | null>(null);
  const place = usePlaceOrder();
  const updateLines = useUpdateBasketLines();
  const byCard = state.paymentMethodTypeId === 1 || rules.paymentMethods.cardSinceCourier;
  const deliveryStep = needsDeliveryAddress({ isDelivery: basket.isDelivery, isByBox: rules.isByBox });

  const removeLine = (manufacturerCode: string) =>
    updateLines.mutate(lineRemovalRequest(basket, manufacturerCode), {
      // spec 3 §4.7: the basket is saved and the page reloads, or goes to / when nothing is left.
      onSuccess: (updated) => (hasProductLines(updated) ? void queryClient.invalidateQueries({ queryKey: checkoutKeys.all }) : navigate('/')),
    });

  // Place Order reads an open new address form as the address (spec 3 §5 "selected or completed").
  const stillWrong = flagged.size > 0 ? firstProblem(withNewAddresses(state, deliveryStep).state, basket, rules) : null;
  const invalid = new Set((stillWrong && 'fields' in stillWrong ? (stillWrong.fields ?? []) : []).filter((name) => flagged.has(name)));
  // spec 3 §5: the button is disabled while any error shows (a flagged field the page marks in red).
  const errorShows =
    [...invalid].some((name) => markedOnPage.has(name)) ||
    (invalid.has('deliveryAddress') && marksMissing(state.newDeliveryAddress)) ||
    (invalid.has('billingAddress') && marksMissing(state.newBillingAddress));
  const failureText = (error: unknown) => (isApiError(error) && error.isClientError ? error.message : byCard ? messages.checkout.cardOrderNoResponse : messages.checkout.accountOrderNoResponse);

  const submit = async () => {
    if (submitting.current) return;
    const { state: checked, toSave } = withNewAddresses(state, deliveryStep);
    const found = firstProblem(checked, basket, rules);
    if (found) {
      setFlagged(new Set('fields' in found ? found.fields : []));
      setProblem(found);
      return;
    }
    setFlagged(new Set());
    let ready = checked;
    if (toSave.delivery || toSave.billing) {
      submitting.current = true;
      setSavingAddresses(true);
      try {
        ready = await saveNewAddresses(checked, toSave);
      } catch (error) {
        return setProblem({ title: 'Please check your order', description: failureText(error) });
      } finally {
        submitting.current = false;
        setSavingAddresses(false);
      }
    }
    onBeginPayment?.(basket.lines);
    const submission = toSubmission({ ...ready, paymentMethodTypeId: byCard ? 1 : 2 }, basket, rules);
    place.mutate(submission, {
      onSuccess: (result) => {
        if (!result.success) return setToast(result.message);
        // An account order, or a card payment already taken for this basket (its completion was lost): placed.
        if (submission.paymentMethodTypeId === 2 || result.orderId !== null) {
          clearCheckoutDraft(basket.basketKey);
          onAccountOrderPlaced?.(basket.lines);
          return navigate(confirmationPath(basket.basketKey), { replace: true });
        }
        saveCheckoutDraft(basket.basketKey, ready, basket.customerOrderNo);
        navigate(makePaymentPath(basket.basketKey, submission.newPaymentMethod ? null : ready.cardToken));
      },
      onError: (error) => {
        const description = failureText(error);
        setProblem({ title: description === messages.checkout.testUser ? 'Error' : 'Please check your order', description });
      },
    });
  };

  // After the validation dialog: focus the first field marked invalid (in page order), else Place Order when it is on
  // again (a server refusal marks no field), so a keyboard user carries on from where the problem is.
  const focusAfterProblem = () => {
    // The discount code marks its own refusals; it is not one of the fields Place Order checks.
    const firstInvalid = [...(formRoot.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])].find((element) => !element.closest('[data-discount-code]'));
    const target = firstInvalid ?? (placeButton.current?.disabled ? null : placeButton.current);
    target?.focus();
  };

  // Placed (or payment started): the page is leaving, so the button stays off; a success false may be tried again.
  const busy = savingAddresses || place.isPending || (place.isSuccess && place.data.success);
  return (
    <Box ref={formRoot} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <OrderDetailsForm state={state} update={update} contactRequired={!rules.courierSelected} preferredBranchShown={rules.preferredCollectionBranchShown} invalid={invalid} />
        {deliveryStep && (
          <CheckoutStep number={3} title="Select delivery address">
            <AddressPicker
              billing={false}
              label="Delivery address"
              selected={state.deliveryAddress}
              onSelect={(deliveryAddress) => update({ deliveryAddress })}
              draft={state.newDeliveryAddress}
              onDraftChange={(newDeliveryAddress) => update({ newDeliveryAddress })}
              showErrors={invalid.has('deliveryAddress')}
            />
          </CheckoutStep>
        )}
        <CheckoutStep number={deliveryStep ? 4 : 3} title="Select payment method">
          <PaymentMethodPicker rules={rules} cards={cards} state={state} update={update} billingAddressInvalid={invalid.has('billingAddress')} />
        </CheckoutStep>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}>
        <OrderSummary basket={basket} discount={state.discount} onRemoveLine={removeLine} busy={busy || updateLines.isPending} />
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Box data-discount-code>
            <DiscountCode basketKey={basket.basketKey} supplierId={basket.selectedBranch?.supplierID ?? null} applied={state.discount} onChange={(discount) => update({ discount })} />
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={state.termsAccepted}
                onChange={(event) => update({ termsAccepted: event.target.checked })}
                slotProps={{ input: { 'aria-invalid': invalid.has('termsAccepted') && !state.termsAccepted } }}
              />
            }
            label={
              <span>
                I accept the{' '}
                {rules.termsOfSaleLink ? (
                  <Link href={rules.termsOfSaleLink} target="_blank" rel="noopener noreferrer">
                    merchant&apos;s terms and conditions of sale
                  </Link>
                ) : (
                  'terms and conditions of sale'
                )}
              </span>
            }
            sx={{ color: invalid.has('termsAccepted') && !state.termsAccepted ? 'error.main' : undefined }}
          />
          <Button ref={placeButton} variant="contained" size="large" onClick={() => void submit()} disabled={busy || expired || problem !== null || errorShows}>
            {savingAddresses || place.isPending ? 'Placing your order…' : byCard ? 'Make Payment' : 'Place Order'}
          </Button>
        </Paper>
      </Box>
      <ValidationDialog problem={problem} onClose={() => setProblem(null)} onClosed={focusAfterProblem} />
      <Snackbar open={toast !== null} autoHideDuration={6000} onClose={() => setToast(null)} message={toast} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
    </Box>
  );
}
