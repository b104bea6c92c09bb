import { useMemo } from 'react';
import { classificationHref } from '@sparesfinder/domain/menu-tree';
import { useMenuTree } from '../features/catalogue/api/get-menu-items';
import { useUserDetails } from '../features/session/api/get-user-details';
import { useShellPermissions } from './use-shell-permissions';

/**
 * The top-level categories a user may not browse: the SPARES parent (its url goes to /Spares, spec 1 §2) for user
 * group 4, which has no Spares search (spec 1 §1, §6). Undefined when nothing is hidden.
 */
export function useHiddenSparesCategories(): ReadonlySet<number> | undefined {
  const permissions = useShellPermissions();
  const { data: user } = useUserDetails();
  const { tree } = useMenuTree(permissions.showSpares ? undefined : user?.orgID);
  return useMemo(
    () =>
      permissions.showSpares
        ? undefined
        : new Set(tree.filter((node) => classificationHref(node).startsWith('/Spares')).map((node) => node.id)),
    [permissions.showSpares, tree],
  );
}
