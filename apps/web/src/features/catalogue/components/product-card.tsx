import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ProductCard as ProductCardData } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { formatPence } from '@sparesfinder/domain/money';
import {
  descriptionInitialLength,
  displayDescription,
  nextDescriptionLength,
  truncateDescription,
} from '@sparesfinder/domain/catalogue/description';
import { useToggleLikedProduct } from '../api/toggle-liked-product';
import { cardCashBackPence, cardPricePence } from '../pricing/card-price';
import { useCatalogueSettings } from './catalogue-settings';
import { ProductCardActions } from './product-card-actions';
import { ProductImage } from '../../../components/ui/product-image';
import { ProductTags, tagRowHeight } from './product-tags';

/** spec 2 §1: '{product} Price', {product} being SparesFinder (contracts/catalogue.ts RelatedProduct). */
const buyingGroupPriceLabel = 'SparesFinder Price';

// Modals load the first time one opens.
const PartFitsDialog = lazy(() => import('./part-fits-dialog').then((m) => ({ default: m.PartFitsDialog })));
const TechnicalSpecificationDialog = lazy(() =>
  import('./technical-specification-dialog').then((m) => ({ default: m.TechnicalSpecificationDialog })),
);
const ImageZoomDialog = lazy(() =>
  import('./image-zoom-dialog').then((m) => ({ default: m.ImageZoomDialog })),
);
const CashBackDialog = lazy(() => import('./cash-back-dialog').then((m) => ({ default: m.CashBackDialog })));
const SourcingDialog = lazy(() => import('./sourcing-dialog').then((m) => ({ default: m.SourcingDialog })));

type OpenModal = 'part-fits' | 'specification' | 'zoom' | 'cash-back' | 'sourcing' | null;

const linkButtonSx = { fontSize: '0.8125rem', fontWeight: 600, textAlign: 'left' } as const;

/** spec 2 §3 Product card: image, tags, MPN, description, modals, price ex VAT, like star and the add button. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const settings = useCatalogueSettings();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [liked, setLiked] = useState(product.liked);
  const [descriptionLength, setDescriptionLength] = useState(descriptionInitialLength);
  const toggleLike = useToggleLikedProduct();

  const description = displayDescription(product.description);
  const shown = truncateDescription(description, descriptionLength);
  const name = description || product.mpn;
  const isMember = product.buyingGroupCost !== null;
  const obsolete = product.price === 0;
  const close = () => setOpenModal(null);

  const like = () => toggleLike.mutate(product, { onSuccess: (result) => setLiked(result.liked) });

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${product.mpn} ${name}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        p: { xs: 1.5, sm: 2 },
        height: '100%',
        position: 'relative',
        borderRadius: 2,
      }}
    >
      <IconButton
        onClick={like}
        disabled={toggleLike.isPending}
        aria-label={`Favourite ${product.mpn}`}
        aria-pressed={liked}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          zIndex: 1,
          color: liked ? '#c98a00' : 'text.secondary',
        }}
      >
        {liked ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
      <ButtonBase
        onClick={() => setOpenModal('zoom')}
        aria-label={`Zoom image of ${name}`}
        sx={{ borderRadius: 1, display: 'block', mx: { xs: 2, sm: 4 } }}
      >
        <ProductImage src={product.imageUrlDisplayString} alt="" height={{ xs: 112, sm: 140 }} />
      </ButtonBase>
      {/* One tag row in every card, tagged or not, so the part numbers, names and prices of a results row line up. */}
      <Box sx={{ minHeight: tagRowHeight }}>
        <ProductTags
          product={product}
          isMember={isMember}
          hideOfferLabels={settings.hideOfferLabels}
          onCashBack={() => setOpenModal('cash-back')}
        />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {product.mpn}
        </Typography>
        {product.man && (
          <Typography variant="caption" color="text.secondary">
            {product.man}
          </Typography>
        )}
      </Box>
      <Typography
        component="h3"
        variant="body2"
        sx={{ fontWeight: 500, lineHeight: 1.45, wordBreak: 'break-word' }}
      >
        {shown.truncated ? shown.text.trimEnd() : shown.text}
        {shown.truncated && (
          <ButtonBase
            onClick={() => setDescriptionLength(nextDescriptionLength)}
            aria-label="Show more of the description"
            sx={{ ml: 0.25, font: 'inherit' }}
          >
            …
          </ButtonBase>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
        {product.app !== null && (
          <Link component="button" type="button" onClick={() => setOpenModal('part-fits')} sx={linkButtonSx}>
            {messages.search.partAlsoFits}
          </Link>
        )}
        <Link
          component="button"
          type="button"
          onClick={() => setOpenModal('specification')}
          sx={linkButtonSx}
        >
          {messages.search.technicalSpecification}
        </Link>
        {!obsolete && !product.isInStock && (
          <Link component="button" type="button" onClick={() => setOpenModal('sourcing')} sx={linkButtonSx}>
            {messages.search.sourceThisPart}
          </Link>
        )}
      </Box>
      <Box sx={{ mt: 'auto', display: 'grid', gap: 1 }}>
        {!obsolete && <ProductPrice product={product} />}
        <ProductCardActions product={product} label={name} onObsolete={() => setOpenModal('sourcing')} />
      </Box>
      <Suspense fallback={null}>
        {openModal === 'part-fits' && (
          <PartFitsDialog open onClose={close} mpn={product.mpn} manufacturerId={product.manid} />
        )}
        {openModal === 'specification' && (
          <TechnicalSpecificationDialog open onClose={close} itemId={product.itemID} productName={name} />
        )}
        {openModal === 'zoom' && (
          <ImageZoomDialog open onClose={close} src={product.imageUrlDisplayString} alt={name} />
        )}
        {openModal === 'cash-back' && (
          <CashBackDialog open onClose={close} amountPence={cardCashBackPence(product)} />
        )}
        {openModal === 'sourcing' && (
          <SourcingDialog open onClose={close} product={product} obsolete={obsolete} />
        )}
      </Suspense>
    </Paper>
  );
}

/**
 * Prices ex VAT; members see the buying-group cost under the '{product} Price' chip (spec 2 §1, §6). The figure is
 * cardPricePence's: the one price the basket charges (issue #11).
 */
function ProductPrice({ product }: { product: ProductCardData }) {
  const member = product.buyingGroupCost !== null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {member && (
        <Box
          component="span"
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 4,
            bgcolor: 'primary.main',
            color: 'common.white',
            fontSize: { xs: '0.6875rem', sm: '0.75rem' },
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {buyingGroupPriceLabel}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
          {formatPence(cardPricePence(product))}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          ex VAT
        </Typography>
      </Box>
    </Box>
  );
}
