import { messages } from '@sparesfinder/contracts/messages';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { TopCategories } from '../../features/catalogue/components/top-categories';

/** spec 3 §2.1 /search: all top-level categories. */
export default function SearchPage() {
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle={messages.search.allCategories}>{messages.search.allCategories}</PageHeading>
      <TopCategories />
    </PageContainer>
  );
}
