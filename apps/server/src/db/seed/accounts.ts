import { organisations, users } from '../schema/index';
import { organisationRow, userRow } from '../factories/account-factories';
import type { BulkWriter } from './bulk-writer';
import type { SeedContext } from './seed-context';

/** Fixed ids of the demo accounts (DEMO_DATA.md "Accounts"); other seed steps and tests refer to them by name. */
export const demoOrganisationIds = { acme: 1, freshPlumbing: 2, sparkElectrical: 3, testAccount: 4, northernBoilers: 5, keystonePlumbing: 6, harbourGas: 7 } as const;
export const demoUserIds = { admin: 1, buyer: 2, locked: 3, noCheckout: 4, fresh: 5, electrical: 6, test: 7, northernBoilers: 8, keystonePlumbing: 9, harbourGas: 10 } as const;
export const demoPassword = 'demo1234!';

export const acmeAddress = {
  address1: 'Unit 3, Holbeck Trade Park',
  address2: 'Ingram Road',
  townCity: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS11 5AB',
} as const;

/** Acme has joined the buying group (spec 1 §4: above 1); its orders and basket are priced as a member's. */
export const acmeBuyingGroupStatusId = 2;

/** When the demo organisations joined: 400 days before the seed's reference time. */
export const demoAccountsCreatedAt = (context: SeedContext): Date => new Date(context.now.getTime() - 400 * 86_400_000);

/** Organisations 1-4 (the money paths' 5-7 are in money-path-accounts.ts). */
export function demoOrganisationRows(createdAt: Date): (typeof organisations.$inferInsert)[] {
  return [
    organisationRow({
      id: demoOrganisationIds.acme,
      orgName: 'Acme Heating Ltd',
      ...acmeAddress,
      email: 'accounts@acme-heating.test',
      telephone: '0113 496 0123',
      mobile: '07700 900123',
      regCompanyNo: '09876543',
      contactName: 'Alex Morgan',
      gasSafeNo: '512345',
      // Above 1 = joined the buying group (spec 1 §4).
      buyingGroupStatusId: acmeBuyingGroupStatusId,
      userGroupId: 1,
      byBoxEnabled: true,
      createdAt,
    }),
    // Deliberately incomplete: no address, so the complete-your-account popup shows and adding to basket is blocked.
    organisationRow({
      id: demoOrganisationIds.freshPlumbing,
      orgName: 'Fresh Plumbing Co',
      email: 'hello@fresh-plumbing.test',
      contactName: 'Jordan Fresh',
      createdAt,
    }),
    organisationRow({
      id: demoOrganisationIds.sparkElectrical,
      orgName: 'Spark Electrical Services',
      address1: 'Unit 12, Westinghouse Trading Estate',
      address2: 'Westinghouse Road',
      townCity: 'Manchester',
      county: 'Greater Manchester',
      postCode: 'M17 1PY',
      email: 'office@spark-electrical.test',
      telephone: '0161 496 0456',
      mobile: '07700 900456',
      regCompanyNo: '11223344',
      contactName: 'Priya Shah',
      userGroupId: 4,
      createdAt,
    }),
    organisationRow({
      id: demoOrganisationIds.testAccount,
      orgName: 'Test Account Ltd',
      address1: '7 Lawley Middleway',
      address2: 'Nechells',
      townCity: 'Birmingham',
      county: 'West Midlands',
      postCode: 'B7 4AA',
      email: 'qa@test-account.test',
      telephone: '0121 496 0789',
      contactName: 'Test Contact',
      isTestAccount: true,
      createdAt,
    }),
  ];
}

export async function seedAccounts(writer: BulkWriter, context: SeedContext): Promise<void> {
  const createdAt = demoAccountsCreatedAt(context);
  await writer.insert(organisations, demoOrganisationRows(createdAt));

  const hash = context.passwordHash;
  await writer.insert(users, [
    userRow({ id: demoUserIds.admin, organisationId: demoOrganisationIds.acme, email: 'admin@acme-heating.test', passwordHash: hash, firstName: 'Alex', surname: 'Morgan', telephone: '0113 496 0123', roleName: 'CompanyAdmin', isContactUser: true, createdAt }),
    userRow({ id: demoUserIds.buyer, organisationId: demoOrganisationIds.acme, email: 'buyer@acme-heating.test', passwordHash: hash, firstName: 'Chris', surname: 'Buyer', roleName: 'Buyer', createdAt }),
    userRow({ id: demoUserIds.locked, organisationId: demoOrganisationIds.acme, email: 'locked@acme-heating.test', passwordHash: hash, firstName: 'Lee', surname: 'Locked', roleName: 'CompanyAdmin', isActive: false, createdAt }),
    userRow({ id: demoUserIds.noCheckout, organisationId: demoOrganisationIds.acme, email: 'nocheckout@acme-heating.test', passwordHash: hash, firstName: 'Nat', surname: 'Browser', roleName: 'CompanyAdmin', disableProductCheckout: true, createdAt }),
    userRow({ id: demoUserIds.fresh, organisationId: demoOrganisationIds.freshPlumbing, email: 'new@fresh-plumbing.test', passwordHash: hash, firstName: 'Jordan', surname: 'Fresh', roleName: 'CompanyAdmin', isContactUser: true, createdAt }),
    userRow({ id: demoUserIds.electrical, organisationId: demoOrganisationIds.sparkElectrical, email: 'electrical@spark-electrical.test', passwordHash: hash, firstName: 'Priya', surname: 'Shah', telephone: '0161 496 0456', roleName: 'CompanyAdmin', isContactUser: true, createdAt }),
    userRow({ id: demoUserIds.test, organisationId: demoOrganisationIds.testAccount, email: 'test@test-account.test', passwordHash: hash, firstName: 'Test', surname: 'User', roleName: 'CompanyAdmin', isTestUser: true, isContactUser: true, createdAt }),
  ]);
}
