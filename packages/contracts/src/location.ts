import { z } from 'zod';
import { Basket } from './basket';
import { messages } from './messages';

/**
 * POST /Basket/ChangeLocation (our addition; spec 2 §4 'Location change' + spec 3 §4.2): geocodes the postcode
 * and saves it as the basket's fulfillmentPostcode in one step. An unknown or malformed postcode is a 400 with
 * messages.location.invalidPostcode. Device location: GET /PostCode/GetReversePostCode first, then this call.
 */
export const ChangeLocationRequest = z.object({
  postCode: z.string({ error: messages.location.invalidPostcode }).trim().min(1, messages.location.invalidPostcode).max(20),
});
export type ChangeLocationRequest = z.input<typeof ChangeLocationRequest>;

export const ChangeLocationResponse = z.object({
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  basket: Basket,
});
export type ChangeLocationResponse = z.infer<typeof ChangeLocationResponse>;
