import { z } from 'zod';
import { IdParam } from './common';
import { Basket, DbInt, ReferenceText } from './basket';
import { messages } from './messages';

/**
 * spec 2 §3 Save-for-later item, in the API's camelCase. Items belong to the organisation: `orgID` is the real
 * organisation (the spec's client sends -1; the server ignores what is sent). `price` is today's catalogue price
 * in pounds ex VAT (0 = obsolete). `dateTime` is ISO 8601 UTC; show it with formatSavedItemDate (domain/dates.ts).
 */
export const SaveForLaterItem = z.object({
  id: z.number().int(),
  orgID: z.number().int(),
  imageUrl: z.string().nullable(),
  title: z.string().nullable(),
  dateTime: z.string(),
  manufacturerCode: z.string(),
  qty: z.number().int(),
  description: z.string(),
  orderReference: z.string().nullable(),
  iBasisManId: z.number().int().nullable(),
  iBasisAppliance: z.string().nullable(),
  iBasisApplianceGC: z.string().nullable(),
  iBasisApplianceId: z.number().int().nullable(),
  iBasisGCN: z.string().nullable(),
  manufacturer: z.string().nullable(),
  price: z.number(),
});
export type SaveForLaterItem = z.infer<typeof SaveForLaterItem>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * spec 2 §3 writes the save-for-later item's fields in PascalCase (ManufacturerCode, Qty, IBasisManId ...); our web
 * sends camelCase. A request may use either: a PascalCase key is read as its camelCase field (first letter lower
 * case) unless the camelCase one is also sent, which wins. Other keys are left as they are (and ignored).
 */
export function camelCaseKeysOf(fields: readonly string[]) {
  const byPascal = new Map(fields.map((field) => [field.charAt(0).toUpperCase() + field.slice(1), field]));
  return (input: unknown): unknown => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const [pascal, camel] of byPascal) {
      if (pascal in out && !(camel in out)) out[camel] = out[pascal];
      if (pascal !== camel) delete out[pascal];
    }
    return out;
  };
}

/**
 * POST /SaveForLater/CreateSaveForLater: one item. The server looks the part up by manufacturerCode and takes
 * description, image and price from the catalogue; only the fields below are read (camelCase or the spec's
 * PascalCase, camelCaseKeysOf).
 */
export const CreateSaveForLaterFields = z.object({
  manufacturerCode: z.string().trim().min(1).max(60),
  qty: z.number({ error: messages.basket.invalidQty }).int(messages.basket.invalidQty).min(1, messages.basket.invalidQty).max(9999, messages.basket.invalidQty),
  title: optionalText(200),
  /** Set for the lines of a saved parts order (Save Basket); empty for single saved items. */
  orderReference: optionalText(20),
  iBasisManId: DbInt.nullish(),
  iBasisAppliance: optionalText(150),
  iBasisApplianceGC: optionalText(20),
  iBasisApplianceId: DbInt.nullish(),
  iBasisGCN: optionalText(20),
});
export const CreateSaveForLaterRequest = z.preprocess(camelCaseKeysOf(Object.keys(CreateSaveForLaterFields.shape)), CreateSaveForLaterFields);
/** What the web sends (camelCase); the spec's PascalCase is accepted too. */
export type CreateSaveForLaterRequest = z.input<typeof CreateSaveForLaterFields>;

/** POST /SaveForLater/CreateMultipleSaveForLater: a list of items (Save Basket, proceed with unavailable items). */
export const CreateMultipleSaveForLaterRequest = z.array(CreateSaveForLaterRequest).min(1).max(200);
export type CreateMultipleSaveForLaterRequest = CreateSaveForLaterRequest[];

export const SaveForLaterCollection = z.object({ collection: z.array(SaveForLaterItem) });
export type SaveForLaterCollection = z.infer<typeof SaveForLaterCollection>;

/** DELETE /SaveForLater/DeleteSaveForLater?ID= */
export const DeleteSaveForLaterQuery = z.object({ ID: IdParam });
export type DeleteSaveForLaterQuery = z.infer<typeof DeleteSaveForLaterQuery>;

const orderReference = ReferenceText.min(1, messages.basket.orderReferenceRequired);

/** GET /SaveForLater/BulkDeleteSaveForLater?orderReference= (also POST; both need the X-XSRF-TOKEN header). */
export const OrderReferenceQuery = z.object({ orderReference });
export type OrderReferenceQuery = z.infer<typeof OrderReferenceQuery>;

/** GET /SaveForLater/GetSavedParts?orderReference= (optional: one order only). */
export const SavedPartsQuery = z.object({ orderReference: orderReference.optional() });
export type SavedPartsQuery = z.infer<typeof SavedPartsQuery>;

/** spec 2 §3 Saved parts order: who saved it (username), when, its reference, item count and items. */
export const SavedPartsOrder = z.object({
  username: z.string(),
  dateTime: z.string(),
  orderReference: z.string(),
  title: z.string().nullable(),
  items: z.number().int(),
  saveForLaters: z.array(SaveForLaterItem),
});
export type SavedPartsOrder = z.infer<typeof SavedPartsOrder>;

export const SavedPartsResponse = z.object({ collection: z.array(SavedPartsOrder) });
export type SavedPartsResponse = z.infer<typeof SavedPartsResponse>;

/**
 * POST /SaveForLater/AddSavedPartsToBasket (our addition; spec 2 §4 'Add to Basket' in one step): adds the
 * order's priced lines, sets customerOrderNo to the reference, deletes the saved order. Obsolete lines are counted.
 */
export const AddSavedPartsToBasketRequest = z.object({ orderReference });
export type AddSavedPartsToBasketRequest = z.input<typeof AddSavedPartsToBasketRequest>;
export const AddSavedPartsToBasketResponse = z.object({ basket: Basket, addedCount: z.number().int(), obsoleteCount: z.number().int() });
export type AddSavedPartsToBasketResponse = z.infer<typeof AddSavedPartsToBasketResponse>;

/** POST /SaveForLater/MoveToBasket (our addition; spec 2 §4 'Move to basket' in one step). Answers the Basket. */
export const MoveSaveForLaterToBasketRequest = z.object({ id: DbInt.positive() });
export type MoveSaveForLaterToBasketRequest = z.input<typeof MoveSaveForLaterToBasketRequest>;

/**
 * POST /Basket/SaveBasket (our addition; spec 2 §4 'Save Basket' in one step): saves every product line under
 * the order reference and empties them from the basket. Answers { success, message, basket }.
 */
export const SaveBasketRequest = z.object({ orderReference });
export type SaveBasketRequest = z.input<typeof SaveBasketRequest>;
export const SaveBasketResponse = z.object({ success: z.boolean(), message: z.string(), basket: Basket });
export type SaveBasketResponse = z.infer<typeof SaveBasketResponse>;

/**
 * POST /Basket/SaveLineForLater (our addition; spec 2 §4 'Save for later' in one step). Answers the Basket.
 * `keepQty` (spec 3 §4.5, a branch short of a line): that many stay in the basket and only the rest are saved; a
 * repeat then finds nothing more to save. Without it the whole line is saved.
 */
export const SaveLineForLaterRequest = z.object({
  manufacturerCode: z.string().trim().min(1).max(60),
  keepQty: z.number().int().min(0).max(9999).optional(),
});
export type SaveLineForLaterRequest = z.input<typeof SaveLineForLaterRequest>;
