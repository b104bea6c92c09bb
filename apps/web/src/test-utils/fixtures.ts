import type { UserDetails } from '@sparesfinder/contracts/account';
import type { Basket, BasketLine } from '@sparesfinder/contracts/basket';
import type { MenuItem, UserGroup } from '@sparesfinder/contracts/user-group';
import type { MockRoutes } from './mock-api';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { penceToPounds, poundsToPence } from '@sparesfinder/domain/money';

export const adminUser: UserDetails = {
  userId: 1,
  orgID: 10,
  email: 'admin@acme-heating.test',
  firstName: 'Alex',
  surname: 'Morgan',
  roleName: 'CompanyAdmin',
  disableSparesFinderCheckout: false,
  isTestUser: false,
  userGroupId: 1,
};

export const defaultGroup: UserGroup = {
  id: 1,
  name: 'Default',
  allowSpares: true,
  searchUrl: '/Spares',
  hideOfferLabels: false,
  tradeHelpBTCreditAccount: false,
};

export const electricalGroup: UserGroup = {
  ...defaultGroup,
  id: 4,
  name: 'Electrical Services',
  searchUrl: '/products?classification=900',
};

const productType = { id: 1, name: 'Product', considerForAvailability: true };

export const basketLine = (overrides: Partial<BasketLine> = {}): BasketLine => ({
  id: 1,
  manufacturerCode: 'CAL-87161',
  description: 'Diverter valve assembly',
  qty: 1,
  cost: 48.5,
  displayedCost: 48.5,
  displayedCostWithVat: 58.2,
  imageUrl: null,
  manufacturer: 'Caldera',
  iBasisAppliance: null,
  iBasisManId: null,
  iBasisApplianceId: null,
  iBasisGCN: null,
  iBasisApplianceGC: null,
  basketLineTypeId: 1,
  basketLineType: productType,
  ...overrides,
});

/** A basket of these lines with the totals the server would answer (domain basketTotals, as basket-view.ts). */
function serverTotals(lines: readonly BasketLine[]) {
  const totals = basketTotals(
    lines.map((line) => ({
      qty: line.qty,
      costPence: poundsToPence(line.cost),
      displayedCostPence: poundsToPence(line.displayedCost),
    })),
  );
  return {
    totalCost: penceToPounds(totals.totalCostPence),
    totalCostWithVat: penceToPounds(totals.totalCostWithVatPence),
    totalDisplayedCostWithVat: penceToPounds(totals.totalDisplayedCostWithVatPence),
  };
}

export const basketWith = (lines: BasketLine[]): Basket => ({
  basketKey: '6f1c9a62-5a7e-4a0e-9d1b-2f6a7b0c1d2e',
  organisationId: 10,
  version: 1,
  lines,
  fulfillmentPostcode: null,
  quoteId: 0,
  ...serverTotals(lines),
  collectFromBranchOn: null,
  orderDate: null,
  selectedBranchId: null,
  selectedBranch: null,
  isDelivery: false,
  customerOrderNo: null,
  orderId: null,
  expiryDate: null,
  discount: null,
  paymentMethodType: null,
});

/** Unsorted on purpose: the menus sort names. 'Shop-2' urls are spares categories. */
export const menuItems: MenuItem[] = [
  { id: 1, parentId: null, name: 'Valves', url: '/Shop/Valves' },
  { id: 2, parentId: null, name: 'Heating', url: '/Shop/Heating' },
  { id: 3, parentId: 1, name: 'Radiator Valves', url: '/Shop/Valves/Radiator' },
  { id: 4, parentId: 1, name: 'Isolating Valves', url: '/Shop/Valves/Isolating' },
  { id: 5, parentId: 4, name: 'Brass Isolating Valves', url: '/Shop/Valves/Isolating/Brass' },
  { id: 6, parentId: 2, name: 'Boilers', url: '/Shop/Heating/Boilers' },
  { id: 7, parentId: null, name: 'Boiler Spares', url: '/Shop-2/Boiler-Spares' },
  { id: 8, parentId: 7, name: 'PCBs', url: '/Shop-2/Boiler-Spares/PCBs' },
];

/** Every call the shell makes, answered as for admin@acme-heating.test. */
export const shellRoutes = (overrides: MockRoutes = {}): MockRoutes => ({
  'GET /Account/Authenticate': { isAuthenticated: true, utm: {} },
  'GET /Account/UserDetails': adminUser,
  'GET /GetUserGroup': defaultGroup,
  'GET /Features/GetFeatures': [{ name: 'ai-search', isEnabled: true }],
  'GET /Configuration/GetConfigurationVariables': { enableGoogleAnalytics: false, isDev: true },
  'GET /GetMenuItems': menuItems,
  'GET /GetBannerText': { bannerText: 'noshow' },
  'GET /Basket/GetBasketForUser': basketWith([basketLine({ qty: 2 })]),
  'GET /NotificationTriggerLog/UnreadNotifications': { count: 3 },
  'GET /Account/IsAccountCompleted': { isCompleted: true },
  ...overrides,
});
