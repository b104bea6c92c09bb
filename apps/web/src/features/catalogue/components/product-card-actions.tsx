import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { growsLine } from '@sparesfinder/domain/basket/basket-growth';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useBasketLineQuantity } from '../../basket/basket-cache';
import { useSetProductQuantity } from '../hooks/use-set-product-quantity';
import { useCatalogueSettings } from './catalogue-settings';
import { useFocusStepperAfterAdd } from '../../../components/ui/stepper-focus';

/** spec 2 §9: the no-account notice shows for 5 seconds. */
export const accountNoticeMs = 5000;

interface ProductCardActionsProps {
  product: ProductCard;
  label: string;
  onObsolete: () => void;
}

/** spec 2 §4 Card add button: 'Add to order' at 0, minus/plus once added, 'Item Obsolete' for price 0. */
export function ProductCardActions({ product, label, onObsolete }: ProductCardActionsProps) {
  const settings = useCatalogueSettings();
  const qty = useBasketLineQuantity(product.mpn, product.qty);
  const { setQuantity, setLine } = useSetProductQuantity(product, qty);
  const [notice, setNotice] = useState(false);
  const { stepperBox, expectStepper } = useFocusStepperAfterAdd(setLine.isError);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(false), accountNoticeMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (product.price === 0) {
    return (
      <Button
        variant="outlined"
        color="inherit"
        fullWidth
        onClick={onObsolete}
        aria-label={`${messages.search.itemObsolete}: request ${product.mpn}`}
      >
        {messages.search.itemObsolete}
      </Button>
    );
  }

  const change = (next: number) => {
    // spec 2 §6, the server's rule: an incomplete account may lower or remove, never add or raise.
    if (!settings.isAccountCompleted && growsLine(product.mpn, qty, next)) {
      setNotice(true);
      return;
    }
    if (qty === 0) expectStepper();
    setQuantity(next, () => {
      if (qty === 0 && next > 0) settings.onAdded?.(product);
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {qty === 0 ? (
        <Button
          variant="contained"
          fullWidth
          onClick={() => change(1)}
          disabled={setLine.isPending}
          aria-label={`${messages.search.addToOrder}: ${label}`}
        >
          {messages.search.addToOrder}
        </Button>
      ) : (
        <Box ref={stepperBox} sx={{ display: 'flex', justifyContent: 'center' }}>
          <QuantityStepper value={qty} onChange={change} itemLabel={label} disabled={setLine.isPending} />
        </Box>
      )}
      {notice && (
        <Typography role="status" variant="body2" sx={{ p: 1, bgcolor: '#fff4d6', borderRadius: 1 }}>
          {messages.shell.completeAccountTitle}
        </Typography>
      )}
      {setLine.isError && (
        <Typography role="alert" variant="body2" color="error">
          {setLine.error.message}
        </Typography>
      )}
    </Box>
  );
}
