import { z } from 'zod';
import { referenceMaxLength } from './basket';

/**
 * By-box delivery (spec 3 §2.4, §3, §4.6): the parts go to a by-box locker at an exchange. Only for the named trade
 * supplier (4, TradeHub Supplies), when the organisation has by-box enabled and the `buy-box` flag is on.
 */

/** spec 3 §3 By-box location. GET /ByBox/GetByBoxLocations → { collection } (spec 2 §7: response not shown). */
export const ByBoxLocation = z.object({ id: z.number().int(), exchange: z.string(), postalCode: z.string() });
export type ByBoxLocation = z.infer<typeof ByBoxLocation>;
export const ByBoxLocationsResponse = z.object({ collection: z.array(ByBoxLocation) });
export type ByBoxLocationsResponse = z.infer<typeof ByBoxLocationsResponse>;

/**
 * POST /ByBox/AddByBoxLine (spec 3 §4.6: path not shown; ours): byBoxLocationId, byBoxReference (≤ 20, spec 3 §5
 * reference), imageUrl. Puts the by-box line (type 5) on the basket, whose branch must be a by-box merchant's chosen
 * with option 5 (SparesAvailability/Select). Answers `true` (a truthy result is success).
 */
export const AddByBoxLineRequest = z.object({
  byBoxLocationId: z.number().int().min(1).max(2_147_483_647),
  byBoxReference: z.string().trim().min(1).max(referenceMaxLength),
  imageUrl: z.string().trim().max(300).nullish(),
});
export type AddByBoxLineRequest = z.input<typeof AddByBoxLineRequest>;
export const AddByBoxLineResponse = z.literal(true);
