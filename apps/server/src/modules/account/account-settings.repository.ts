import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { organisations, organisationTrades, users } from '../../db/schema/index';
import { companyAdminRole } from '@sparesfinder/domain/roles';
import type { AccountInfo } from '@sparesfinder/contracts/account';

const nullIfEmpty = (value: string) => (value === '' ? null : value);

/** Writes of the Company Details section (spec 1 §2), every one scoped by the caller's organisation. */
export function createAccountSettingsRepository(db: Database) {
  /** The contact user (flagged, else the first active admin): the one whose names the page shows (spec 1 §3). */
  const lockContactUser = async (organisationId: number, tx: Executor) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), or(eq(users.isContactUser, true), and(eq(users.roleName, companyAdminRole), eq(users.isActive, true)))))
      .orderBy(desc(users.isContactUser), asc(users.id))
      .limit(1)
      .for('update');
    return row;
  };

  return {
    /** Organisation and contact user together, so a failure leaves neither half-saved. Answers false if the organisation is gone. */
    async updateAccountInfo(organisationId: number, info: AccountInfo): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(organisations)
          .set({
            orgName: info.companyName,
            postCode: info.postcode.toUpperCase(),
            address1: info.address1,
            address2: nullIfEmpty(info.address2),
            address3: nullIfEmpty(info.address3),
            townCity: info.townCity,
            county: nullIfEmpty(info.county),
            email: info.email,
            telephone: info.telephone,
            regCompanyNo: nullIfEmpty(info.companyRegNo),
            mobile: nullIfEmpty(info.mobileNumber),
            contactName: nullIfEmpty(info.contactName),
            gasSafeNo: nullIfEmpty(info.gasSafeNo),
          })
          .where(eq(organisations.id, organisationId))
          .returning({ id: organisations.id });
        if (updated.length === 0) return false;
        const contact = await lockContactUser(organisationId, tx);
        if (contact) {
          await tx
            .update(users)
            .set({ firstName: info.firstName, surname: info.surname })
            .where(and(eq(users.organisationId, organisationId), eq(users.id, contact.id)));
        }
        return true;
      });
    },

    async findPreference(organisationId: number) {
      const [row] = await db
        .select({ preferNonGenuineParts: organisations.preferNonGenuineParts })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      return row;
    },

    async setPreference(organisationId: number, preferNonGenuineParts: boolean) {
      await db.update(organisations).set({ preferNonGenuineParts }).where(eq(organisations.id, organisationId));
    },

    async findTradeIds(organisationId: number): Promise<number[]> {
      const rows = await db.select({ tradeId: organisationTrades.tradeId }).from(organisationTrades).where(eq(organisationTrades.organisationId, organisationId));
      return rows.map((row) => row.tradeId);
    },

    /** Replaces the organisation's trades in one transaction (two tabs end with one of the two sets, never a mix). */
    async replaceTrades(organisationId: number, tradeIds: readonly number[]) {
      await db.transaction(async (tx) => {
        await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
        await tx.delete(organisationTrades).where(eq(organisationTrades.organisationId, organisationId));
        if (tradeIds.length > 0) await tx.insert(organisationTrades).values(tradeIds.map((tradeId) => ({ organisationId, tradeId })));
      });
    },
  };
}
export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;
