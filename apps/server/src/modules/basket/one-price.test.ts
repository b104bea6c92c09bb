import { describe, expect, it, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Basket } from '@sparesfinder/contracts/basket';
import type { SearchIndexResponse } from '@sparesfinder/contracts/catalogue';
import type { RecentlyOrderedLinesResponse } from '@sparesfinder/contracts/lists';
import type { SavedPartsResponse } from '@sparesfinder/contracts/save-for-later';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';
import { poundsToPence } from '@sparesfinder/domain/money';
import { cardPricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import { basketLineRow, basketRow } from '../../db/factories/basket-factories';
import { basketLines, baskets, organisations } from '../../db/schema/index';
import { demoOrganisationIds, demoUserIds } from '../../db/seed/accounts';
import { useSignedInApp, type SignedInApp } from '../../test/signed-in-app';

/**
 * Issue #11 'One price for one part': the price a page shows for CAL-87161 on the card, on the basket line, in a
 * saved parts order and in Recently Ordered is one figure, what the organisation pays (domain pricePaidPence).
 */
async function pricesOfTheAnchorPart(t: SignedInApp<'admin'>) {
  const acme = t.sessions.admin;
  const search = (await t.post(acme, '/ProductSearch/SearchIndex', { searchTerm: 'CAL-87161' })).json() as SearchIndexResponse;
  const card = search.collection.find((c) => c.mpn === 'CAL-87161')!;
  const cardPence = cardPricePaidPence({ pricePence: poundsToPence(card.price), buyingGroupCostPence: card.buyingGroupCost === null ? null : poundsToPence(card.buyingGroupCost) });

  const added = await t.post(acme, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 1 });
  expect(added.statusCode).toBe(200);
  const line = (added.json() as Basket).lines.find((l) => l.manufacturerCode === 'CAL-87161')!;

  expect((await t.post(acme, '/Basket/SaveBasket', { orderReference: 'ONE-PRICE' })).statusCode).toBe(200);
  const saved = (await t.get(acme, '/SaveForLater/GetSavedParts?orderReference=ONE-PRICE')).json() as SavedPartsResponse;
  const savedItem = saved.collection[0]!.saveForLaters.find((item) => item.manufacturerCode === 'CAL-87161')!;

  // An old order line at another price: buying again pays today's price, so that is what the list shows.
  const [order] = await t.db
    .insert(baskets)
    .values(basketRow({ organisationId: demoOrganisationIds.acme, userId: demoUserIds.admin, status: basketStatuses.placed, orderDate: new Date() }))
    .returning({ id: baskets.id });
  await t.db.insert(basketLines).values(basketLineRow({ basketId: order!.id, productId: 1, manufacturerCode: 'CAL-87161', description: 'Diverter valve assembly', qty: 1, costPence: 5100 }));
  const ordered = (await t.post(acme, '/Orders/RecentlyOrderedLines', { searchText: 'CAL-87161', take: 50 })).json() as RecentlyOrderedLinesResponse;
  const orderedLine = ordered.collection.find((l) => l.manufacturerCode === 'CAL-87161')!;

  return {
    card: cardPence,
    basketCost: poundsToPence(line.cost),
    basketDisplayed: poundsToPence(line.displayedCost),
    savedParts: poundsToPence(savedItem.price),
    recentlyOrdered: poundsToPence(orderedLine.price),
  };
}

describe('one price for one part: a buying-group member (Acme)', () => {
  const t = useSignedInApp({ as: ['admin'] });

  it('card = basket line = saved parts = recently ordered = the buying-group cost, £43.65', async () => {
    const prices = await pricesOfTheAnchorPart(t);
    expect(prices).toEqual({ card: 4365, basketCost: 4365, basketDisplayed: 4365, savedParts: 4365, recentlyOrdered: 4365 });
  });
});

describe('one price for one part: a non-member', () => {
  const t = useSignedInApp({ as: ['admin'] });
  // The same organisation, left the buying group (spec 1 §4: status 1 = not joined).
  beforeAll(async () => {
    await t.db.update(organisations).set({ buyingGroupStatusId: 1 }).where(eq(organisations.id, demoOrganisationIds.acme));
  });

  it('card = basket line = saved parts = recently ordered = the list price, £48.50', async () => {
    const prices = await pricesOfTheAnchorPart(t);
    expect(prices).toEqual({ card: 4850, basketCost: 4850, basketDisplayed: 4850, savedParts: 4850, recentlyOrdered: 4850 });
  });
});
