import { z } from 'zod';

/** spec 1 §3 Basket line; the full line shape grows with the Basket issue. */
export const BasketLineType = z.object({ id: z.number().int(), name: z.string(), considerForAvailability: z.boolean() });
export type BasketLineType = z.infer<typeof BasketLineType>;

export const BasketLine = z.object({
  id: z.number().int(),
  manufacturerCode: z.string(),
  description: z.string(),
  qty: z.number().int(),
  cost: z.number(),
  displayedCost: z.number(),
  imageUrl: z.string().nullable(),
  manufacturer: z.string().nullable(),
  basketLineTypeId: z.number().int(),
  basketLineType: BasketLineType,
});
export type BasketLine = z.infer<typeof BasketLine>;

/** GET /Basket/GetBasketForUser */
export const Basket = z.object({
  basketKey: z.string().uuid(),
  organisationId: z.number().int(),
  version: z.number().int(),
  customerOrderNo: z.string().nullable(),
  lines: z.array(BasketLine),
});
export type Basket = z.infer<typeof Basket>;
