import { useMemo } from 'react';
import { messages } from '@sparesfinder/contracts/messages';
import { classificationHref } from '@sparesfinder/domain/menu-tree';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { TopCategories } from '../../features/catalogue/components/top-categories';
import { useMenuTree } from '../../features/catalogue/api/get-menu-items';
import { useUserDetails } from '../../features/session/api/get-user-details';
import { useShellPermissions } from '../use-shell-permissions';

/** spec 3 §2.1 /search: all top-level categories; user group 4 does not see the Spares parent (spec 1 §6). */
export default function SearchPage() {
  const permissions = useShellPermissions();
  const { data: user } = useUserDetails();
  const { tree } = useMenuTree(permissions.showSpares ? undefined : user?.orgID);
  const hiddenIds = useMemo(
    () => new Set(tree.filter((node) => classificationHref(node).startsWith('/Spares')).map((node) => node.id)),
    [tree],
  );
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle={messages.search.allCategories}>{messages.search.allCategories}</PageHeading>
      <TopCategories hiddenIds={permissions.showSpares ? undefined : hiddenIds} />
    </PageContainer>
  );
}
