import type { Basket } from '@sparesfinder/contracts/basket';
import type { CheckoutRules, SavedAddress } from '@sparesfinder/contracts/checkout';
import { basketLine, basketWith } from '../../test-utils/fixtures';
import type { MockRoutes } from '../../test-utils/mock-api';
import { renderWithProviders } from '../../test-utils/render';
import { CheckoutView } from './components/checkout-view';

/** The checkout's test world: Acme's basket collected at Heatline Leeds South, its rules, cards and addresses. */
const inFiveMinutes = () => new Date(Date.now() + 300_000).toISOString();
export const basket = (overrides: Partial<Basket> = {}): Basket => ({
  ...basketWith([basketLine({ id: 11, qty: 2 }), basketLine({ id: 12, manufacturerCode: 'GEN-15MM-ISO', description: '15mm isolating valve', qty: 3, cost: 4.2, displayedCost: 4.2 })]),
  selectedBranchId: 1,
  selectedBranch: { name: 'Heatline Leeds South', supplierID: 1, supplier: { name: 'Heatline', imageUrl: '/images/suppliers/1.svg' } },
  expiryDate: inFiveMinutes(),
  ...overrides,
});
export const rules = (overrides: Partial<CheckoutRules> = {}): CheckoutRules => ({
  paymentMethods: { defaultMethod: 2, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' },
  blockedMessage: null,
  isByBox: false,
  courierSelected: false,
  preferredCollectionBranchShown: false,
  samePostcodeVerification: false,
  termsOfSaleLink: null,
  availableCredit: 3751.4,
  accountNumber: 'ACM1001',
  accountProviderName: null,
  ...overrides,
});
export const card = (tokenID: string, last4Digits: string) => ({ tokenID, expiryDate: '0929', last4Digits, billingAddress: { address1: '1 Road', address2: null, city: 'Leeds', postCode: 'LS11 5AB' } });
export const organisation = { orgName: 'Acme Heating Ltd', contactName: 'Alex Morgan', telephone: '0113 496 0123', mobile: null, email: 'admin@acme-heating.test', townCity: 'Leeds', postCode: 'LS11 5AB', tradeHelpBTCreditAccount: false, byBoxEnabled: true };
/** A saved address of Acme's (seed: acme-account.ts), billing unless told. */
export const savedAddress = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 1,
  firstName: 'Alex',
  surname: 'Morgan',
  companyName: 'Acme Heating Ltd',
  address1: 'Unit 3, Holbeck Trade Park',
  address2: 'Ingram Road',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS11 5AB',
  isBilling: true,
  ...overrides,
});

export function renderCheckout({ current = basket(), checkoutRules = rules(), cards = [] as ReturnType<typeof card>[], api = {} as MockRoutes } = {}) {
  return renderWithProviders(<CheckoutView basketKey={current.basketKey} />, {
    path: `/Basket/Checkout/${current.basketKey}`,
    api: {
      'GET /Basket/GetBasketByKey': () => ({ body: current }),
      'GET /Checkout/GetCheckoutRules': checkoutRules,
      'GET /Checkout/GetOrganisationInfo': organisation,
      'GET /SavedCard/GetSavedCards': cards,
      'GET /Address/GetSavedAddresses': [],
      ...api,
    },
  });
}
export const bodyOf = async (request: Request) => JSON.parse(await request.clone().text());
