import { messages } from '@sparesfinder/contracts/messages';
import { PageContainer } from '../../components/ui/page-container';
import { siteConfig } from '../../config/site';
import { BasketAddFeedback } from '../../features/catalogue/components/basket-add-feedback';
import { NoResults } from '../../features/catalogue/components/no-results';
import { ProductSearchResults } from '../../features/catalogue/components/product-search-results';
import { useCatalogueSettings } from '../use-catalogue-settings';
import { useHiddenSparesCategories } from '../use-hidden-spares-categories';

/** spec 2 §2 /products?classification={id} or ?searchTerm={text}; the page title is SparesFinder. */
export default function ProductsPage() {
  const settings = useCatalogueSettings();
  const hiddenCategoryIds = useHiddenSparesCategories();
  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      <title>{messages.search.pageTitle}</title>
      <BasketAddFeedback settings={settings}>
        <ProductSearchResults
          hiddenCategoryIds={hiddenCategoryIds}
          noResults={
            <NoResults
              phone={siteConfig.supportPhone}
              phoneHref={siteConfig.supportPhoneHref}
              email={siteConfig.supportEmail}
              hours={siteConfig.supportHours}
            />
          }
        />
      </BasketAddFeedback>
    </PageContainer>
  );
}
