import type { Basket } from '@sparesfinder/contracts/basket';
import { conflict, notFound } from '@sparesfinder/contracts/errors';
import { basketStatuses, isPlacedOrder } from '@sparesfinder/domain/basket/basket-status';
import { settleAcceptance } from '@sparesfinder/domain/basket/acceptance';
import { basketExpiryFrom, expiryAfterWrite } from '@sparesfinder/domain/basket/basket-expiry';
import { sameManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { fulfilmentOptionIds } from '@sparesfinder/domain/availability/fulfilment-options';
import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { BasketHeaderChanges, BasketLineRecord, BasketOrderFields, BasketLineRow, BasketRepository, BasketRow } from './basket.repository';
import { toBasket } from './basket-view';

export type StoredLine = BasketLineRecord & { id: number };
export interface CurrentBasket {
  row: BasketRow;
  lines: StoredLine[];
  tx: Executor;
}
/** What a change wants the basket to become: every line (server-owned ones included) and header changes. */
export interface BasketDraft {
  lines: BasketLineRecord[];
  changes?: BasketHeaderChanges;
}
/** What placing a basket writes: its final lines (a discount line, say) and its order fields. */
export interface PlacementDraft {
  lines: BasketLineRecord[];
  order: BasketOrderFields;
}
export interface PlacementResult {
  /** The placed basket (the order), as it is now. */
  order: BasketRow;
  /** True when the basket was already placed (a double click, a second tab, a retry): nothing was written. */
  alreadyPlaced: boolean;
}
export type WriteResult = { conflict: false; basket: Basket } | { conflict: true; basket: Basket };

/** What a voided acceptance leaves: nothing chosen, so the buyer chooses again (the open basket's 7 days start). */
const voidedAcceptance: BasketHeaderChanges = { selectedBranchId: null, fulfilmentOptionId: null, isDelivery: false, quoteId: 0, collectFromBranchOn: null, acceptedQuantities: null, byBoxLocationId: null, byBoxReference: null };

const toStoredLine = ({ basketLineType: _type, ...line }: BasketLineRow): StoredLine => line;

/**
 * The one way a basket changes. The user's row lock serialises every write to their open basket (and its first
 * creation); the version check makes a writer that read an older basket lose with a conflict instead of silently
 * overwriting lines added meanwhile. Totals are stored from the final lines.
 */
export function createBasketWriter(deps: { db: Database; basketRepository: BasketRepository; clock: Clock }) {
  const { db, basketRepository, clock } = deps;

  async function openBasketRow(actor: Actor, tx: Executor): Promise<BasketRow> {
    await basketRepository.lockUserForBasket(actor.organisationId, actor.userId, tx);
    const found = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId, tx);
    if (found) return found;
    await basketRepository.createOpenBasket(actor.organisationId, actor.userId, clock.now(), tx);
    return (await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId, tx))!;
  }

  /**
   * What the write does to an accepted option (domain basket/acceptance.ts): an acceptance writes its add-ons (the
   * next-day delivery line priced by the merchant's terms); a write within the promise keeps it and re-prices the
   * delivery; any other write voids it (the branch, the option and the 5-minute window go, and its add-ons).
   */
  async function settleAddOns(row: BasketRow, before: readonly StoredLine[], draft: BasketDraft, now: Date, tx: Executor): Promise<BasketDraft> {
    const changes = draft.changes ?? {};
    const after = {
      fulfilmentOptionId: changes.fulfilmentOptionId !== undefined ? changes.fulfilmentOptionId : row.fulfilmentOptionId,
      quoteId: changes.quoteId ?? row.quoteId,
      fulfillmentPostcode: changes.fulfillmentPostcode !== undefined ? changes.fulfillmentPostcode : row.fulfillmentPostcode,
    };
    const isAcceptance = changes.fulfilmentOptionId !== undefined && changes.fulfilmentOptionId !== null;
    const branchId = changes.selectedBranchId ?? row.selectedBranchId;
    const terms = after.fulfilmentOptionId === fulfilmentOptionIds.nextDayDelivery && branchId !== null ? ((await basketRepository.findNextDayTerms(branchId, tx)) ?? null) : null;
    const settled = settleAcceptance(
      { before: { ...row, acceptedQuantities: row.acceptedQuantities ?? null }, after, isAcceptance, beforeLines: before, lines: draft.lines, nextDayTerms: terms },
      (line): BasketLineRecord => ({ ...before.find((stored) => sameManufacturerCode(stored.manufacturerCode, line.manufacturerCode) && stored.basketLineTypeId === line.basketLineTypeId), ...line }),
    );
    if (settled.outcome === 'accepted') return { lines: settled.lines, changes: { ...changes, acceptedQuantities: settled.acceptedQuantities } };
    if (settled.outcome === 'voided') return { lines: settled.lines, changes: { ...changes, ...voidedAcceptance, expiryDate: basketExpiryFrom(now) } };
    return { lines: settled.lines, changes };
  }

  const readBasket = async (row: BasketRow, tx: Executor = db) => toBasket(row, await basketRepository.listLinesOfBasket(row.id, tx));

  return {
    /** Finds or creates the open basket, serialised per user so two first calls cannot create two. */
    async ensureOpenBasket(actor: Actor): Promise<Basket> {
      const existing = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId);
      if (existing) return readBasket(existing);
      return db.transaction(async (tx) => readBasket(await openBasketRow(actor, tx), tx));
    },

    /**
     * Runs `decide` on the current open basket inside one transaction. `decide` answers 'conflict' when the caller
     * named an older version; `basketKey`, when given, must be the user's open basket (404 otherwise).
     */
    async write(actor: Actor, decide: (current: CurrentBasket) => Promise<BasketDraft | 'conflict'>, basketKey?: string): Promise<WriteResult> {
      // The answer is read inside the transaction, so it is exactly the basket this write left (or, on a conflict,
      // the one it found): header, lines and version of one moment, never a later write's version over these lines.
      return db.transaction(async (tx) => {
        const row = await openBasketRow(actor, tx);
        if (basketKey !== undefined && basketKey !== row.basketKey) throw notFound('Basket');
        const lines = (await basketRepository.listLinesOfBasket(row.id, tx)).map(toStoredLine);
        const decided = await decide({ row, lines, tx });
        if (decided === 'conflict') return { conflict: true as const, basket: await readBasket(row, tx) };
        const now = clock.now();
        const draft = await settleAddOns(row, lines, decided, now, tx);
        const totals = basketTotals(draft.lines);
        const changes = { expiryDate: expiryAfterWrite(row, now), ...draft.changes, totalCostPence: totals.totalCostPence, totalCostWithVatPence: totals.totalCostWithVatPence };
        const version = await basketRepository.updateBasketIfVersion(actor.organisationId, row.id, row.version, changes, now, tx);
        if (version === undefined) return { conflict: true as const, basket: await readBasket(row, tx) };
        await basketRepository.replaceLines(row.id, draft.lines, lines, tx);
        const written = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId, tx);
        return { conflict: false as const, basket: await readBasket(written!, tx) };
      });
    },

    /**
     * Places the user's open basket `basketKey` as the order (decision 002), exactly once: under the user's row lock
     * the basket is read again; already placed → the same order comes back and nothing is written (so a double
     * click, a retry or a second tab never makes a second order). `decide` runs inside the transaction (stock,
     * credit, notification with `tx`); throwing from it rolls everything back. A new empty basket is opened.
     */
    async place(actor: Actor, basketKey: string, decide: (current: CurrentBasket) => Promise<PlacementDraft>): Promise<PlacementResult> {
      return db.transaction(async (tx) => {
        await basketRepository.lockUserForBasket(actor.organisationId, actor.userId, tx);
        const row = await basketRepository.findBasketByKey(actor.organisationId, basketKey, tx);
        if (!row || row.userId !== actor.userId) throw notFound('Basket');
        if (isPlacedOrder(row)) return { order: row, alreadyPlaced: true };
        const lines = (await basketRepository.listLinesOfBasket(row.id, tx)).map(toStoredLine);
        const draft = await decide({ row, lines, tx });
        const totals = basketTotals(draft.lines);
        const now = clock.now();
        const changes = { ...draft.order, status: basketStatuses.placed, totalCostPence: totals.totalCostPence, totalCostWithVatPence: totals.totalCostWithVatPence };
        if ((await basketRepository.updateBasketIfVersion(actor.organisationId, row.id, row.version, changes, now, tx)) === undefined) throw conflict('Basket changed');
        await basketRepository.replaceLines(row.id, draft.lines, lines, tx);
        await basketRepository.createOpenBasket(actor.organisationId, actor.userId, now, tx);
        return { order: (await basketRepository.findBasketByKey(actor.organisationId, basketKey, tx))!, alreadyPlaced: false };
      });
    },
  };
}
export type BasketWriter = ReturnType<typeof createBasketWriter>;
