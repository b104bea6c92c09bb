import type { RecentlyOrderedLinesResponse, RecentlyOrderedLinesSearch } from '@sparesfinder/contracts/lists';
import { penceToPounds } from '@sparesfinder/domain/money';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import { pricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import type { Actor } from '../../lib/actor';
import type { RecentlyOrderedRepository } from './recently-ordered.repository';

/** spec 2 §2 /recently-ordered: search and the four sorts over the user's placed order lines. */
export function createRecentlyOrderedService(deps: { recentlyOrderedRepository: RecentlyOrderedRepository }) {
  const { recentlyOrderedRepository: repository } = deps;
  return {
    async search(actor: Actor, search: RecentlyOrderedLinesSearch): Promise<RecentlyOrderedLinesResponse> {
      const { rows, total } = await repository.search(actor, { ...search, text: search.searchText });
      return {
        totalRecords: total,
        collection: rows.map(({ costPence, listPricePence, buyingGroupCostPence, buyingGroupStatusId, orderDate, ...row }) => ({
          ...row,
          orderDate: toIsoDateTime(orderDate as Date),
          // Buying again pays today's price (issue #11: the card's figure); a part gone from the catalogue shows what was paid.
          price: penceToPounds(listPricePence === null ? costPence : pricePaidPence({ listPricePence, buyingGroupCostPence }, { buyingGroupStatusId })),
        })),
      };
    },
  };
}
export type RecentlyOrderedService = ReturnType<typeof createRecentlyOrderedService>;
