import { z } from 'zod';
import { Supplier } from './merchant-accounts';

/**
 * Branch availability (spec 3 §3, §4.1-4.2; issue 14). The same request is answered two ways:
 * - live, over the WebSocket /availabilityHub: client {"invoke":"GetAvailability","args":{"latitude":53.78,
 *   "longitude":-1.55,"postCode":"LS11 5AB"}}; server {"event":"started","requestId"}, one
 *   {"event":"availability","requestId","data":BranchAvailability} per branch as soon as it is computed (nearest
 *   first; a merchant whose stock service is slow comes after the others), then {"event":"completed","requestId",
 *   "branches":N}; a failure is {"event":"error","message"}. A new request or a closed socket cancels the old one.
 * - all at once, POST /SparesAvailability/GetAvailability (same body as the args) → { branches: [...] }, in the
 *   same order (for tools, the benchmark and clients without WebSockets).
 * Money is in pounds ex VAT (2 decimals); date-times are ISO 8601 UTC; dateText is 'Tue 3rd Jun' (UK calendar).
 */
export const GetAvailabilityRequest = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  postCode: z.string().trim().max(10).optional(),
});
export type GetAvailabilityRequest = z.input<typeof GetAvailabilityRequest>;

export const AvailabilityEntry = z.object({
  manufacturerCode: z.string(),
  manufacturerNumber: z.number().int().nullable(),
  originalManufacturerCode: z.string(),
  productName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  qty: z.number().int(),
  availableQty: z.number().int(),
  available: z.boolean(),
  inStock: z.boolean(),
  price: z.number(),
  displayedPrice: z.number(),
  properties: z.object({ fulfilmentOptionId: z.number().int() }),
  isGenuine: z.boolean(),
  isGenuineEquivalent: z.boolean(),
  isMerchantEquivalent: z.boolean(),
  alternativeItem: z.boolean(),
  itemSupplierCode: z.string(),
  show: z.boolean(),
});
export type AvailabilityEntry = z.infer<typeof AvailabilityEntry>;

const SlotSummary = z.object({ availableQty: z.number().int(), requestedQty: z.number().int(), hasAlternative: z.boolean() });

export const FulfilmentOption = z.object({
  /** spec 3 §4.1: 0 collect same day, 1 next day, 2 next-day delivery, 3 later date, 4 express same-day, 5 by-box. */
  id: z.number().int().min(0).max(5),
  dateTime: z.string(),
  dateText: z.string(),
  availableQty: z.number().int(),
  requestedQty: z.number().int(),
  hasAlternative: z.boolean(),
  /** The shown entries' price × available units, pounds ex VAT. */
  total: z.number(),
});
export type FulfilmentOption = z.infer<typeof FulfilmentOption>;

const OpeningTime = z.object({ hours: z.number().int(), minutes: z.number().int(), seconds: z.number().int() });

export const BranchAvailability = z.object({
  branch: z.object({
    id: z.number().int(),
    name: z.string(),
    supplierID: z.number().int(),
    supplier: z.object({
      name: z.string(),
      imageUrl: z.string(),
      deliveryChargeText: z.string().nullable(),
      showBranchDistance: z.boolean(),
      showBranchDetailsLink: z.boolean(),
      isCreditAccount: z.boolean(),
      isTradeClub: z.boolean(),
      onlineDelivery: z.boolean(),
      showPreferredCollectionBranch: z.boolean(),
      samePostcodeVerification: z.boolean(),
      termsOfSaleLink: z.string().nullable(),
    }),
    distanceMiles: z.number(),
    /** Where the branch is (its detail modal's map, spec 3 §2.3). */
    latitude: z.number(),
    longitude: z.number(),
    isExpressOpen: z.boolean(),
    branchSameDayDeliveryTypes: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string(), imageUrl: z.string() })),
    /** Per weekday (0 = Sunday); null = closed. Midnight means the spec 3 §9 default. */
    openingTimes: z.array(z.object({ weekday: z.number().int(), opening: OpeningTime.nullable(), closing: OpeningTime.nullable() })),
    address1: z.string(),
    address2: z.string().nullable(),
    address3: z.string().nullable(),
    address4: z.string().nullable(),
    postcode: z.string(),
    telephone: z.string(),
    email: z.string(),
  }),
  /** 'unavailable' when the merchant's stock service failed or timed out: the slots are then empty. */
  status: z.enum(['available', 'unavailable']),
  sameDayAvailability: z.array(AvailabilityEntry),
  nextDayAvailability: z.array(AvailabilityEntry),
  nextDayDelivery: z.array(AvailabilityEntry),
  futureDateAvailability: z.array(AvailabilityEntry),
  sameDayDateTime: z.string().nullable(),
  nextDayDateTime: z.string().nullable(),
  nextDayDeliveryDateTime: z.string().nullable(),
  futureDateDateTime: z.string().nullable(),
  quantities: z.object({ sameDay: SlotSummary, nextDay: SlotSummary, nextDayDelivery: SlotSummary, futureDate: SlotSummary }),
  mostAvailable: z.number().int(),
  fulfilmentOptions: z.array(FulfilmentOption),
  defaultFulfilmentOptionId: z.number().int().nullable(),
});
export type BranchAvailability = z.infer<typeof BranchAvailability>;

export const GetAvailabilityResponse = z.object({ branches: z.array(BranchAvailability) });
export type GetAvailabilityResponse = z.infer<typeof GetAvailabilityResponse>;

/**
 * GET /SparesAvailability/GetMerchants (ours): every merchant's id and name, by id, so the sort list's 'filter by
 * merchant' options (spec 3 §9: 4-6 are suppliers 2, 1 and 4) carry the merchant's name even when none of its
 * branches has answered (no branch of it nearby, or no location yet).
 * A separate call rather than a wider OrganisationSupplier/ListSuppliers: that one is the add-account dialog's list
 * of the merchants a credit account can be opened with (spec 1 §5, §9: ids 1 and 2), and the dialog's rules read it
 * so ("accounts exist for both of the two known merchants"); every merchant there would offer accounts that the
 * server refuses.
 */
export const MerchantsResponse = z.array(Supplier);
export type MerchantsResponse = z.infer<typeof MerchantsResponse>;

/**
 * spec 3 §4.5 acceptance, SparesAvailability/Select (collect: options 0, 1, 3, 4; and by-box, 5) and SelectDelivery (option 2):
 * the server computes the branch again for the caller's basket, then fixes on the basket the branch, the option,
 * each line's price at that branch and a 5-minute expiry (spec 3 §9). Answers `true` to go on (spec 3 §4.5); an
 * option the branch does not offer, or with nothing available, is 422 'No items are available!'; an unknown branch 404.
 */
export const SelectAvailabilityRequest = z.object({
  branchId: z.number().int().min(1).max(2_147_483_647),
  /** 5 (by-box) is accepted here too, before ByBox/AddByBoxLine puts its line on (spec 3 §4.5-4.6). */
  fulfilmentOptionId: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4), z.literal(5)]),
});
export type SelectAvailabilityRequest = z.input<typeof SelectAvailabilityRequest>;

export const SelectDeliveryRequest = z.object({
  branchId: z.number().int().min(1).max(2_147_483_647),
  fulfilmentOptionId: z.literal(2).default(2),
});
export type SelectDeliveryRequest = z.input<typeof SelectDeliveryRequest>;

export const SelectAvailabilityResponse = z.literal(true);
