import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { formatPence } from '@sparesfinder/domain/money';
import { cardCashBackPence } from '../pricing/card-price';

interface ProductTagsProps {
  product: ProductCard;
  isMember: boolean;
  hideOfferLabels: boolean;
  onCashBack: () => void;
}

/** One row of tags: a tag's line (0.75rem × 1.5) and its padding. */
export const tagRowHeight = 22;

const tagSx = {
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.5,
} as const;

/**
 * spec 2 §1 tags: Cash Back (buying-group members; says how much and opens 'Cash Back Available'), Offer and In Stock.
 * The user group's hideOfferLabels hides the offer labels (Cash Back and Offer); In Stock always shows.
 */
export function ProductTags({ product, isMember, hideOfferLabels, onCashBack }: ProductTagsProps) {
  const cashBack = product.isCashBack && isMember && !hideOfferLabels;
  const offer = product.isSpecialOffer && !hideOfferLabels;
  if (!cashBack && !offer && !product.isInStock) return null;
  return (
    <Box
      component="ul"
      aria-label="Tags"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {cashBack && (
        <li>
          <ButtonBase onClick={onCashBack} sx={{ ...tagSx, bgcolor: '#5b2a86', color: 'common.white' }}>
            Cash Back {formatPence(cardCashBackPence(product))}
          </ButtonBase>
        </li>
      )}
      {offer && (
        <Box component="li" sx={{ ...tagSx, bgcolor: '#b3261e', color: 'common.white' }}>
          Offer
        </Box>
      )}
      {product.isInStock && (
        <Box component="li" sx={{ ...tagSx, bgcolor: '#e6f4ea', color: '#1e6b34' }}>
          In Stock
        </Box>
      )}
    </Box>
  );
}
