import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { Basket } from '@sparesfinder/contracts/basket';
import type { DeliveryQuote } from '@sparesfinder/contracts/delivery-quote';
import { messages } from '@sparesfinder/contracts/messages';
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
  const titleId = useId();
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
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{
        paper: {
          sx: {
            maxWidth: 580,
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.25rem', fontWeight: 700 }}>
        EXPRESS SAME-DAY DELIVERY
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
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
      </DialogContent>
    </Dialog>
  );
}
