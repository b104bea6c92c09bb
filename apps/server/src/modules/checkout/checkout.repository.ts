import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, branches, branchStock, discountCodes, organisationSuppliers, organisations, suppliers, tradeCreditAccounts, userGroups, users } from '../../db/schema/index';

const addressColumns = {
  id: addresses.id,
  isBilling: addresses.isBilling,
  firstName: addresses.firstName,
  surname: addresses.surname,
  companyName: addresses.companyName,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  county: addresses.county,
  postCode: addresses.postCode,
};

const merchantAccountColumns = {
  id: organisationSuppliers.id,
  supplierId: organisationSuppliers.supplierId,
  accountNumber: organisationSuppliers.accountNumber,
  isValidated: organisationSuppliers.isValidated,
  sparesFinder: organisationSuppliers.sparesFinder,
  defaultPaymentMethodTypeId: organisationSuppliers.defaultPaymentMethodTypeId,
  creditLimitPence: organisationSuppliers.creditLimitPence,
  balancePence: organisationSuppliers.balancePence,
};

/** The checkout's reads and its two guarded writes (stock, credit); every query names the organisation where it has one. */
export function createCheckoutRepository(db: Executor) {
  return {
    inTransaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** Serialises the organisation's address writes (a double click on a new address cannot save it twice). */
    async lockOrganisation(organisationId: number, tx: Executor): Promise<boolean> {
      const [row] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
      return row !== undefined;
    },

    listAddresses(organisationId: number, isBilling: boolean, tx: Executor = db) {
      return tx.select(addressColumns).from(addresses).where(and(eq(addresses.organisationId, organisationId), eq(addresses.isBilling, isBilling))).orderBy(asc(addresses.id));
    },

    async insertAddress(organisationId: number, address: Omit<typeof addresses.$inferInsert, 'id' | 'organisationId'>, tx: Executor = db) {
      const [row] = await tx.insert(addresses).values({ ...address, organisationId }).returning(addressColumns);
      return row!;
    },

    /** Deletes one of the organisation's addresses; 0 when it is not theirs (or gone). */
    async deleteAddress(organisationId: number, id: number): Promise<number> {
      const deleted = await db.delete(addresses).where(and(eq(addresses.organisationId, organisationId), eq(addresses.id, id))).returning({ id: addresses.id });
      return deleted.length;
    },

    async findOrganisationInfo(organisationId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          orgName: organisations.orgName,
          contactName: organisations.contactName,
          telephone: organisations.telephone,
          mobile: organisations.mobile,
          email: organisations.email,
          townCity: organisations.townCity,
          postCode: organisations.postCode,
          byBoxEnabled: organisations.byBoxEnabled,
          organisationCredit: organisations.tradeHelpBtCreditAccount,
          groupCredit: userGroups.tradeHelpBtCreditAccount,
        })
        .from(organisations)
        .innerJoin(userGroups, eq(userGroups.id, organisations.userGroupId))
        .where(eq(organisations.id, organisationId));
      return row;
    },

    async findUser(organisationId: number, userId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ email: users.email, firstName: users.firstName, surname: users.surname, telephone: users.telephone, isTestUser: users.isTestUser, disableProductCheckout: users.disableProductCheckout })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)));
      return row;
    },

    listMerchantAccounts(organisationId: number) {
      return db.select(merchantAccountColumns).from(organisationSuppliers).where(eq(organisationSuppliers.organisationId, organisationId)).orderBy(asc(organisationSuppliers.supplierId));
    },

    /** The organisation's account with a merchant; `forUpdate` locks it so two orders cannot both spend the same credit. */
    async findMerchantAccount(organisationId: number, supplierId: number, tx: Executor = db, forUpdate = false) {
      const query = tx
        .select(merchantAccountColumns)
        .from(organisationSuppliers)
        .where(and(eq(organisationSuppliers.organisationId, organisationId), eq(organisationSuppliers.supplierId, supplierId)))
        .orderBy(asc(organisationSuppliers.id))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async addToBalance(organisationId: number, accountId: number, pence: number, tx: Executor): Promise<void> {
      await tx
        .update(organisationSuppliers)
        .set({ balancePence: sql`${organisationSuppliers.balancePence} + ${pence}` })
        .where(and(eq(organisationSuppliers.organisationId, organisationId), eq(organisationSuppliers.id, accountId)));
    },

    /** The organisation's trade credit account (spec 3 §6); `forUpdate` locks it, as the merchant account's. */
    async findTradeCreditAccount(organisationId: number, tx: Executor = db, forUpdate = false) {
      const query = tx
        .select({ id: tradeCreditAccounts.id, accountNumber: tradeCreditAccounts.accountNumber, providerName: tradeCreditAccounts.providerName, creditLimitPence: tradeCreditAccounts.creditLimitPence, balancePence: tradeCreditAccounts.balancePence })
        .from(tradeCreditAccounts)
        .where(eq(tradeCreditAccounts.organisationId, organisationId))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async addToTradeCreditBalance(organisationId: number, accountId: number, pence: number, tx: Executor): Promise<void> {
      await tx
        .update(tradeCreditAccounts)
        .set({ balancePence: sql`${tradeCreditAccounts.balancePence} + ${pence}` })
        .where(and(eq(tradeCreditAccounts.organisationId, organisationId), eq(tradeCreditAccounts.id, accountId)));
    },

    /** A branch's name and address, as the confirmation e-mail names where the order is collected from. */
    async findBranchAddress(branchId: number) {
      const [row] = await db.select({ name: branches.name, address1: branches.address1, address2: branches.address2, town: branches.town, postcode: branches.postcode }).from(branches).where(eq(branches.id, branchId));
      return row;
    },

    /** A merchant's next-day delivery terms (domain next-day-delivery.ts). */
    async findNextDayTerms(supplierId: number, tx: Executor = db) {
      const [row] = await tx.select({ chargePence: suppliers.nextDayChargePence, freeOverPence: suppliers.nextDayFreeOverPence }).from(suppliers).where(eq(suppliers.id, supplierId));
      return row;
    },

    async findSupplier(supplierId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: suppliers.id,
          name: suppliers.name,
          imageUrl: suppliers.imageUrl,
          courierBased: suppliers.courierBased,
          sparesFinder: suppliers.sparesFinder,
          showPreferredCollectionBranch: suppliers.showPreferredCollectionBranch,
          samePostcodeVerification: suppliers.samePostcodeVerification,
          termsOfSaleLink: suppliers.termsOfSaleLink,
          orderingFeatureFlag: suppliers.orderingFeatureFlag,
          isCreditAccount: suppliers.isCreditAccount,
        })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId));
      return row;
    },

    async findDiscountCode(code: string, tx: Executor = db) {
      const [row] = await tx
        .select({ code: discountCodes.code, friendlyName: discountCodes.friendlyName, percentOff: discountCodes.percentOff, validFrom: discountCodes.validFrom, validTo: discountCodes.validTo, supplierId: discountCodes.supplierId })
        .from(discountCodes)
        .where(sql`upper(${discountCodes.code}) = upper(${code})`);
      return row;
    },

    /**
     * Takes `qty` of a product off the branch's shelf, only if that many are there: one conditional UPDATE, so two
     * buyers racing for the last unit cannot both get it (the second finds qty < 1 and gets false).
     */
    async takeStock(branchId: number, productId: number, qty: number, tx: Executor): Promise<boolean> {
      const taken = await tx
        .update(branchStock)
        .set({ qty: sql`${branchStock.qty} - ${qty}` })
        .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, productId), gte(branchStock.qty, qty)))
        .returning({ qty: branchStock.qty });
      return taken.length === 1;
    },

    /** Option 3 (collect later): what the branch holds goes to the order, the merchant brings in the rest; never below zero. */
    async takeStockUpTo(branchId: number, productId: number, qty: number, tx: Executor): Promise<void> {
      await tx
        .update(branchStock)
        .set({ qty: sql`greatest(${branchStock.qty} - ${qty}, 0)` })
        .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, productId)));
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
