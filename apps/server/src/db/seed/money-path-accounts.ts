import { addresses, organisationSuppliers, organisations, tradeCreditAccounts, users } from '../schema/index';
import { addressRow, organisationRow, userRow } from '../factories/account-factories';
import { demoAccountsCreatedAt, demoOrganisationIds, demoOrganisationRows, demoUserIds } from './accounts';
import type { BulkWriter } from './bulk-writer';
import { boilerhouseAccountBranchId } from './boilerhouse-express';
import { userGroupRows } from './reference-data';
import type { SeedContext } from './seed-context';

/**
 * The accounts that reach the money paths Acme cannot (DEMO_DATA.md "Money paths and the account to use", issue #44):
 * Northern Boiler Services splits its payment (a Boilerhouse Spares account, courier by card), Keystone Plumbing and
 * Harbour Gas Services buy on trade credit (Keystone's own flag, Harbour's through user group 2).
 */
const { northernBoilers, keystonePlumbing, harbourGas } = demoOrganisationIds;

export const northernBoilersAddress = { address1: 'Unit 2, Dewsbury Road Business Park', address2: 'Dewsbury Road', townCity: 'Leeds', county: 'West Yorkshire', postCode: 'LS11 7DF' } as const;
const keystoneAddress = { address1: 'Unit 9, Hunslet Trading Estate', address2: 'Severn Road', townCity: 'Leeds', county: 'West Yorkshire', postCode: 'LS10 1BL' } as const;
const harbourAddress = { address1: 'Unit 4, Cumberland Basin Works', address2: 'Cumberland Road', townCity: 'Bristol', county: 'City of Bristol', postCode: 'BS1 6XN' } as const;

/** Northern Boiler Services' validated Boilerhouse Spares account (also in the merchant's register). */
export const northernBoilersAccountNumber = 'BHS-7745';

function moneyPathOrganisationRows(createdAt: Date): (typeof organisations.$inferInsert)[] {
  return [
    organisationRow({ id: northernBoilers, orgName: 'Northern Boiler Services', ...northernBoilersAddress, email: 'office@northern-boilers.test', telephone: '0113 496 0214', mobile: '07700 900214', regCompanyNo: '10457712', contactName: 'Dale Hargreaves', gasSafeNo: '548812', createdAt }),
    // Trade credit of its own (spec 3 §6 tradeHelpBTCreditAccount) and no merchant account.
    organisationRow({ id: keystonePlumbing, orgName: 'Keystone Plumbing', ...keystoneAddress, email: 'accounts@keystone-plumbing.test', telephone: '0113 496 0317', mobile: '07700 900317', regCompanyNo: '11820451', contactName: 'Kim Okafor', tradeHelpBtCreditAccount: true, createdAt }),
    // User group 2 hides offer labels and buys on trade credit.
    organisationRow({ id: harbourGas, orgName: 'Harbour Gas Services', ...harbourAddress, email: 'office@harbour-gas.test', telephone: '0117 496 0428', mobile: '07700 900428', regCompanyNo: '12093367', contactName: 'Harriet Quayle', gasSafeNo: '571264', userGroupId: 2, createdAt }),
  ];
}

/** Whether an organisation buys on trade credit: its own flag or its user group's (spec 3 §6, as the checkout reads it). */
function hasTradeCredit(organisation: typeof organisations.$inferInsert): boolean {
  return !!organisation.tradeHelpBtCreditAccount || !!userGroupRows.find((group) => group.id === organisation.userGroupId)?.tradeHelpBtCreditAccount;
}

/** One trade credit account per organisation with the flag, numbered from its id: THB-204517 for organisation 6. */
export function tradeCreditAccountRows(organisationRows: readonly (typeof organisations.$inferInsert)[]): (typeof tradeCreditAccounts.$inferInsert)[] {
  return organisationRows
    .filter(hasTradeCredit)
    .map((organisation, index) => ({ id: index + 1, organisationId: organisation.id!, providerName: 'TradeHelp BT', accountNumber: `THB-${204_511 + organisation.id!}`, creditLimitPence: 500_000, balancePence: 0 }));
}

export async function seedMoneyPathAccounts(writer: BulkWriter, context: SeedContext): Promise<void> {
  const createdAt = demoAccountsCreatedAt(context);
  const rows = moneyPathOrganisationRows(createdAt);
  await writer.insert(organisations, rows);
  const hash = context.passwordHash;
  await writer.insert(users, [
    userRow({ id: demoUserIds.northernBoilers, organisationId: northernBoilers, email: 'admin@northern-boilers.test', passwordHash: hash, firstName: 'Dale', surname: 'Hargreaves', telephone: '0113 496 0214', roleName: 'CompanyAdmin', isContactUser: true, createdAt }),
    userRow({ id: demoUserIds.keystonePlumbing, organisationId: keystonePlumbing, email: 'admin@keystone-plumbing.test', passwordHash: hash, firstName: 'Kim', surname: 'Okafor', telephone: '0113 496 0317', roleName: 'CompanyAdmin', isContactUser: true, createdAt }),
    userRow({ id: demoUserIds.harbourGas, organisationId: harbourGas, email: 'admin@harbour-gas.test', passwordHash: hash, firstName: 'Harriet', surname: 'Quayle', telephone: '0117 496 0428', roleName: 'CompanyAdmin', isContactUser: true, createdAt }),
  ]);
  // Each a billing address (Acme's are 1-3), so checkout has one to start a new card with.
  const billing = (id: number, organisationId: number, firstName: string, surname: string, companyName: string, address: { address1: string; address2: string; townCity: string; county: string; postCode: string }) =>
    addressRow({ id, organisationId, isBilling: true, firstName, surname, companyName, address1: address.address1, address2: address.address2, city: address.townCity, county: address.county, postCode: address.postCode });
  await writer.insert(addresses, [
    billing(4, northernBoilers, 'Dale', 'Hargreaves', 'Northern Boiler Services', northernBoilersAddress),
    billing(5, keystonePlumbing, 'Kim', 'Okafor', 'Keystone Plumbing', keystoneAddress),
    billing(6, harbourGas, 'Harriet', 'Quayle', 'Harbour Gas Services', harbourAddress),
  ]);
  // The split payment path (spec 3 §4.7 cardSinceCourier): the courier-based finder supplier, account by default.
  await writer.insert(organisationSuppliers, [
    { id: 2, organisationId: northernBoilers, supplierId: 3, accountNumber: northernBoilersAccountNumber, typeId: 1, branchId: boilerhouseAccountBranchId, postcode: northernBoilersAddress.postCode, telephoneNumber: '0113 496 0214', isValidated: 1, sparesFinder: true, defaultPaymentMethodTypeId: 2, creditLimitPence: 300_000, balancePence: 0 },
  ]);
  await writer.insert(tradeCreditAccounts, tradeCreditAccountRows([...demoOrganisationRows(createdAt), ...rows]));
}
