import Box from '@mui/material/Box';
import type { ProductCard as ProductCardData } from '@sparesfinder/contracts/catalogue';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { ProductCard } from './product-card';

/** Cards in a responsive grid: one column on small phones, as many 220 px+ columns as fit above. */
export function ProductGrid({
  products,
  label = 'Products',
}: {
  products: ProductCardData[];
  label?: string;
}) {
  return (
    <>
      {/* Cards are h3s; this keeps the outline whole on phones, where the Filters h2 is hidden. */}
      <Box component="h2" sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(auto-fill, minmax(160px, 1fr))',
            sm: 'repeat(auto-fill, minmax(220px, 1fr))',
          },
        }}
      >
        {products.map((product) => (
          <Box component="li" key={product.productId} sx={{ minWidth: 0 }}>
            <ProductCard product={product} />
          </Box>
        ))}
      </Box>
    </>
  );
}
