import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RelatedProduct } from '@sparesfinder/contracts/catalogue';
import { truncateRelatedDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds } from '@sparesfinder/domain/money';
import { ProductImage } from '../../../components/ui/product-image';

/**
 * spec 2 §2 'You may require ...': a horizontal, swipeable row; 1.3 cards show on phones and 3 from 1024 px
 * (scroll-snap, so it also works with a keyboard: the row is focusable and arrow keys scroll it).
 */
export function RelatedProductsSlider({ products }: { products: RelatedProduct[] }) {
  const headingId = useId();
  const sorted = [...products].sort(
    (a, b) => a.childItem.category.sortOrder - b.childItem.category.sortOrder,
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 1.5 }}>
        You may require ...
      </Typography>
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Related products"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'calc((100% - 12px) / 1.3)',
          '@media (min-width: 1024px)': { gridAutoColumns: 'calc((100% - 24px) / 3)' },
          gap: 1.5,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          p: 0,
          pb: 1,
          m: 0,
        }}
      >
        {sorted.map((related) => {
          const text = truncateRelatedDescription(related.childItem.description);
          return (
            <Box
              component="li"
              key={related.id}
              sx={{
                scrollSnapAlign: 'start',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1.5,
                display: 'grid',
                gap: 0.75,
                alignContent: 'start',
              }}
            >
              <ProductImage src={related.childItem.imageUrlDisplayString} alt="" height={96} />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {related.childItem.manufactureCode}
              </Typography>
              <Typography variant="body2">{text.truncated ? `${text.text}…` : text.text}</Typography>
              <Typography sx={{ fontWeight: 800 }}>
                {formatPounds(related.childItem.sparesFinderPrice)}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ex VAT
                </Typography>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
