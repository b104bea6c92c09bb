import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { branches, merchantAccountRegister, organisations, organisationSuppliers, paymentMethodTypes, suppliers, users } from '../../db/schema/index';
import { creditLimitOnValidation, merchantAccountValidation } from '@sparesfinder/domain/account/merchant-account-status';
import { companyAdminRole } from '@sparesfinder/domain/roles';

const accountColumns = {
  id: organisationSuppliers.id,
  organisationID: organisationSuppliers.organisationId,
  supplierID: organisationSuppliers.supplierId,
  accountNumber: organisationSuppliers.accountNumber,
  typeID: organisationSuppliers.typeId,
  branchID: organisationSuppliers.branchId,
  postcode: organisationSuppliers.postcode,
  telephoneNumber: organisationSuppliers.telephoneNumber,
  isValidated: organisationSuppliers.isValidated,
  sparesFinder: organisationSuppliers.sparesFinder,
  defaultPaymentMethodTypeId: organisationSuppliers.defaultPaymentMethodTypeId,
  creditLimitPence: organisationSuppliers.creditLimitPence,
  balancePence: organisationSuppliers.balancePence,
  supplierName: suppliers.name,
  branchName: branches.name,
};

export interface NewMerchantAccount {
  organisationId: number;
  supplierId: number;
  typeId: number;
  branchId: number;
  accountNumber: string;
  postcode: string | null;
  telephoneNumber: string | null;
  isValidated: number;
  sparesFinder: boolean;
  defaultPaymentMethodTypeId: number;
}

/** Merchant accounts (organisation_suppliers) and the merchant directory they refer to. Owned rows are always scoped. */
export function createMerchantAccountsRepository(db: Database) {
  const selectAccounts = (executor: Executor) =>
    executor
      .select(accountColumns)
      .from(organisationSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, organisationSuppliers.supplierId))
      .leftJoin(branches, eq(branches.id, organisationSuppliers.branchId));

  return {
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    listAccounts: (organisationId: number, executor: Executor = db) =>
      selectAccounts(executor).where(eq(organisationSuppliers.organisationId, organisationId)).orderBy(asc(organisationSuppliers.id)),

    async findAccount(organisationId: number, id: number, executor: Executor = db) {
      const [row] = await selectAccounts(executor)
        .where(and(eq(organisationSuppliers.organisationId, organisationId), eq(organisationSuppliers.id, id)))
        .limit(1);
      return row;
    },

    /** Serialises merchant-account writes of one organisation (a double click cannot create two accounts). */
    async lockOrganisation(organisationId: number, tx: Executor) {
      const [row] = await tx
        .select({ id: organisations.id, buyingGroupStatusId: organisations.buyingGroupStatusId })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .for('update');
      return row;
    },

    async insertAccount(account: NewMerchantAccount, tx: Executor) {
      const creditLimitPence = creditLimitOnValidation(account.isValidated, 0);
      const [row] = await tx
        .insert(organisationSuppliers)
        .values({ ...account, ...(creditLimitPence === undefined ? {} : { creditLimitPence }) })
        .returning({ id: organisationSuppliers.id });
      return row!.id;
    },

    async updateType(organisationId: number, id: number, typeId: number) {
      const rows = await db
        .update(organisationSuppliers)
        .set({ typeId })
        .where(and(eq(organisationSuppliers.organisationId, organisationId), eq(organisationSuppliers.id, id)))
        .returning({ id: organisationSuppliers.id });
      return rows.length > 0;
    },

    async updatePaymentMethod(organisationId: number, id: number, defaultPaymentMethodTypeId: number) {
      const rows = await db
        .update(organisationSuppliers)
        .set({ defaultPaymentMethodTypeId })
        .where(and(eq(organisationSuppliers.organisationId, organisationId), eq(organisationSuppliers.id, id)))
        .returning({ id: organisationSuppliers.id });
      return rows.length > 0;
    },

    async deleteAccount(organisationId: number, id: number) {
      const rows = await db
        .delete(organisationSuppliers)
        .where(and(eq(organisationSuppliers.organisationId, organisationId), eq(organisationSuppliers.id, id)))
        .returning({ id: organisationSuppliers.id });
      return rows.length > 0;
    },

    /** The review decides applications in review: all of them (any organisation), oldest first, each locked. */
    async lockAccountsInReview(tx: Executor, options: { id?: number; limit?: number }) {
      return tx
        .select({
          id: organisationSuppliers.id,
          organisationId: organisationSuppliers.organisationId,
          supplierId: organisationSuppliers.supplierId,
          accountNumber: organisationSuppliers.accountNumber,
          postcode: organisationSuppliers.postcode,
          telephoneNumber: organisationSuppliers.telephoneNumber,
        })
        .from(organisationSuppliers)
        .where(and(eq(organisationSuppliers.isValidated, merchantAccountValidation.inReview), options.id === undefined ? undefined : eq(organisationSuppliers.id, options.id)))
        .orderBy(asc(organisationSuppliers.id))
        .limit(options.limit ?? 100)
        .for('update', { skipLocked: true });
    },

    /** Applications waiting for a merchant's answer, every organisation's, oldest first (the admin command lists them). */
    listAccountsInReview: () =>
      db
        .select({
          id: organisationSuppliers.id,
          organisationName: organisations.orgName,
          supplierName: suppliers.name,
          accountNumber: organisationSuppliers.accountNumber,
        })
        .from(organisationSuppliers)
        .innerJoin(organisations, eq(organisations.id, organisationSuppliers.organisationId))
        .innerJoin(suppliers, eq(suppliers.id, organisationSuppliers.supplierId))
        .where(eq(organisationSuppliers.isValidated, merchantAccountValidation.inReview))
        .orderBy(asc(organisationSuppliers.id)),

    async setValidation(id: number, validation: { isValidated: number; sparesFinder: boolean }, tx: Executor) {
      const [current] = await tx.select({ creditLimitPence: organisationSuppliers.creditLimitPence }).from(organisationSuppliers).where(eq(organisationSuppliers.id, id));
      const creditLimitPence = creditLimitOnValidation(validation.isValidated, current?.creditLimitPence ?? 0);
      await tx
        .update(organisationSuppliers)
        .set({ ...validation, ...(creditLimitPence === undefined ? {} : { creditLimitPence }) })
        .where(eq(organisationSuppliers.id, id));
    },

    async findRegisterEntry(supplierId: number, accountNumber: string, executor: Executor = db) {
      const [row] = await executor
        .select({ accountNumber: merchantAccountRegister.accountNumber, postcode: merchantAccountRegister.postcode, telephone: merchantAccountRegister.telephone })
        .from(merchantAccountRegister)
        .where(and(eq(merchantAccountRegister.supplierId, supplierId), eq(merchantAccountRegister.accountNumber, accountNumber.trim().toUpperCase())))
        .limit(1);
      return row;
    },

    listSuppliers: (ids: readonly number[]) =>
      db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, [...ids])).orderBy(asc(suppliers.id)),

    async findSupplier(id: number) {
      const [row] = await db.select({ id: suppliers.id, name: suppliers.name, defaultPaymentMethodTypeId: suppliers.defaultPaymentMethodTypeId }).from(suppliers).where(eq(suppliers.id, id)).limit(1);
      return row;
    },

    listBranches: (supplierId: number) =>
      db
        .select({ id: branches.id, name: branches.name, supplierCode: branches.supplierCode, postcode: branches.postcode })
        .from(branches)
        .where(eq(branches.supplierId, supplierId))
        .orderBy(asc(branches.name)),

    async findBranch(supplierId: number, branchId: number) {
      const [row] = await db.select({ id: branches.id }).from(branches).where(and(eq(branches.supplierId, supplierId), eq(branches.id, branchId))).limit(1);
      return row;
    },

    listPaymentMethodTypes: () => db.select({ id: paymentMethodTypes.id, name: paymentMethodTypes.name }).from(paymentMethodTypes).orderBy(asc(paymentMethodTypes.id)),
  };
}
export type MerchantAccountsRepository = ReturnType<typeof createMerchantAccountsRepository>;

/** Who hears about a decided application: the organisation's contact user (else its first active admin). */
export async function findOrganisationContact(executor: Executor, organisationId: number) {
  const [row] = await executor
    .select({ userId: users.id, email: users.email, firstName: users.firstName, orgEmail: organisations.email })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.organisationId, organisationId), eq(users.isActive, true), or(eq(users.isContactUser, true), eq(users.roleName, companyAdminRole))))
    .orderBy(desc(users.isContactUser), asc(users.id))
    .limit(1);
  return row;
}
