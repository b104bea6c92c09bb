import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { BasketAddFeedback } from '../../features/catalogue/components/basket-add-feedback';
import { ProductCard } from '../../features/catalogue/components/product-card';
import { FavouritesList } from '../../features/lists/components/favourites-list';
import { useCatalogueSettings } from '../use-catalogue-settings';

/** spec 2 §2 /favourite-products: the starred products as product cards. */
export default function FavouriteProductsPage() {
  const settings = useCatalogueSettings();
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading documentTitle="Favourites">Favourites</PageHeading>
      <BasketAddFeedback settings={settings}>
        <FavouritesList renderProduct={(product) => <ProductCard product={product} />} />
      </BasketAddFeedback>
    </PageContainer>
  );
}
