import { asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classifications, organisations, userGroups } from '../../db/schema/index';
import { menuDepth } from '@sparesfinder/domain/menu-tree';

export function createUserGroupRepository(db: Executor) {
  return {
    /** The group of the given organisation (callers pass the session's organisation only). */
    async findUserGroupOfOrganisation(organisationId: number) {
      const [row] = await db
        .select({
          id: userGroups.id,
          name: userGroups.name,
          allowSpares: userGroups.allowSpares,
          searchUrl: userGroups.searchUrl,
          hideOfferLabels: userGroups.hideOfferLabels,
          tradeHelpBtCreditAccount: userGroups.tradeHelpBtCreditAccount,
          bannerText: userGroups.bannerText,
        })
        .from(organisations)
        .innerJoin(userGroups, eq(userGroups.id, organisations.userGroupId))
        .where(eq(organisations.id, organisationId))
        .limit(1);
      return row;
    },

    /** The category tree is the shared catalogue (not organisation data): the three menu levels, flat. */
    listMenuClassifications() {
      return db
        .select({ id: classifications.id, parentId: classifications.parentId, name: classifications.name, url: classifications.url })
        .from(classifications)
        .where(lte(classifications.level, menuDepth))
        .orderBy(asc(classifications.level), asc(classifications.sortOrder), asc(classifications.name));
    },
  };
}
export type UserGroupRepository = ReturnType<typeof createUserGroupRepository>;
