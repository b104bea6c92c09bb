import { z } from 'zod';
import { IdParam } from './common';

/** spec 1 §3 "User group": allowSpares defaults true, searchUrl defaults /Spares. */
export const UserGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  allowSpares: z.boolean(),
  searchUrl: z.string(),
  hideOfferLabels: z.boolean(),
  tradeHelpBTCreditAccount: z.boolean(),
});
export type UserGroup = z.infer<typeof UserGroup>;

export const OrganisationIdQuery = z.object({ organisationId: IdParam });
export type OrganisationIdQuery = z.infer<typeof OrganisationIdQuery>;

/** GET /GetMenuItems: the flat classification list; the app builds the 3-level tree. */
export const MenuItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
});
export type MenuItem = z.infer<typeof MenuItem>;
export const MenuItemsResponse = z.array(MenuItem);
export type MenuItemsResponse = z.infer<typeof MenuItemsResponse>;

/** GET /GetBannerText: HTML, or 'noshow' for no banner. */
export const BannerTextResponse = z.object({ bannerText: z.string() });
export type BannerTextResponse = z.infer<typeof BannerTextResponse>;
