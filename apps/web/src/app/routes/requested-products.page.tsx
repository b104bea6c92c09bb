import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { RequestedProductsList } from '../../features/lists/components/requested-products-list';

/** spec 2 §2 /requested-products. */
export default function RequestedProductsPage() {
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading documentTitle="Requested Products">Requested Products</PageHeading>
      <RequestedProductsList />
    </PageContainer>
  );
}
