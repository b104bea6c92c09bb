import type { UserDetails } from '@sparesfinder/contracts/account';
import type { UserGroup } from '@sparesfinder/contracts/user-group';
import { isElectricalServicesGroup } from '@sparesfinder/domain/roles';
import { pagePaths } from '@sparesfinder/contracts/page-routes';

export interface ShellPermissions {
  /** User group 4: electrical-services variant (spec 1 §1). */
  isElectricalServices: boolean;
  /** Account icon and My account links (spec 1 §6). */
  showAccount: boolean;
  showOrderHistory: boolean;
  /** See Buying Options is disabled when checkout is disabled (spec 1 §6). */
  canSeeBuyingOptions: boolean;
  /** Spares links and the Find Spares search (hidden for group 4, spec 1 §6). */
  showSpares: boolean;
  /** allowSpares: the 'Search in Spares' autocomplete option (spec 1 §6). */
  allowSparesSearch: boolean;
  /** Where Find Spares / New search go: the group's url, default /Spares (spec 1 §9). */
  searchUrl: string;
  hideOfferLabels: boolean;
}

/** The group's own search url, default /Spares; the electrical variant never lands on Spares (spec 1 §6). */
function searchUrlFor(groupSearchUrl: string | undefined, isElectricalServices: boolean): string {
  const url = groupSearchUrl?.trim() || pagePaths.spares;
  return isElectricalServices && /^\/spares/i.test(url) ? pagePaths.search : url;
}

/** Derives what the shell shows from the user details and the user group; either may have failed to load. */
export function shellPermissions(user: UserDetails | undefined, group: UserGroup | undefined): ShellPermissions {
  const isElectricalServices = isElectricalServicesGroup(group?.id ?? user?.userGroupId);
  const checkoutDisabled = user?.disableSparesFinderCheckout === true;
  return {
    isElectricalServices,
    showAccount: !checkoutDisabled && !isElectricalServices,
    showOrderHistory: !checkoutDisabled,
    canSeeBuyingOptions: !checkoutDisabled,
    showSpares: !isElectricalServices,
    allowSparesSearch: group?.allowSpares ?? true,
    searchUrl: searchUrlFor(group?.searchUrl, isElectricalServices),
    hideOfferLabels: group?.hideOfferLabels ?? false,
  };
}
