import { z } from 'zod';
import { basketQtyMax, basketQtyMin } from '@sparesfinder/domain/basket/basket-line-types';
import { ErrorResponse } from './common';
import { messages } from './messages';

/** Whole numbers that fit the database's integer columns: a bigger id or version is a 400, never a 500. */
export const DbInt = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** spec 3 §3 line types (domain/basket/basket-line-types.ts has the ids). */
export const BasketLineType = z.object({ id: z.number().int(), name: z.string(), considerForAvailability: z.boolean() });
export type BasketLineType = z.infer<typeof BasketLineType>;

/** Money fields are pounds with 2 decimals per unit (ex VAT unless named WithVat); the server computes them all. */
export const BasketLine = z.object({
  id: z.number().int(),
  manufacturerCode: z.string(),
  description: z.string(),
  qty: z.number().int(),
  cost: z.number(),
  displayedCost: z.number(),
  displayedCostWithVat: z.number(),
  imageUrl: z.string().nullable(),
  manufacturer: z.string().nullable(),
  iBasisAppliance: z.string().nullable(),
  iBasisManId: z.number().int().nullable(),
  iBasisApplianceId: z.number().int().nullable(),
  iBasisGCN: z.string().nullable(),
  iBasisApplianceGC: z.string().nullable(),
  basketLineTypeId: z.number().int(),
  basketLineType: BasketLineType,
});
export type BasketLine = z.infer<typeof BasketLine>;

export const BasketSelectedBranch = z.object({
  name: z.string(),
  supplierID: z.number().int(),
  supplier: z.object({ name: z.string(), imageUrl: z.string() }),
});
export type BasketSelectedBranch = z.infer<typeof BasketSelectedBranch>;

/**
 * spec 3 §3 Basket. Totals: totalCost = Σ cost × qty (ex VAT), totalCostWithVat = totalCost + 20% VAT,
 * totalDisplayedCostWithVat = Σ displayedCost × qty + VAT. Dates are ISO 8601 UTC. `version` is the optimistic
 * concurrency token: send it back with every UpdateBasketForUser.
 */
export const Basket = z.object({
  basketKey: z.string().uuid(),
  organisationId: z.number().int(),
  version: z.number().int(),
  lines: z.array(BasketLine),
  fulfillmentPostcode: z.string().nullable(),
  quoteId: z.number().int(),
  totalCost: z.number(),
  totalCostWithVat: z.number(),
  totalDisplayedCostWithVat: z.number(),
  collectFromBranchOn: z.string().nullable(),
  orderDate: z.string().nullable(),
  selectedBranchId: z.number().int().nullable(),
  selectedBranch: BasketSelectedBranch.nullable(),
  isDelivery: z.boolean(),
  customerOrderNo: z.string().nullable(),
  orderId: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
  discount: z.object({ friendlyName: z.string() }).nullable(),
  paymentMethodType: z.object({ name: z.string() }).nullable(),
  /**
   * Ours (issue #44), on a placed order: what the card paid (pounds, null without a card) and the account charged for
   * the rest, 'merchant' or 'trade-credit' with its number (domain checkout/payment-summary.ts words it).
   */
  payment: z.object({ cardAmount: z.number().nullable(), accountKind: z.enum(['merchant', 'trade-credit']).nullable(), accountNumber: z.string().nullable() }).nullish(),
  /** Ours: the by-box locker and reference chosen in the by-box modal (spec 3 §2.4), while by-box is the option. */
  byBox: z.object({ locationId: z.number().int(), exchange: z.string(), postalCode: z.string(), reference: z.string() }).nullish(),
});
export type Basket = z.infer<typeof Basket>;

/** Whole numbers 0..9999; 0 removes the line (spec 2 §4). */
export const BasketQty = z
  .number({ error: messages.basket.invalidQty })
  .int(messages.basket.invalidQty)
  .min(basketQtyMin, messages.basket.invalidQty)
  .max(basketQtyMax, messages.basket.invalidQty);

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * spec 3 §5 maximum lengths: reference 20. The customer order number (the user's reference on the order) and a saved
 * parts order's reference share it. Longer is refused with a message naming the limit, never cut (issue #11).
 */
export const referenceMaxLength = 20;
export const ReferenceText = z.string().trim().max(referenceMaxLength, messages.basket.referenceTooLong);

/** What a client may say about a line: which part, how many, and the appliance it was found for. */
export const BasketLineInput = z.object({
  manufacturerCode: z.string().trim().min(1).max(60),
  qty: BasketQty,
  /** Only read to tell product lines (1, the default) from server-owned ones, which are never rebuilt from input. */
  basketLineTypeId: DbInt.optional(),
  iBasisAppliance: optionalText(150),
  iBasisManId: DbInt.nullish(),
  iBasisApplianceId: DbInt.nullish(),
  iBasisGCN: optionalText(20),
  iBasisApplianceGC: optionalText(20),
});
export type BasketLineInput = z.input<typeof BasketLineInput>;

/**
 * POST /Basket/UpdateBasketForUser: the whole basket body (spec 2 §7). Unknown fields (prices, totals, line
 * names) are accepted and ignored: the server rebuilds product lines from the catalogue. Product lines not listed
 * are removed; server-owned lines (delivery, courier, discount, by-box) stay unless sent with qty 0, and courier
 * lines go when quoteId is sent as 0 (spec 3 §4.5). A stale `version` answers 409 BasketConflictResponse.
 */
export const UpdateBasketRequest = z.object({
  basketKey: z.string().uuid().optional(),
  version: DbInt.positive(),
  lines: z.array(BasketLineInput).max(200),
  customerOrderNo: ReferenceText.nullish(),
  fulfillmentPostcode: optionalText(10),
  quoteId: DbInt.nonnegative().optional(),
});
export type UpdateBasketRequest = z.input<typeof UpdateBasketRequest>;

/** 409 from UpdateBasketForUser: the current basket comes with it, so the client shows it and may retry. */
export const BasketConflictResponse = ErrorResponse.extend({ basket: Basket });
export type BasketConflictResponse = z.infer<typeof BasketConflictResponse>;

/**
 * POST /Basket/AddLine (our addition, not in the spec): sets one line to qty (replacing a line with the same
 * manufacturer code; 0 removes it) without a version, so product-card adds never conflict. Answers the Basket.
 */
export const AddBasketLineRequest = BasketLineInput.omit({ basketLineTypeId: true });
export type AddBasketLineRequest = z.input<typeof AddBasketLineRequest>;

/** POST /Basket/AddLines (our addition): the same for several lines at once (reorder, saved items). */
export const AddBasketLinesRequest = z.object({ lines: z.array(AddBasketLineRequest).min(1).max(200) });
export type AddBasketLinesRequest = z.input<typeof AddBasketLinesRequest>;

/** GET /Basket/GetBasketByKey?basketKey= and /Basket/GetBasketExpiry?basketKey= (own organisation only). */
export const BasketKeyQuery = z.object({ basketKey: z.string().uuid() });
export type BasketKeyQuery = z.infer<typeof BasketKeyQuery>;

/** GET /Basket/GetBasketExpiry: when the basket's held prices lapse (UTC), null when nothing is held. */
export const BasketExpiryResponse = z.object({ expiryDate: z.string().nullable() });
export type BasketExpiryResponse = z.infer<typeof BasketExpiryResponse>;

/**
 * POST /Basket/SetCustomerOrderNo (our addition, like AddLine: no version, never conflicts): sets the open
 * basket's customer order number, the reference a saved parts order put there (spec 2 §4); '' clears it.
 * Answers the Basket.
 */
export const SetCustomerOrderNoRequest = z.object({ customerOrderNo: ReferenceText });
export type SetCustomerOrderNoRequest = z.input<typeof SetCustomerOrderNoRequest>;
