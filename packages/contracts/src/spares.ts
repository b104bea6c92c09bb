import { z } from 'zod';
import { optionalId, optionalText, skipParam, SortDirection, takeParam } from './catalogue';
import { gcDigits } from '@sparesfinder/domain/spares/spares-search';
import { IdParam } from './common';
import { messages } from './messages';

/*
 * Spares finder (spec 3 §2.2, §3, §4.10, §5, §7 "Spares finder"). Reads are GETs with query strings, so a deep link
 * or a retry is harmless; the one write (part availability request) is idempotent per organisation and part.
 * Money is pounds ex VAT at this edge (integer pence inside).
 */

/** spec 3 §2.2 results page size (issue #16). */
export const sparesPageSize = 52;

const pageParams = {
  skip: skipParam,
  take: takeParam(sparesPageSize),
  /** spec 3 §9: ascending by Description by default; Product Name A-Z / Z-A. */
  sortDirection: SortDirection,
};

export const Manufacturer = z.object({ id: z.number().int(), name: z.string() });
export type Manufacturer = z.infer<typeof Manufacturer>;
export const ManufacturersResponse = z.object({ collection: z.array(Manufacturer) });
export type ManufacturersResponse = z.infer<typeof ManufacturersResponse>;

/** An appliance as the dropdowns and the multi-appliance dialog show it. hasManual = 'View Manual' (spec 3 §2.2). */
export const Appliance = z.object({
  id: z.number().int(),
  name: z.string(),
  gcNumber: z.string(),
  manufacturerId: z.number().int(),
  manufacturer: z.string(),
  hasManual: z.boolean(),
});
export type Appliance = z.infer<typeof Appliance>;

export const AppliancesQuery = z.object({ manufacturerId: IdParam });
export type AppliancesQuery = z.input<typeof AppliancesQuery>;
export const AppliancesResponse = z.object({ collection: z.array(Appliance) });
export type AppliancesResponse = z.infer<typeof AppliancesResponse>;

export const PartType = z.object({ id: z.number().int(), name: z.string() });
export type PartType = z.infer<typeof PartType>;
export const PartTypesQuery = z.object({ applianceId: IdParam });
export type PartTypesQuery = z.input<typeof PartTypesQuery>;
export const PartTypesResponse = z.object({ collection: z.array(PartType) });
export type PartTypesResponse = z.infer<typeof PartTypesResponse>;

/**
 * spec 3 §3 "Product/part card (spares finder)". price = the list price (0 = obsolete, 'Item Obsolete');
 * cost = what the viewer's organisation pays (domain pricePaidPence: buying-group cost for members). qty = the
 * quantity in the viewer's open basket; liked = the viewer's favourite. app/appid/appgc = the appliance the part was
 * found through (else the first it fits); pgcn = the GC number searched, else appgc. diagram_placement_ref = its
 * number on that appliance's diagram.
 */
export const PartCard = z.object({
  itemid: z.number().int(),
  mpn: z.string(),
  description: z.string(),
  img_url: z.string(),
  manid: z.number().int().nullable(),
  man: z.string().nullable(),
  app: z.string().nullable(),
  appid: z.number().int().nullable(),
  pgcn: z.string().nullable(),
  appgc: z.string().nullable(),
  price: z.number(),
  cost: z.number(),
  qty: z.number().int(),
  liked: z.boolean(),
  diagram_placement_ref: z.string().nullable(),
  part_type_id: z.number().int().nullable(),
  part_type: z.string().nullable(),
});
export type PartCard = z.infer<typeof PartCard>;

export const PartsPage = z.object({ collection: z.array(PartCard), count: z.number().int().nonnegative() });
export type PartsPage = z.infer<typeof PartsPage>;

/** Select Appliance mode (spec 3 §5): all three chosen; the appliance must be the manufacturer's (else 404). */
export const SearchPartsQuery = z.object({ manufacturerId: IdParam, applianceId: IdParam, partTypeId: IdParam, ...pageParams });
export type SearchPartsQuery = z.input<typeof SearchPartsQuery>;
/** The parsed query, as the web's fetcher sends it. */
export type SearchPartsParams = z.output<typeof SearchPartsQuery>;

const searchText = messages.spares.enterSearchText; // spec 3 §5
/** spec 3 §5: a GC number excludes dashes and spaces; what remains must be digits. */
export const GcNumberText = z
  .string({ error: searchText })
  .transform(gcDigits)
  .pipe(z.string().min(1, searchText).max(20).regex(/^\d+$/, messages.spares.gcDigitsOnly));

/**
 * GC search. Several appliances with the number (4799902) and no applianceId: the appliances only, for the dialog
 * 'We found more than 1 appliance, please select one...'; the page then asks again with the one chosen.
 */
export const SearchByGcQuery = z.object({ gcNumber: GcNumberText, applianceId: optionalId, ...pageParams });
export type SearchByGcQuery = z.input<typeof SearchByGcQuery>;
export type SearchByGcParams = z.output<typeof SearchByGcQuery>;
export const SearchByGcResponse = PartsPage.extend({
  appliances: z.array(Appliance),
  /** The appliance whose parts are listed; null when none or several were found. */
  appliance: Appliance.nullable(),
});
export type SearchByGcResponse = z.infer<typeof SearchByGcResponse>;

/** Keyword mode: part code or words; manufacturerId absent = 'All Manufacturers' (spec 3 §5). */
export const SearchByKeywordQuery = z.object({
  q: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().min(1, searchText).max(100)),
  manufacturerId: optionalId,
  ...pageParams,
});
export type SearchByKeywordQuery = z.input<typeof SearchByKeywordQuery>;
export type SearchByKeywordParams = z.output<typeof SearchByKeywordQuery>;

/** spec 3 §3 "Diagram": diagramid, diagram_url, pnum (its number within the appliance), desc, man, app. */
export const Diagram = z.object({
  diagramid: z.number().int(),
  diagram_url: z.string(),
  pnum: z.number().int(),
  desc: z.string(),
  man: z.string(),
  app: z.string(),
});
export type Diagram = z.infer<typeof Diagram>;
export const DiagramsQuery = z.object({ applianceId: IdParam });
export type DiagramsQuery = z.input<typeof DiagramsQuery>;
export const DiagramsResponse = z.object({ appliance: Appliance, collection: z.array(Diagram) });
export type DiagramsResponse = z.infer<typeof DiagramsResponse>;

/** The parts of one diagram (a diagram category), in placement order. */
export const DiagramPartsQuery = z.object({ diagramId: IdParam });
export type DiagramPartsQuery = z.input<typeof DiagramPartsQuery>;
export const DiagramPartsResponse = z.object({ diagram: Diagram, collection: z.array(PartCard) });
export type DiagramPartsResponse = z.infer<typeof DiagramPartsResponse>;

/** The appliance document (PDF, new tab); 404 when the appliance has none. */
export const ManualQuery = z.object({ applianceId: IdParam });
export type ManualQuery = z.input<typeof ManualQuery>;

/**
 * spec 3 §7 "Subscribe to part availability": manufacturerPartNumber, description, imageUrl, selectedBranchId and
 * the iBasis fields. One request per organisation and part: asking again answers the same request.
 */
export const PartAvailabilityRequest = z.object({
  manufacturerPartNumber: z.string().trim().min(1, 'Part number is required').max(60),
  description: z.string().trim().min(1, 'Description is required').max(500),
  imageUrl: optionalText(300),
  selectedBranchId: optionalId,
  iBasisManId: optionalId,
  iBasisAppliance: optionalText(150),
  iBasisApplianceId: optionalId,
  iBasisGCN: optionalText(20),
  iBasisApplianceGC: optionalText(20),
});
export type PartAvailabilityRequest = z.input<typeof PartAvailabilityRequest>;
export type PartAvailabilityRequestForm = z.output<typeof PartAvailabilityRequest>;
export const PartAvailabilityResponse = z.object({ success: z.boolean(), message: z.string(), requestId: z.number().int() });
export type PartAvailabilityResponse = z.infer<typeof PartAvailabilityResponse>;
