import { z } from 'zod';
import { IdParam } from './common';
import { searchPageSize } from './search-paging';

/*
 * Catalogue: search, category pages, product cards and their modals (spec 2 §2, §3, §7).
 * Calls may arrive as JSON or form data (DEMO_DATA runtime contract), so numbers are coerced and an empty form
 * field counts as absent. Money is pounds ex VAT at this edge (integer pence inside).
 */

/** '' from a form field means "not given". */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
export const optionalId = z.preprocess(blankToUndefined, IdParam.optional());
export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
/** 'asc' / 'ASC' / 'Asc' all mean ascending. */
export const SortDirection = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : blankToUndefined(value)),
  z.enum(['ASC', 'DESC']).optional(),
);
export type SortDirection = 'ASC' | 'DESC';

export const maxPageSize = 100;
export const skipParam = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0));
export const takeParam = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(maxPageSize).default(fallback));

// ---------------------------------------------------------------------------------------------- product card

/**
 * spec 2 §3 "Product card". Several fields repeat one value under the names the original app used:
 * productId = itemID = partId; mpn = manufactureCode = manufacturerCode; img_url = imageUrl = imageUrlDisplayString;
 * man = manufacturerName. `description` is the stored text: display it through
 * `displayDescription` (@sparesfinder/domain/catalogue/description) which strips a trailing run of 5+ digits.
 * app/appid/appgc name the appliance the card was found through (a GC-number or appliance search), otherwise the
 * first appliance the part fits; null for general products. pgcn is the GC number the search matched, else appgc.
 * buyingGroupCost is null and isCashBack false unless the organisation is a buying-group member (buyingGroupStatusId
 * > 1; spec 2 §1: Cash Back is for members). isInStock = stocked at any branch. liked = the signed-in user's favourite.
 * qty is the quantity of this product in the user's open basket (0 = 'Add to order'). price 0 = obsolete.
 */
export const ProductCard = z.object({
  productId: z.number().int(),
  itemID: z.number().int(),
  partId: z.number().int(),
  mpn: z.string(),
  manufactureCode: z.string(),
  manufacturerCode: z.string(),
  description: z.string(),
  img_url: z.string(),
  imageUrl: z.string(),
  imageUrlDisplayString: z.string(),
  price: z.number(),
  buyingGroupCost: z.number().nullable(),
  man: z.string().nullable(),
  manid: z.number().int().nullable(),
  manufacturerName: z.string().nullable(),
  app: z.string().nullable(),
  appid: z.number().int().nullable(),
  appgc: z.string().nullable(),
  pgcn: z.string().nullable(),
  diagram_placement_ref: z.string().nullable(),
  isCashBack: z.boolean(),
  isSpecialOffer: z.boolean(),
  isInStock: z.boolean(),
  liked: z.boolean(),
  qty: z.number().int(),
  /** ISO 8601. */
  createdOn: z.string(),
});
export type ProductCard = z.infer<typeof ProductCard>;

// ---------------------------------------------------------------------------------------------- search

/** One ticked filter: an attribute and one of its values. */
export const SelectedAttribute = z.object({ attributeId: z.coerce.number().int().positive(), value: z.string().trim().min(1).max(120) });
export type SelectedAttribute = z.infer<typeof SelectedAttribute>;

/** Form posts carry the selection as a JSON string; JSON bodies as an array. */
const attributesParam = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // left for the array check to reject with a 400
  }
}, z.array(SelectedAttribute).max(50));

/**
 * spec 2 §9 sorts: Recommended = (ASC, 'PREF'): relevance for a search term, else the catalogue's own order;
 * Product Name A-Z = (ASC, 'Name'); Z-A = (DESC, 'Name'). 'Description' is the spec's default search sort and
 * orders like 'Name' (a product's name is its description). Matched case-insensitively.
 */
export const searchSortProps = ['PREF', 'Name', 'Description'] as const;
export type SearchSortProp = (typeof searchSortProps)[number];
const sortPropParam = z.preprocess((value) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return searchSortProps.find((prop) => prop.toLowerCase() === value.trim().toLowerCase()) ?? value;
}, z.enum(searchSortProps).default('PREF'));

/**
 * POST /ProductSearch/SearchIndex (spec 2 §7). classificationId (or, when absent, selectedNodeId) limits the
 * result to that classification and every classification below it. lastAttributeId is accepted for compatibility
 * and not needed: each filter group's counts already ignore that group's own selection (see FilterAttribute).
 */
export const SearchIndexRequest = z.object({
  skip: skipParam,
  take: takeParam(searchPageSize),
  attributes: attributesParam.default([]),
  lastAttributeId: optionalId,
  selectedNodeId: optionalId,
  classificationId: optionalId,
  sortDirection: SortDirection.default('ASC'),
  sortProp: sortPropParam,
  searchTerm: optionalText(200),
});
export type SearchIndexRequest = z.input<typeof SearchIndexRequest>;
export type SearchIndexQuery = z.output<typeof SearchIndexRequest>;

export const FilterValue = z.object({
  value: z.string(),
  /** Products in the result that carry this value (given the other groups' selections). Always > 0 (spec 2 §5). */
  number: z.number().int().positive(),
  selected: z.boolean(),
});
export type FilterValue = z.infer<typeof FilterValue>;

/**
 * spec 2 §3 "Filter attribute". Standard faceting: a group's value counts are computed over the result filtered by
 * the search term, the classification and the OTHER groups' selections, so ticking a second value in the same
 * group (OR) still shows useful counts; groups combine with AND. `number` is the group-level count: products in
 * that set carrying any value of the attribute. Values are ordered by count (desc) then value.
 */
export const FilterAttribute = z.object({
  attributeId: z.number().int(),
  attributeName: z.string(),
  number: z.number().int().nonnegative(),
  values: z.array(FilterValue),
});
export type FilterAttribute = z.infer<typeof FilterAttribute>;

export const ClassificationCount = z.object({
  classificationId: z.number().int(),
  classificationName: z.string(),
  number: z.number().int().positive(),
});
export type ClassificationCount = z.infer<typeof ClassificationCount>;

/**
 * `counts` of the search response: `classifications` = matching products per child of the current classification
 * (top-level classifications when none is chosen), only counts above 0, for the child category buttons.
 * `approximate` is true when the result was too broad to count exactly and the figures are estimates (TARGETS.md):
 * the page must then say the counts are approximate.
 */
export const SearchCounts = z.object({
  classifications: z.array(ClassificationCount),
  approximate: z.boolean(),
});
export type SearchCounts = z.infer<typeof SearchCounts>;

/** `count` = all matching products (for "N products" and the pager); `collection` = this page. */
/**
 * Ours (not in spec 2 §7): the words typed found nothing, so the search ran on near words instead, which the page
 * says ('No results for “isolatng valve”. Showing results for “isolating valve”.'): the term searched, as typed otherwise
 * (domain termSearchedInstead), and whether products with any of its words were listed, not every word.
 */
export const SearchedInstead = z.object({ term: z.string(), anyWord: z.boolean() });
export type SearchedInstead = z.infer<typeof SearchedInstead>;

export const SearchIndexResponse = z.object({
  collection: z.array(ProductCard),
  count: z.number().int().nonnegative(),
  counts: SearchCounts,
  filters: z.array(FilterAttribute),
  searchedInstead: SearchedInstead.optional(),
});
export type SearchIndexResponse = z.infer<typeof SearchIndexResponse>;

// ---------------------------------------------------------------------------------------------- autocomplete

/** spec 1 §5: the header asks only when the text is longer than 3 characters; shorter terms answer empty lists. */
export const autocompleteMinLength = 4;
export const AutocompleteQuery = z.object({ searchTerm: z.string().trim().max(200).default('') });
export type AutocompleteQuery = z.input<typeof AutocompleteQuery>;

/** spec 1 §3 Autocomplete result: a category as `{id, name}`. */
export const AutocompleteCategory = z.object({ id: z.number().int(), name: z.string() });
export type AutocompleteCategory = z.infer<typeof AutocompleteCategory>;

/** spec 1 §3 Autocomplete result, first form: one product name. */
export const AutocompleteNameResult = z.object({ name: z.string() });
export type AutocompleteNameResult = z.infer<typeof AutocompleteNameResult>;

/** spec 1 §3 Autocomplete result, second form: categories and suggested keywords (the 'ai-search' flag, spec 1 §6). */
export const AutocompleteSuggestionResult = z.object({ categories: z.array(AutocompleteCategory), keywords: z.array(z.string()) });
export type AutocompleteSuggestionResult = z.infer<typeof AutocompleteSuggestionResult>;

export const AutocompleteResult = z.union([AutocompleteNameResult, AutocompleteSuggestionResult]);
export type AutocompleteResult = z.infer<typeof AutocompleteResult>;

/**
 * GET /ProductSearch/GetAutoComplete?searchTerm: a list of results in the spec's field names (spec 1 §3). Up to 10
 * `{name}` results (an exact part-number match first); with the 'ai-search' flag on for the organisation (spec 1 §6)
 * one more result `{categories: [{id, name}] (up to 5), keywords: [] (up to 5)}` follows when either has entries.
 */
export const AutocompleteResponse = z.array(AutocompleteResult);
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

// ---------------------------------------------------------------------------------------------- categories

/** spec 2 §3 "Classification". */
export const Classification = z.object({
  classificationId: z.number().int(),
  classificationName: z.string(),
  parentClassificationId: z.number().int().nullable(),
});
export type Classification = z.infer<typeof Classification>;

/** GET ItemClassification/GetData: the whole category tree, flat, in menu order. */
export const ClassificationsResponse = z.object({ collection: z.array(Classification) });
export type ClassificationsResponse = z.infer<typeof ClassificationsResponse>;

/** GET /ProductSearch/GetBreadCrumb?startNodeId (absent = the root: no crumbs, top-level children). */
export const BreadcrumbQuery = z.object({ startNodeId: optionalId });
export type BreadcrumbQuery = z.input<typeof BreadcrumbQuery>;

/** `breadcrumb` runs from the top level down to startNodeId itself; `children` are its direct children. */
export const BreadcrumbResponse = z.object({ breadcrumb: z.array(Classification), children: z.array(Classification) });
export type BreadcrumbResponse = z.infer<typeof BreadcrumbResponse>;

// ---------------------------------------------------------------------------------------------- product modals

/** GET /Item/SearchTechnicalSpecifications?itemId (spec 2 §3 "Specification row"); unknown item = 404. */
export const TechnicalSpecificationsQuery = z.object({ itemId: IdParam });
export const SpecificationRow = z.object({ attributeName: z.string(), value: z.string() });
export type SpecificationRow = z.infer<typeof SpecificationRow>;
export const TechnicalSpecificationsResponse = z.array(SpecificationRow);
export type TechnicalSpecificationsResponse = z.infer<typeof TechnicalSpecificationsResponse>;

/** GET /ProductSearch/PartFits?manufacturerId&mpn: 'This part also fits...' (spec 2 §2). Unknown part = empty list. */
export const PartFitsQuery = z.object({ manufacturerId: optionalId, mpn: z.string().trim().min(1).max(60) });
export type PartFitsQuery = z.input<typeof PartFitsQuery>;
export const PartFitsAppliance = z.object({
  applianceId: z.number().int(),
  manufacturer: z.string(),
  applianceName: z.string(),
  gcn: z.string(),
  /** A 'View Manual' link to ApplianceDocument?applianceId= is offered only when true. */
  hasManual: z.boolean(),
});
export type PartFitsAppliance = z.infer<typeof PartFitsAppliance>;
export const PartFitsResponse = z.array(PartFitsAppliance);
export type PartFitsResponse = z.infer<typeof PartFitsResponse>;

/** GET /ProductSearch/ApplianceDocument?applianceId: the manual as application/pdf, inline; 404 when none. */
export const ApplianceDocumentQuery = z.object({ applianceId: IdParam });

/** GET Basket/GetRelatedProducts?id&pageSize&skip (spec 2 §4: 24 requested). Unknown product = 404. */
export const relatedProductsPageSize = 24;
export const RelatedProductsQuery = z.object({ id: IdParam, pageSize: takeParam(relatedProductsPageSize), skip: skipParam });
export type RelatedProductsQuery = z.input<typeof RelatedProductsQuery>;

/**
 * spec 2 §3 "Related product": id, childItem. {product}Price = sparesFinderPrice (pounds ex VAT; {product} is
 * SparesFinder, as in disableSparesFinderCheckout). Descriptions are full: the slider cuts them at 70 characters
 * with `truncateRelatedDescription`.
 */
export const RelatedProduct = z.object({
  id: z.number().int(),
  childItem: z.object({
    id: z.number().int(),
    description: z.string(),
    sparesFinderPrice: z.number(),
    imageUrlDisplayString: z.string(),
    manufactureCode: z.string(),
    category: z.object({ sortOrder: z.number().int() }),
  }),
});
export type RelatedProduct = z.infer<typeof RelatedProduct>;
export const RelatedProductsResponse = z.object({ collection: z.array(RelatedProduct), count: z.number().int().nonnegative() });
export type RelatedProductsResponse = z.infer<typeof RelatedProductsResponse>;
