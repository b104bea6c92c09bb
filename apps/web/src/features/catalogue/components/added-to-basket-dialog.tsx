import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductCard, RelatedProduct } from '@sparesfinder/contracts/catalogue';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { AppDialog } from '../../../components/ui/app-dialog';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useBasketLineQuantity } from '../../basket/basket-cache';
import { useSetProductQuantity } from '../hooks/use-set-product-quantity';
import { ProductImage } from '../../../components/ui/product-image';
import { RelatedProductsSlider } from './related-products-slider';

interface AddedToBasketDialogProps {
  product: ProductCard;
  related: RelatedProduct[];
  onClose: () => void;
}

/** spec 2 §2 'Added to basket': quantity stepper, 'Go to Basket', 'Continue Shopping' and related products. */
export function AddedToBasketDialog({ product, related, onClose }: AddedToBasketDialogProps) {
  const qty = useBasketLineQuantity(product.mpn, 1);
  const { setQuantity, setLine } = useSetProductQuantity(product, qty);
  const name = displayDescription(product.description) || product.mpn;
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Added to basket"
      maxWidth={880}
      actions={
        <>
          <Button variant="outlined" onClick={onClose}>
            Continue Shopping
          </Button>
          <Button variant="contained" component={RouterLink} to={pagePaths.basket} onClick={onClose}>
            Go to Basket
          </Button>
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '88px 1fr',
          gap: 2,
          alignItems: 'center',
          mb: related.length ? 3 : 0,
        }}
      >
        <ProductImage src={product.imageUrlDisplayString} alt="" height={88} />
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography sx={{ fontWeight: 700 }}>{product.mpn}</Typography>
          <Typography variant="body2">{name}</Typography>
          <QuantityStepper
            value={qty}
            min={1}
            onChange={(next) => setQuantity(next)}
            itemLabel={name}
            disabled={setLine.isPending}
          />
        </Box>
      </Box>
      {related.length > 0 && <RelatedProductsSlider products={related} onOpen={onClose} />}
    </AppDialog>
  );
}
