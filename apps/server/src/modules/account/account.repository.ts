import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisations, users } from '../../db/schema/index';
import { companyAdminRole } from '@sparesfinder/domain/roles';

/** Account reads, each scoped by the caller's organisation. */
export function createAccountRepository(db: Executor) {
  return {
    async findUserInOrganisation(organisationId: number, userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          organisationId: users.organisationId,
          email: users.email,
          firstName: users.firstName,
          surname: users.surname,
          roleName: users.roleName,
          disableProductCheckout: users.disableProductCheckout,
          isTestUser: users.isTestUser,
          userGroupId: organisations.userGroupId,
        })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
        .limit(1);
      return row;
    },

    async findOrganisation(organisationId: number) {
      const [row] = await db
        .select({
          id: organisations.id,
          orgName: organisations.orgName,
          postCode: organisations.postCode,
          address1: organisations.address1,
          address2: organisations.address2,
          address3: organisations.address3,
          county: organisations.county,
          townCity: organisations.townCity,
          email: organisations.email,
          telephone: organisations.telephone,
          regCompanyNo: organisations.regCompanyNo,
          mobile: organisations.mobile,
          contactName: organisations.contactName,
          gasSafeNo: organisations.gasSafeNo,
          buyingGroupStatusId: organisations.buyingGroupStatusId,
          byBoxEnabled: organisations.byBoxEnabled,
          tradeHelpBtCreditAccount: organisations.tradeHelpBtCreditAccount,
        })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      return row;
    },

    /** What decides an organisation's prices and offers (availability): buying group, part preference, by-box. */
    async findPurchasingSettings(organisationId: number) {
      const [row] = await db
        .select({
          buyingGroupStatusId: organisations.buyingGroupStatusId,
          preferNonGenuineParts: organisations.preferNonGenuineParts,
          byBoxEnabled: organisations.byBoxEnabled,
        })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      return row;
    },

    /** The organisation's contact user: the one flagged as contact, else its first active company admin (by id). */
    async findContactUser(organisationId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, surname: users.surname })
        .from(users)
        .where(
          and(
            eq(users.organisationId, organisationId),
            or(eq(users.isContactUser, true), and(eq(users.roleName, companyAdminRole), eq(users.isActive, true))),
          ),
        )
        .orderBy(desc(users.isContactUser), asc(users.id))
        .limit(1);
      return row;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
