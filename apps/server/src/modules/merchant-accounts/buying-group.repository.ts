import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { buyingGroupAgreements, organisations, users } from '../../db/schema/index';

export type NewAgreement = typeof buyingGroupAgreements.$inferInsert;

/** The buying-group membership and its signed agreement, scoped by organisation. */
export function createBuyingGroupRepository(db: Database) {
  return {
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    async lockOrganisation(organisationId: number, tx: Executor) {
      const [row] = await tx
        .select({ orgName: organisations.orgName, buyingGroupStatusId: organisations.buyingGroupStatusId })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .for('update');
      return row;
    },

    async findUserEmail(organisationId: number, userId: number, executor: Executor = db) {
      const [row] = await executor
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
        .limit(1);
      return row;
    },

    /** One agreement per organisation: a second signing (another tab) replaces nothing. */
    async insertAgreement(agreement: NewAgreement, tx: Executor) {
      await tx.insert(buyingGroupAgreements).values(agreement).onConflictDoNothing();
    },

    async setBuyingGroupStatus(organisationId: number, buyingGroupStatusId: number, tx: Executor) {
      await tx.update(organisations).set({ buyingGroupStatusId }).where(eq(organisations.id, organisationId));
    },

    async findAgreement(organisationId: number) {
      const [row] = await db
        .select({
          fullName: buyingGroupAgreements.fullName,
          signatureImage: buyingGroupAgreements.signatureImage,
          signedAt: buyingGroupAgreements.signedAt,
          address1: buyingGroupAgreements.address1,
          address2: buyingGroupAgreements.address2,
          address3: buyingGroupAgreements.address3,
          town: buyingGroupAgreements.town,
          postcode: buyingGroupAgreements.postcode,
        })
        .from(buyingGroupAgreements)
        .where(eq(buyingGroupAgreements.organisationId, organisationId))
        .limit(1);
      return row;
    },
  };
}
export type BuyingGroupRepository = ReturnType<typeof createBuyingGroupRepository>;
