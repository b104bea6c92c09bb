import { featureNames } from '@sparesfinder/contracts/platform';
import {
  basketLineTypes,
  configurationVariables,
  discountCodes,
  featureFlags,
  paymentMethodTypes,
  sameDayDeliveryTypes,
  userGroups,
} from '../schema/index';
import type { BulkWriter } from './bulk-writer';
import type { SeedContext } from './seed-context';

/** The shop variants. Group 4 is the electrical services variant (spec 1 §6); 'noshow' hides the banner strip. */
export const userGroupRows: (typeof userGroups.$inferInsert)[] = [
  {
    id: 1,
    name: 'Trade',
    allowSpares: true,
    searchUrl: '/Spares',
    bannerText: '<strong>Free next-day delivery</strong> on account orders over £100 — order by 5pm',
  },
  { id: 2, name: 'Buying Group Partners', allowSpares: true, searchUrl: '/Spares', hideOfferLabels: true, tradeHelpBtCreditAccount: true, bannerText: 'noshow' },
  { id: 3, name: 'Social Housing Contractors', allowSpares: true, searchUrl: '/Spares', bannerText: '<strong>Framework pricing</strong> applied to every order' },
  { id: 4, name: 'Electrical Services', allowSpares: false, searchUrl: '/products', bannerText: 'noshow' },
];

/** Flag states of the demo (brief): everything in featureNames exists so the app never reads an unknown flag. */
const enabledFlags: Record<string, boolean> = {
  [featureNames.aiSearch]: true,
  [featureNames.exportBulkInvoices]: false,
  [featureNames.toggleAltProducts]: true,
  [featureNames.buyBox]: true,
  [featureNames.tradeHubOrdering]: true,
  [featureNames.analytics]: false,
  [featureNames.alternatives]: true,
};

const flagDescriptions: Record<string, string> = {
  [featureNames.aiSearch]: 'Natural-language search suggestions',
  [featureNames.exportBulkInvoices]: 'Download several invoices at once',
  [featureNames.toggleAltProducts]: 'Show the alternative products toggle',
  [featureNames.buyBox]: 'See Buying Options box on product pages',
  [featureNames.tradeHubOrdering]: 'Ordering from TradeHub Supplies',
  [featureNames.analytics]: 'Client-side analytics',
  [featureNames.alternatives]: 'Suggest equivalent parts',
};

const day = 86_400_000;

export async function seedReferenceData(writer: BulkWriter, context: SeedContext): Promise<void> {
  await writer.insert(userGroups, userGroupRows);
  await writer.insert(paymentMethodTypes, [
    { id: 1, name: 'Card' },
    { id: 2, name: 'Account' },
  ]);
  // Only product lines count towards branch availability (spec 3 §3 line types).
  await writer.insert(basketLineTypes, [
    { id: 1, name: 'Product', considerForAvailability: true },
    { id: 2, name: 'Delivery', considerForAvailability: false },
    { id: 3, name: 'Delivery Charge', considerForAvailability: false },
    { id: 4, name: 'Discount', considerForAvailability: false },
    { id: 5, name: 'By-Box Delivery', considerForAvailability: false },
  ]);
  await writer.insert(
    featureFlags,
    Object.values(featureNames).map((name) => ({ name, isEnabled: enabledFlags[name] ?? false, description: flagDescriptions[name] ?? null })),
  );
  await writer.insert(configurationVariables, [
    { name: 'enableGoogleAnalytics', value: 'false' },
    { name: 'isDev', value: 'true' },
  ]);
  await writer.insert(sameDayDeliveryTypes, [
    { id: 1, name: 'GOPHR', description: 'Gophr same-day courier: collected from the branch and delivered', imageUrl: '/images/delivery/gophr.svg' },
    { id: 2, name: 'STUART', description: 'Stuart same-day courier: collected from the branch and delivered to site', imageUrl: '/images/delivery/stuart.svg' },
  ]);
  const now = context.now.getTime();
  await writer.insert(discountCodes, [
    {
      code: 'TRADE10',
      friendlyName: '10% off trade products',
      percentOff: 10,
      validFrom: new Date(now - 30 * day),
      validTo: new Date(now + 5 * 365 * day),
      supplierId: null,
      description: '10% off the products in your basket (delivery charges excluded).',
    },
    {
      code: 'OLD5',
      friendlyName: '5% spring promotion',
      percentOff: 5,
      validFrom: new Date(now - 400 * day),
      validTo: new Date(now - 300 * day),
      supplierId: null,
      description: 'Expired spring promotion.',
    },
  ]);
}
