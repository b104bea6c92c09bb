import type { suppliers } from '../../schema/index';

/** Broad regions a regional merchant trades in; derived from the postcode area (see regions.ts). */
export type Region =
  | 'yorkshire'
  | 'northwest'
  | 'northeast'
  | 'midlands'
  | 'london'
  | 'southeast'
  | 'east'
  | 'southwest'
  | 'wales'
  | 'scotland'
  | 'northernireland';

export interface SupplierDefinition {
  row: typeof suppliers.$inferInsert & { id: number };
  /** Short brand used in branch names ('Heatline Leeds South'). */
  shortName: string;
  /** Two-letter prefix of branch codes and account numbers. */
  code: string;
  domain: string;
  /** Relative size of the branch network. */
  weight: number;
  /** Undefined = national. */
  regions?: readonly Region[];
  /** Share of spare parts / general products it prices (a spares specialist prices few general products). */
  spareShare: number;
  generalShare: number;
}

const terms = (slug: string) => `https://www.${slug}.test/terms-of-sale`;
const image = (id: number) => `/images/suppliers/${id}.svg`;

/** Merchants per DEMO_DATA.md "Merchants": 1-4 have named roles in the rules; 5+ are regional. Ids 9-12 exist at full scale only. */
export const supplierDefinitions: readonly SupplierDefinition[] = [
  {
    row: { id: 1, name: 'Heatline Merchants', imageUrl: image(1), termsOfSaleLink: terms('heatline-merchants'), accountNeedsOnlyBranchAndNumber: true, showPreferredCollectionBranch: true, nextDayChargePence: 995, nextDayFreeOverPence: 10_000, deliversNextDay: true, leadTimeDays: 2, vatNumber: 'GB688126305', registeredAddress: 'Heatline House, 14 Ring Road, Beeston, Leeds LS11 8QP' },
    shortName: 'Heatline', code: 'HL', domain: 'heatline-merchants.test', weight: 0.24, spareShare: 1, generalShare: 1,
  },
  {
    row: { id: 2, name: 'Pipeworks Direct', imageUrl: image(2), termsOfSaleLink: terms('pipeworks-direct'), automaticValidation: true, samePostcodeVerification: true, nextDayChargePence: 750, deliversNextDay: true, deliveryCutoffMinute: 1020, leadTimeDays: 1, vatNumber: 'GB403190104', registeredAddress: 'Pipeworks House, 220 Aston Lane, Birmingham B6 4AR' },
    shortName: 'Pipeworks', code: 'PW', domain: 'pipeworks-direct.test', weight: 0.16, spareShare: 0.75, generalShare: 1,
  },
  {
    // Courier-based finder supplier: account (type 2) by default, courier delivery lines paid by card (cardSinceCourier, spec 3 §9).
    row: { id: 3, name: 'Boilerhouse Spares', imageUrl: image(3), termsOfSaleLink: terms('boilerhouse-spares'), courierBased: true, defaultPaymentMethodTypeId: 2, onlineDelivery: true, showBranchDistance: false, showBranchDetailsLink: false, deliveryChargeText: 'Courier delivery from £6.95', vatNumber: 'GB284696504', registeredAddress: 'Boilerhouse Yard, 9 Canal Street, Manchester M1 3HE' },
    shortName: 'Boilerhouse Spares', code: 'BH', domain: 'boilerhouse-spares.test', weight: 0.04, spareShare: 1, generalShare: 0.1,
  },
  {
    row: { id: 4, name: 'TradeHub Supplies', imageUrl: image(4), termsOfSaleLink: terms('tradehub-supplies'), byBoxDelivery: true, isCreditAccount: true, isTradeClub: true, orderingFeatureFlag: 'tradehub-ordering', showPreferredCollectionBranch: true, deliveryChargeText: 'By-box delivery to your local locker, free before 8pm', deliversNextDay: true, leadTimeDays: 2, sameDayPickMinutes: 45, vatNumber: 'GB515492153', registeredAddress: '1 TradeHub Park, Milton Keynes MK9 2AB' },
    shortName: 'TradeHub', code: 'TH', domain: 'tradehub-supplies.test', weight: 0.16, spareShare: 0.8, generalShare: 1,
  },
  {
    row: { id: 5, name: 'Northern Heating Supplies', imageUrl: image(5), termsOfSaleLink: terms('northern-heating'), samePostcodeVerification: true, vatNumber: 'GB819145131', registeredAddress: '27 Quayside Works, Newcastle upon Tyne NE1 3DX' },
    shortName: 'Northern Heating', code: 'NH', domain: 'northern-heating.test', weight: 0.11, regions: ['yorkshire', 'northwest', 'northeast'], spareShare: 0.7, generalShare: 0.9,
  },
  {
    row: { id: 6, name: 'Clyde Plumbing & Heating', imageUrl: image(6), termsOfSaleLink: terms('clyde-plumbing'), showPreferredCollectionBranch: true, vatNumber: 'GB405617763', registeredAddress: '118 Kingston Trading Estate, Glasgow G5 8QA' },
    shortName: 'Clyde P&H', code: 'CP', domain: 'clyde-plumbing.test', weight: 0.08, regions: ['scotland', 'northernireland'], spareShare: 0.6, generalShare: 0.9,
  },
  {
    row: { id: 7, name: 'Severn Trade Centre', imageUrl: image(7), termsOfSaleLink: terms('severn-trade'), isCreditAccount: true, vatNumber: 'GB332430008', registeredAddress: 'Severn House, 3 Riverside Way, Gloucester GL2 5RT' },
    shortName: 'Severn Trade', code: 'SV', domain: 'severn-trade.test', weight: 0.09, regions: ['southwest', 'wales'], spareShare: 0.6, generalShare: 0.9,
  },
  {
    row: { id: 8, name: 'Capital Plumb Centre', imageUrl: image(8), termsOfSaleLink: terms('capital-plumb-centre'), samePostcodeVerification: true, showPreferredCollectionBranch: true, vatNumber: 'GB605577924', registeredAddress: '55 Wharf Road, London N1 7GU' },
    shortName: 'Capital Plumb', code: 'CC', domain: 'capital-plumb-centre.test', weight: 0.12, regions: ['london', 'southeast', 'east'], spareShare: 0.65, generalShare: 1,
  },
  {
    row: { id: 9, name: 'Midland Heating Wholesale', imageUrl: image(9), termsOfSaleLink: terms('midland-heating'), vatNumber: 'GB823775902', registeredAddress: '8 Foundry Lane, Derby DE1 3FR' },
    shortName: 'Midland Heating', code: 'MH', domain: 'midland-heating.test', weight: 0.08, regions: ['midlands'], spareShare: 0.6, generalShare: 0.9,
  },
  {
    row: { id: 10, name: 'Anglia Plumbing Supplies', imageUrl: image(10), termsOfSaleLink: terms('anglia-plumbing'), vatNumber: 'GB988459342', registeredAddress: '12 Whitefriars Court, Norwich NR3 1RS' },
    shortName: 'Anglia Plumbing', code: 'AP', domain: 'anglia-plumbing.test', weight: 0.05, regions: ['east', 'southeast'], spareShare: 0.5, generalShare: 0.9,
  },
  {
    row: { id: 11, name: 'Ulster Trade Supplies', imageUrl: image(11), termsOfSaleLink: terms('ulster-trade'), samePostcodeVerification: true, vatNumber: 'GB615513953', registeredAddress: '40 Duncrue Industrial Park, Belfast BT3 9BP' },
    shortName: 'Ulster Trade', code: 'UT', domain: 'ulster-trade.test', weight: 0.03, regions: ['northernireland'], spareShare: 0.5, generalShare: 0.8,
  },
  {
    row: { id: 12, name: 'Pennine Electrical Wholesale', imageUrl: image(12), termsOfSaleLink: terms('pennine-electrical'), sparesFinder: false, vatNumber: 'GB209414186', registeredAddress: '6 Calder Mills, Halifax HX1 5ER' },
    shortName: 'Pennine Electrical', code: 'PE', domain: 'pennine-electrical.test', weight: 0.05, regions: ['yorkshire', 'northwest', 'midlands'], spareShare: 0, generalShare: 0.6,
  },
];
