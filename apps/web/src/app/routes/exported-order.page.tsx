import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { ExportedOrderDownload } from '../../features/orders/components/exported-order-download';

/** spec 3 §2.9 /exportedOrder?fileId: the e-mailed link's page. */
export default function ExportedOrderPage() {
  const [params] = useSearchParams();
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading documentTitle="Download exported order">Download exported order</PageHeading>
      <ExportedOrderDownload fileId={params.get('fileId')} />
    </PageContainer>
  );
}
