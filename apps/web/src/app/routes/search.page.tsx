import { messages } from '@sparesfinder/contracts/messages';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { TopCategories } from '../../features/catalogue/components/top-categories';
import { useHiddenSparesCategories } from '../use-hidden-spares-categories';

/** spec 3 §2.1 /search: all top-level categories; user group 4 does not see the Spares parent (spec 1 §6). */
export default function SearchPage() {
  const hiddenIds = useHiddenSparesCategories();
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle={messages.search.allCategories}>{messages.search.allCategories}</PageHeading>
      <TopCategories hiddenIds={hiddenIds} />
    </PageContainer>
  );
}
