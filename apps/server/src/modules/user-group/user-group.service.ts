import { sanitizeBannerHtml } from '@sparesfinder/domain/banner-html';
import type { BannerTextResponse, MenuItemsResponse, UserGroup } from '@sparesfinder/contracts/user-group';
import { notFound } from '@sparesfinder/contracts/errors';
import type { Actor } from '../../lib/actor';
import type { UserGroupRepository } from './user-group.repository';

/** spec 1 §9: default search url when the group gives none. */
const defaultSearchUrl = '/Spares';

export function createUserGroupService(deps: { userGroupRepository: UserGroupRepository }) {
  const { userGroupRepository } = deps;

  /**
   * The app passes ?organisationId= (spec 1 §7); only the caller's own is answered. Another organisation's id is
   * "not found", exactly like an id that does not exist, so nothing about other customers leaks.
   */
  const assertOwnOrganisation = (actor: Actor, organisationId: number) => {
    if (organisationId !== actor.organisationId) throw notFound('Organisation');
  };

  const loadGroup = async (organisationId: number) => {
    const group = await userGroupRepository.findUserGroupOfOrganisation(organisationId);
    if (!group) throw notFound('User group');
    return group;
  };

  const toUserGroup = (group: Awaited<ReturnType<typeof loadGroup>>): UserGroup => ({
    id: group.id,
    name: group.name,
    allowSpares: group.allowSpares,
    searchUrl: group.searchUrl.trim() || defaultSearchUrl,
    hideOfferLabels: group.hideOfferLabels,
    tradeHelpBTCreditAccount: group.tradeHelpBtCreditAccount,
  });

  return {
    async getUserGroup(actor: Actor): Promise<UserGroup> {
      return toUserGroup(await loadGroup(actor.organisationId));
    },
    async getByOrganisation(actor: Actor, organisationId: number): Promise<UserGroup> {
      assertOwnOrganisation(actor, organisationId);
      return toUserGroup(await loadGroup(organisationId));
    },
    async getMenuItems(actor: Actor, organisationId: number): Promise<MenuItemsResponse> {
      assertOwnOrganisation(actor, organisationId);
      return userGroupRepository.listMenuClassifications();
    },
    /** HTML for the banner strip, allow-listed (the browser renders it as sent); 'noshow' means none (spec 1 §2). */
    async getBannerText(actor: Actor, organisationId: number): Promise<BannerTextResponse> {
      assertOwnOrganisation(actor, organisationId);
      const { bannerText } = await loadGroup(organisationId);
      return { bannerText: sanitizeBannerHtml(bannerText).trim() || 'noshow' };
    },
  };
}
export type UserGroupService = ReturnType<typeof createUserGroupService>;
