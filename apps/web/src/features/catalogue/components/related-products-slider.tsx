import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RelatedProduct } from '@sparesfinder/contracts/catalogue';
import { RelatedProductItem } from './related-product-item';

/**
 * spec 2 §2 'You may require ...': a horizontal, swipeable row; 1.3 cards show on phones and 3 from 1024 px
 * (scroll-snap, so it also works with a keyboard: the row is focusable and arrow keys scroll it). Each item opens its
 * product (`onOpen` closes the dialog on the way) and can be added to the basket.
 */
export function RelatedProductsSlider({ products, onOpen }: { products: RelatedProduct[]; onOpen: () => void }) {
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
        {sorted.map((related) => (
          <Box
            component="li"
            key={related.id}
            sx={{
              scrollSnapAlign: 'start',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 1.5,
            }}
          >
            <RelatedProductItem related={related} onOpen={onOpen} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
