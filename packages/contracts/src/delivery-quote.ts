import { z } from 'zod';
import { DbInt } from './basket';
import { messages } from './messages';

/** spec 2 §9: same-day delivery windows in minutes. */
export const deliveryWindowsMinutes = [90, 120, 180] as const;
export const DeliveryMinutes = z.union([z.literal(90), z.literal(120), z.literal(180)]);
export type DeliveryMinutes = z.infer<typeof DeliveryMinutes>;

const addressText = (max: number) =>
  z.string({ error: messages.delivery.addressRequired }).trim().min(1, messages.delivery.addressRequired).max(max);

/**
 * POST /Basket/DeliveryQuote (spec 2 §3). `deliveryMinutes` picks one window; without it every window is quoted.
 * `deliveryProviderTypeId` picks one courier (1 GOPHR, 2 STUART); without it (or 0) every courier the branch has.
 * The postcode must be a valid UK postcode the geocoder knows (else 400 messages.location.invalidPostcode).
 */
export const DeliveryQuoteRequest = z.object({
  deliveryMinutes: DeliveryMinutes.optional(),
  branch: DbInt.positive(),
  deliveryAddress1: addressText(60),
  deliveryAddress2: z.string().trim().max(60).nullish(),
  deliveryPostCode: addressText(10),
  deliveryTown: addressText(30),
  deliveryProviderTypeId: DbInt.nonnegative().optional(),
});
export type DeliveryQuoteRequest = z.input<typeof DeliveryQuoteRequest>;

/**
 * One offered quote. Prices in pounds: priceNet ex VAT, priceWithVat what the customer pays. Only quotes whose
 * priceWithVat is £30.00 or less are offered (spec 2 §5/§9, read as the price shown with VAT added). The quote is
 * held until expiresAt (UTC); AddDeliveryQuoteToBasket refuses an expired or unknown quoteId.
 */
export const DeliveryQuote = z.object({
  quoteId: z.number().int(),
  courierCode: z.string(),
  deliveryProviderTypeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  deliveryMinutes: z.number().int(),
  distanceMiles: z.number(),
  priceNet: z.number(),
  priceWithVat: z.number(),
  expiresAt: z.string(),
});
export type DeliveryQuote = z.infer<typeof DeliveryQuote>;

/** Fastest window first, cheapest first within a window. Empty → show messages.delivery.noQuotes. */
export const DeliveryQuoteResponse = z.object({ collection: z.array(DeliveryQuote) });
export type DeliveryQuoteResponse = z.infer<typeof DeliveryQuoteResponse>;

/**
 * POST /Basket/AddDeliveryQuoteToBasket: the chosen quote (other quote fields may be sent and are ignored; the
 * price comes from the stored quote) plus who receives it. Answers the Basket with the courier line.
 */
export const AddDeliveryQuoteToBasketRequest = z.object({
  quoteId: z.number({ error: messages.delivery.chooseQuote }).int().positive(messages.delivery.chooseQuote).max(2_147_483_647, messages.delivery.chooseQuote),
  deliveryPersonName: z.string({ error: messages.delivery.nameRequired }).trim().min(1, messages.delivery.nameRequired).max(100),
  deliveryMobileNumber: z.string({ error: messages.delivery.invalidMobile }).trim().min(1, messages.delivery.invalidMobile).max(30),
});
export type AddDeliveryQuoteToBasketRequest = z.input<typeof AddDeliveryQuoteToBasketRequest>;
