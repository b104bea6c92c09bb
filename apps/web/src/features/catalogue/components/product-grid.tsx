import type { ProductCard as ProductCardData } from '@sparesfinder/contracts/catalogue';
import { CardGrid } from '../../../components/ui/card-grid';
import { ProductCard } from './product-card';

/** The catalogue's product cards in the shared card grid. */
export function ProductGrid({
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
}
