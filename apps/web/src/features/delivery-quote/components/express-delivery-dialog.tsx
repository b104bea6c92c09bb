import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Basket } from '@sparesfinder/contracts/basket';
import type { DeliveryQuote } from '@sparesfinder/contracts/delivery-quote';
import { messages } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useDeliveryQuotes } from '../api/get-delivery-quotes';
import { useAddDeliveryQuoteToBasket } from '../api/add-delivery-quote-to-basket';
import { DeliveryAddressStep, type DeliveryAddress } from './delivery-address-step';
import { DeliveryQuotesStep, type DeliveryDetails } from './delivery-quotes-step';

export interface ExpressDeliveryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The branch the courier collects from (an express-open branch; spec 3 §3 Branch.isExpressOpen). */
  branch: { id: number; name?: string | null };
  /** The quote is on the basket: the caller moves on (spec 2 §4: 'continue to checkout'). */
  onAdded: (basket: Basket) => void;
}

/** The quote call's refusal as the page shows it: the server's text for 4xx (e.g. an unknown postcode). */
const quoteFailure = (error: unknown) =>
  isApiError(error) && error.isClientError ? error.message : messages.delivery.unableToProcess;

/**
 * spec 2 §2/§4 'EXPRESS SAME-DAY DELIVERY': step 1 the delivery address, step 2 the quotes (windows 90/120/180,
 * £30 with VAT at most), the receiver's name and mobile; Continue puts the chosen quote on the basket.
 * Route-independent: any page with a branch can open it (the basket page does; availability will).
 */
export function ExpressDeliveryDialog({ open, onClose, branch, onAdded }: ExpressDeliveryDialogProps) {
  const [address, setAddress] = useState<DeliveryAddress | undefined>();
  const [quotes, setQuotes] = useState<DeliveryQuote[] | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const deliveryQuotes = useDeliveryQuotes();
  const addToBasket = useAddDeliveryQuoteToBasket();

  const requestQuotes = async (entered: DeliveryAddress) => {
    setAddress(entered);
    setQuoteError(null);
    try {
      const result = await deliveryQuotes.mutateAsync({
        ...entered,
        deliveryAddress2: entered.deliveryAddress2 || null,
        branch: branch.id,
      });
      setQuotes(result.collection);
    } catch (error) {
      setQuoteError(quoteFailure(error));
    }
  };

  const addQuote = async (details: DeliveryDetails) => {
    setAddError(null);
    try {
      onAdded(await addToBasket.mutateAsync(details));
    } catch {
      setAddError(messages.delivery.unableToProcess);
    }
  };

  const backToAddress = () => {
    setQuotes(null);
    setAddError(null);
  };

  return (
    <AppDialog open={open} onClose={onClose} title="EXPRESS SAME-DAY DELIVERY">
      {branch.name && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Courier collection from {branch.name}.
        </Typography>
      )}
      {quotes === null ? (
        <DeliveryAddressStep
          initial={address}
          busy={deliveryQuotes.isPending}
          error={quoteError}
          onSubmit={requestQuotes}
        />
      ) : quotes.length === 0 ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {messages.delivery.noQuotes}
          </Alert>
          <Button variant="outlined" onClick={backToAddress}>
            Change address
          </Button>
        </>
      ) : (
        <DeliveryQuotesStep
          quotes={quotes}
          busy={addToBasket.isPending}
          error={addError}
          onBack={backToAddress}
          onContinue={addQuote}
        />
      )}
    </AppDialog>
  );
}
