import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RelatedProduct } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { displayDescription, truncateRelatedDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds } from '@sparesfinder/domain/money';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useAnalytics } from '../../../lib/analytics-context';
import { useBasketLineQuantity } from '../../basket/basket-cache';
import { useSetBasketLine } from '../api/set-basket-line';
import { useFocusStepperAfterAdd } from '../../../components/ui/stepper-focus';

/** Where a related item opens: the search for its part number, which lists exactly that product. */
export const relatedProductHref = (related: RelatedProduct) =>
  `${pagePaths.products}?searchTerm=${encodeURIComponent(related.childItem.manufactureCode)}`;

/**
 * One 'You may require ...' card (spec 2 §2 Added to basket; issue #11 item 7): the image, part number and
 * description open the product; 'Add to order' (then a stepper) sets its basket line as a card's button does.
 */
export function RelatedProductItem({ related, onOpen }: { related: RelatedProduct; onOpen: () => void }) {
  const { childItem } = related;
  const mpn = childItem.manufactureCode;
  const name = displayDescription(childItem.description) || mpn;
  const text = truncateRelatedDescription(childItem.description);
  const qty = useBasketLineQuantity(mpn, 0);
  const setLine = useSetBasketLine();
  const { trackAddToCart } = useAnalytics();
  const obsolete = childItem.sparesFinderPrice === 0;
  const { stepperBox, expectStepper } = useFocusStepperAfterAdd(setLine.isError);

  const change = (next: number) => {
    if (qty === 0) expectStepper();
    setLine.mutate(
      { manufacturerCode: mpn, qty: next },
      {
        onSuccess: () => {
          if (next > qty) trackAddToCart({ id: mpn, name, price: childItem.sparesFinderPrice }, next - qty);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.75, alignContent: 'start', height: '100%' }}>
      <Link
        component={RouterLink}
        to={relatedProductHref(related)}
        onClick={onOpen}
        underline="hover"
        color="inherit"
        sx={{ display: 'grid', gap: 0.75 }}
      >
        <ProductImage src={childItem.imageUrlDisplayString} alt="" height={96} />
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {mpn}
        </Typography>
        <Typography component="span" variant="body2">
          {text.truncated ? `${text.text}…` : text.text}
        </Typography>
      </Link>
      {!obsolete && (
        <Typography sx={{ fontWeight: 800 }}>
          {formatPounds(childItem.sparesFinderPrice)}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ex VAT
          </Typography>
        </Typography>
      )}
      <Box ref={stepperBox} sx={{ mt: 'auto' }}>
        {obsolete ? (
          <Typography variant="body2" color="text.secondary">
            {messages.search.itemObsolete}
          </Typography>
        ) : qty === 0 ? (
          <Button
            variant="contained"
            size="small"
            fullWidth
            onClick={() => change(1)}
            disabled={setLine.isPending}
            aria-label={`${messages.search.addToOrder}: ${name}`}
          >
            {messages.search.addToOrder}
          </Button>
        ) : (
          <QuantityStepper value={qty} onChange={change} itemLabel={name} disabled={setLine.isPending} />
        )}
      </Box>
    </Box>
  );
}
