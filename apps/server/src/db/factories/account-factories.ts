import type { addresses, organisations, users } from '../schema/index';

type OrganisationRow = typeof organisations.$inferInsert;
type UserRow = typeof users.$inferInsert;
type AddressRow = typeof addresses.$inferInsert;

/**
 * Row factories shared by the demo seed and by tests. Each returns a complete, valid row; callers override what the
 * test or the demo world is about. Pure: inserting is the caller's job (the seed bulk-loads, tests use Drizzle).
 */
export function organisationRow(overrides: Partial<OrganisationRow> & Pick<OrganisationRow, 'orgName'>): OrganisationRow {
  return {
    postCode: null,
    address1: null,
    address2: null,
    address3: null,
    county: null,
    townCity: null,
    email: null,
    telephone: null,
    regCompanyNo: null,
    mobile: null,
    contactName: null,
    gasSafeNo: null,
    buyingGroupStatusId: 0,
    userGroupId: 1,
    byBoxEnabled: false,
    tradeHelpBtCreditAccount: false,
    preferNonGenuineParts: false,
    isTestAccount: false,
    ...overrides,
  };
}

export function userRow(overrides: Partial<UserRow> & Pick<UserRow, 'organisationId' | 'email' | 'passwordHash'>): UserRow {
  return {
    firstName: 'Sam',
    surname: 'Taylor',
    telephone: null,
    roleName: 'CompanyAdmin',
    isActive: true,
    disableProductCheckout: false,
    isTestUser: false,
    isContactUser: false,
    ...overrides,
    // Sign-in compares lower-cased input with the stored address.
    email: overrides.email.toLowerCase(),
  };
}

export function addressRow(overrides: Partial<AddressRow> & Pick<AddressRow, 'organisationId'>): AddressRow {
  return {
    isBilling: false,
    firstName: 'Sam',
    surname: 'Taylor',
    companyName: null,
    address1: '1 High Street',
    address2: null,
    city: 'Leeds',
    county: 'West Yorkshire',
    postCode: 'LS1 1AA',
    ...overrides,
  };
}
