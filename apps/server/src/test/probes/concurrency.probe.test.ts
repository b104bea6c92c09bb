import { beforeAll, describe, expect, it } from 'vitest';
import { stateChangingGetRoutes } from '../../plugins/csrf';
import { useSignedInApp } from '../signed-in-app';
import { runRace, type RaceScenario } from '../reliability/race';
import { createBasketWorld, type BasketWorld } from '../reliability/races/basket-world';
import { basketRaces } from '../reliability/races/basket.races';
import { saveForLaterRaces } from '../reliability/races/save-for-later.races';
import { cardCompletionRaces, checkoutRaces } from '../reliability/races/checkout.races';
import { orderExportRaces } from '../reliability/races/order-export.races';
import { routeTable } from './route-table';

/**
 * Concurrency (issue #12 standing suite): 50 concurrent writes on one basket lose nothing and duplicate nothing, for
 * every route that changes a basket. Each race fires its requests together through app.inject (on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL, where they really run side by side on the pool) and checks the exact end
 * state in the database. Later areas add their races to `scenarios` (docs/SECURITY.md "Concurrency").
 */
const t = useSignedInApp({ as: ['admin'] });
const world = {} as BasketWorld;
beforeAll(async () => {
  Object.assign(world, await createBasketWorld(t));
});

const scenarios: RaceScenario[] = [...basketRaces(world), ...saveForLaterRaces(world), ...checkoutRaces(world), ...cardCompletionRaces(world), ...orderExportRaces(t, world)];

/** Routes under the basket's paths that change no basket, and why (anything else there needs a race). */
const noBasketChange: Record<string, string> = {
  'POST /Basket/DeliveryQuote': 'stores quotes for the user; the basket changes only when one is added (raced)',
  'POST /SaveForLater/CreateSaveForLater': 'saved list only: one insert, no basket',
  'POST /SaveForLater/CreateMultipleSaveForLater': 'saved list only: one insert, no basket',
  'DELETE /SaveForLater/DeleteSaveForLater': 'saved list only: deleting twice deletes once (404 after)',
  'GET /SaveForLater/BulkDeleteSaveForLater': 'saved list only (the same handler as the POST)',
  'POST /SaveForLater/BulkDeleteSaveForLater': 'saved list only: one DELETE by reference',
  'POST /Basket/PlaceCardOrder': 'starts a payment at the gateway; the basket becomes the order only at CompleteOrder (raced)',
};

describe('every basket-changing route has a race', () => {
  it('covers each state-changing route under /Basket and /SaveForLater, or says why it changes no basket', () => {
    const changing = routeTable(t.routes)
      .filter((route) => /^\/(Basket|SaveForLater)\//.test(route.url))
      .filter((route) => route.method !== 'GET' || stateChangingGetRoutes.has(route.url.toLowerCase()))
      .map((route) => route.key);
    const raced = new Set(scenarios.map((scenario) => scenario.route));
    expect(changing.filter((key) => !raced.has(key) && !(key in noBasketChange))).toEqual([]);
    expect([...raced].filter((key) => !changing.includes(key))).toEqual([]);
  });
});

describe('50 concurrent writes on one basket', () => {
  it.each(scenarios.map((scenario) => [`${scenario.route}: ${scenario.name}`, scenario] as const))('%s', async (_name, scenario) => {
    await runRace((session, options) => t.inject(session, options), scenario);
  });
});
