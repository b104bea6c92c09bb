import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { RecentlyOrderedList } from '../../features/lists/components/recently-ordered-list';

/** spec 2 §2 /recently-ordered. */
export default function RecentlyOrderedPage() {
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading documentTitle="Recently Ordered">Recently Ordered</PageHeading>
      <RecentlyOrderedList />
    </PageContainer>
  );
}
