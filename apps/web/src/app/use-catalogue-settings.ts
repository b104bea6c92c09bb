import { useMemo } from 'react';
import { useIsAccountCompleted } from '../features/account/api/get-is-account-completed';
import { useShellPermissions } from './use-shell-permissions';

/** What product cards need from other areas: the user group's hideOfferLabels and the account check (spec 2 §6). */
export function useCatalogueSettings() {
  const { hideOfferLabels } = useShellPermissions();
  const { data } = useIsAccountCompleted();
  // Unknown (loading or failed) counts as complete: the server refuses the add anyway.
  const isAccountCompleted = data?.isCompleted !== false;
  return useMemo(() => ({ hideOfferLabels, isAccountCompleted }), [hideOfferLabels, isAccountCompleted]);
}
