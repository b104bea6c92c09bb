import { z } from 'zod';
import { IdParam } from './common';
import { messages } from './messages';
import { optionalText, ProductCard, skipParam, SortDirection, takeParam } from './catalogue';
import { optionalProductImageUrl } from './product-image';

/*
 * The customer's lists (spec 2 §2 "Other pages", §3, §7): favourites, requested products, recently ordered lines,
 * sourcing requests and cash-back registration. Every list belongs to the signed-in user within their organisation;
 * another organisation's ids answer 404. Search bodies are multipart forms in the spec; JSON is accepted too.
 */

/** spec 2 §9: favourites and recently ordered default take 10. */
export const listPageSize = 10;

const listSortProp = <T extends readonly [string, ...string[]]>(props: T, fallback: T[number]) =>
  z.preprocess((value) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return props.find((prop) => prop.toLowerCase() === value.trim().toLowerCase()) ?? value;
  }, z.enum(props).default(fallback));

/** The list search form: searchText (matched against MPN and description), sortDir, sortProp, skip, take. */
const listSearchRequest = <T extends readonly [string, ...string[]]>(props: T, fallbackProp: T[number], fallbackDir: 'ASC' | 'DESC') =>
  z.object({
    searchText: optionalText(200),
    sortDir: SortDirection.default(fallbackDir),
    sortProp: listSortProp(props, fallbackProp),
    skip: skipParam,
    take: takeParam(listPageSize),
  });

// ---------------------------------------------------------------------------------------------- favourites

/** POST LikedProduct/SearchLikedProducts. Sort by name ('Description'; spec 2 §2) or when liked ('CreatedOn'). */
export const LikedProductsSearchRequest = listSearchRequest(['Description', 'CreatedOn'] as const, 'Description', 'ASC');
export type LikedProductsSearchRequest = z.input<typeof LikedProductsSearchRequest>;
export type LikedProductsSearch = z.output<typeof LikedProductsSearchRequest>;

/** spec 2 §3 "Favourite": id (the favourite), itemId (the product) and the product card fields (liked is true). */
export const FavouriteProduct = ProductCard.extend({ id: z.number().int(), itemId: z.number().int() });
export type FavouriteProduct = z.infer<typeof FavouriteProduct>;
export const LikedProductsSearchResponse = z.object({ collection: z.array(FavouriteProduct), totalRecords: z.number().int().nonnegative() });
export type LikedProductsSearchResponse = z.infer<typeof LikedProductsSearchResponse>;

/** GET LikedProduct/LikedProducts: the itemIds the user has liked (to mark stars anywhere). */
export const LikedProductsResponse = z.array(z.object({ itemId: z.number().int() }));
export type LikedProductsResponse = z.infer<typeof LikedProductsResponse>;

/**
 * GET LikedProduct/Toggle (spec 2 §3 "Liked product toggle"). A GET that changes state, kept because the spec names
 * it; the server therefore also demands the X-XSRF-TOKEN header on it (plugins/csrf.ts). itemId identifies the
 * product; the other fields are what the card knows and are accepted but not trusted (the product row is).
 */
export const LikedProductToggleQuery = z.object({
  itemId: IdParam,
  manufacturerPartNumber: optionalText(60),
  description: optionalText(1000),
  imageUrl: optionalProductImageUrl,
  iBasisManId: optionalText(20),
  iBasisAppliance: optionalText(150),
  iBasisApplianceId: optionalText(20),
  iBasisGCN: optionalText(20),
  iBasisApplianceGC: optionalText(20),
  cost: optionalText(20),
  man: optionalText(100),
});
export type LikedProductToggleQuery = z.input<typeof LikedProductToggleQuery>;
/** The new state: liked true after liking, false after unliking. */
export const LikedProductToggleResponse = z.object({ itemId: z.number().int(), liked: z.boolean() });
export type LikedProductToggleResponse = z.infer<typeof LikedProductToggleResponse>;

// ---------------------------------------------------------------------------------------------- requested products

/** POST RequestedProducts/SearchRequestedProducts (multipart form). Newest first by default. */
export const RequestedProductsSearchRequest = listSearchRequest(['CreatedOn', 'Description'] as const, 'CreatedOn', 'DESC');
export type RequestedProductsSearchRequest = z.input<typeof RequestedProductsSearchRequest>;
export type RequestedProductsSearch = z.output<typeof RequestedProductsSearchRequest>;

/**
 * spec 2 §3 "Requested product": id, createdOn (ISO 8601) and the product fields as requested. productId names
 * the catalogue product with that MPN when there is one. The card cuts the description at 30 characters
 * (truncation helpers in @sparesfinder/domain/catalogue/description).
 */
export const RequestedProduct = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  manufacturerPartNumber: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  iBasisAppliance: z.string().nullable(),
  productId: z.number().int().nullable(),
});
export type RequestedProduct = z.infer<typeof RequestedProduct>;
/** totalRecords is the count in the page header ('please see your emails for updates'). */
export const RequestedProductsSearchResponse = z.object({ collection: z.array(RequestedProduct), totalRecords: z.number().int().nonnegative() });
export type RequestedProductsSearchResponse = z.infer<typeof RequestedProductsSearchResponse>;

/** POST RequestedProducts/AddProductToRequestedProducts (JSON). */
export const AddRequestedProductRequest = z.object({
  manufacturerPartNumber: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(1000),
  imageUrl: optionalProductImageUrl,
  iBasisAppliance: optionalText(150),
});
export type AddRequestedProductRequest = z.input<typeof AddRequestedProductRequest>;
export type AddRequestedProductForm = z.output<typeof AddRequestedProductRequest>;
export const AddRequestedProductResponse = z.object({ success: z.boolean(), id: z.number().int() });
export type AddRequestedProductResponse = z.infer<typeof AddRequestedProductResponse>;

/** POST RequestedProducts/RemoveProductFromRequestedProducts (multipart form: id). Not the user's = 404. */
export const RemoveRequestedProductRequest = z.object({ id: IdParam });
export type RemoveRequestedProductRequest = z.input<typeof RemoveRequestedProductRequest>;
export const SuccessResponse = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

// ---------------------------------------------------------------------------------------------- recently ordered

/**
 * POST Orders/RecentlyOrderedLines (form or JSON: searchText, sortDir, sortProp). spec 2 §2 sorts: Purchase Date
 * newest = (DESC, 'OrderDate') (the default), oldest = (ASC, 'OrderDate'), Product Name A-Z = (ASC, 'Description'),
 * Z-A = (DESC, 'Description').
 */
export const RecentlyOrderedLinesRequest = listSearchRequest(['OrderDate', 'Description'] as const, 'OrderDate', 'DESC');
export type RecentlyOrderedLinesRequest = z.input<typeof RecentlyOrderedLinesRequest>;
export type RecentlyOrderedLinesSearch = z.output<typeof RecentlyOrderedLinesRequest>;

/** One product line of a placed order of the user's organisation. price is pounds ex VAT per unit. */
export const RecentlyOrderedLine = z.object({
  id: z.number().int(),
  basketKey: z.string(),
  orderId: z.number().int().nullable(),
  /** ISO 8601. */
  orderDate: z.string(),
  productId: z.number().int().nullable(),
  manufacturerCode: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  manufacturer: z.string().nullable(),
  qty: z.number().int(),
  price: z.number(),
  iBasisManId: z.number().int().nullable(),
  iBasisAppliance: z.string().nullable(),
  iBasisApplianceId: z.number().int().nullable(),
  iBasisGCN: z.string().nullable(),
  iBasisApplianceGC: z.string().nullable(),
});
export type RecentlyOrderedLine = z.infer<typeof RecentlyOrderedLine>;
export const RecentlyOrderedLinesResponse = z.object({ collection: z.array(RecentlyOrderedLine), totalRecords: z.number().int().nonnegative() });
export type RecentlyOrderedLinesResponse = z.infer<typeof RecentlyOrderedLinesResponse>;

// ---------------------------------------------------------------------------------------------- sourcing and cash back

/** spec 2 §7: `type` is the scenario text, e.g. this one for the obsolete-part variant. */
export const obsoletePartRequestType = messages.lists.obsoletePartRequestType;

/**
 * POST SparesAvailability/ObsoleteProductEmail ('Want us to source this part for you?'). Stored, e-mailed to the
 * sourcing team through the outbox, and added to the user's requested products by the server, so the page need
 * not call AddProductToRequestedProducts afterwards. Answers { success, message: 'Thank you.' }.
 */
export const SourcingRequest = z.object({
  type: z.string().trim().min(1).max(100),
  manufacturerPartNumber: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(1000),
  imageUrl: optionalProductImageUrl,
  manufacturer: optionalText(100),
  iBasisManId: optionalText(20),
  iBasisAppliance: optionalText(150),
  iBasisApplianceId: optionalText(20),
  iBasisGCN: optionalText(20),
  iBasisApplianceGC: optionalText(20),
  qty: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(9999).optional()),
});
export type SourcingRequest = z.input<typeof SourcingRequest>;
export type SourcingRequestForm = z.output<typeof SourcingRequest>;

/** Sourcing and cash-back answers: success and the thank-you text to show (spec 2 §4). */
export const ThankYouResponse = z.object({ success: z.boolean(), message: z.string() });
export type ThankYouResponse = z.infer<typeof ThankYouResponse>;

/** POST SparesAvailability/BuyingGroupEmail: no body; registers the organisation's interest in cash back. */
