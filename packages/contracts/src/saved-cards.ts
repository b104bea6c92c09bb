import { z } from 'zod';

/**
 * Saved cards (spec 1 §3 "Saved card", §4 "Card removal"; spec 3 §3): payment-gateway tokens, never card numbers.
 * The spec leaves the paths out ("saved cards get and delete (delete is by tokenID)"); ours are below. The checkout
 * area owns the routes (cards are created by card payments); the account page's Manage Saved Cards uses the same two.
 */
export const savedCardPaths = {
  /** GET: the organisation's saved cards, newest first. */
  list: '/SavedCard/GetSavedCards',
  /** DELETE ?tokenId=: removes one of the organisation's cards (also at the gateway); a foreign token is 404. */
  delete: '/SavedCard/DeleteSavedCard',
} as const;

export const SavedCardBillingAddress = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  postCode: z.string(),
});
export type SavedCardBillingAddress = z.infer<typeof SavedCardBillingAddress>;

export const SavedCard = z.object({
  tokenID: z.string(),
  /** MMYY, as the gateway gives it (spec 1 §3). */
  expiryDate: z.string().regex(/^\d{4}$/),
  last4Digits: z.string().regex(/^\d{4}$/),
  billingAddress: SavedCardBillingAddress,
});
export type SavedCard = z.infer<typeof SavedCard>;

export const SavedCardsResponse = z.array(SavedCard);
export type SavedCardsResponse = z.infer<typeof SavedCardsResponse>;

export const DeleteSavedCardQuery = z.object({ tokenId: z.string().min(1).max(64) });
export type DeleteSavedCardQuery = z.infer<typeof DeleteSavedCardQuery>;

export const DeleteSavedCardResponse = z.object({ success: z.boolean(), message: z.string().optional() });
export type DeleteSavedCardResponse = z.infer<typeof DeleteSavedCardResponse>;
