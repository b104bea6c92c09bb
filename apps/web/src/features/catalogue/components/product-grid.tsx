import { memo } from 'react';
import type { ProductCard as ProductCardData } from '@sparesfinder/contracts/catalogue';
import { CardGrid } from '../../../components/ui/card-grid';
import { ProductCard } from './product-card';

/**
 * The catalogue's product cards in the shared card grid. Memoised: a page's re-render with the same products (a
 * drawer opening, the sort menu, results still loading) does not render every card again; the search results' urgent
 * render, while their deferred one is pending (product-search-results.tsx), then skips the cards.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  label = 'Products',
}: {
  products: ProductCardData[];
  label?: string;
}) {
  return (
    <CardGrid
      label={label}
      items={products}
      itemKey={(product) => product.productId}
      renderItem={(product) => <ProductCard product={product} />}
    />
  );
});
