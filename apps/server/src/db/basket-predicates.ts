import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { eq, sql, type SQL } from 'drizzle-orm';
import { basketLines, baskets } from './schema/index';

/**
 * The domain's basket rules as SQL conditions, so every query that reads orders or basket lines says the same thing
 * (domain basket-status.ts isPlacedOrder, basket-line-types.ts). Raw-SQL statements use the `…Sql` forms.
 */
export const isPlacedOrder = (): SQL => eq(baskets.status, basketStatuses.placed);
export const isOpenBasket = (): SQL => eq(baskets.status, basketStatuses.open);
export const isProductLine = (): SQL => eq(basketLines.basketLineTypeId, basketLineTypeIds.product);

/** For hand-written statements with table aliases (e.g. `b`, `bl`). */
export const openBasketSql = (alias: string): SQL => sql`${sql.raw(alias)}.status = ${sql.raw(`'${basketStatuses.open}'`)}`;
export const productLineSql = (alias: string): SQL => sql`${sql.raw(alias)}.basket_line_type_id = ${sql.raw(String(basketLineTypeIds.product))}`;
