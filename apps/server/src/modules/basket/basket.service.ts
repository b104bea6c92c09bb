import type { AddBasketLineRequest, Basket, BasketExpiryResponse, UpdateBasketRequest } from '@sparesfinder/contracts/basket';
import { notFound } from '@sparesfinder/contracts/errors';
import { isProductLine, removeCourierLines, sameManufacturerCode, setBasketLines } from '@sparesfinder/domain/basket/basket-lines';
import { toIsoDateTimeOrNull } from '@sparesfinder/domain/dates';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { canSeeBasket } from '@sparesfinder/domain/basket/basket-visibility';
import type { BasketHeaderChanges, BasketLineRecord, BasketRepository, BasketRow } from './basket.repository';
import type { BasketCatalogueRepository } from './basket-catalogue.repository';
import { fromStoredLine, toRequestedLines } from './basket-line-builder';
import { decideUpdate, productLinesFrom } from './basket-update';
import { toBasket } from './basket-view';
import type { BasketWriter, CurrentBasket, PlacementDraft, PlacementResult, StoredLine, WriteResult } from './basket-writer';

export interface BasketServiceDeps {
  basketRepository: BasketRepository;
  catalogue: BasketCatalogueRepository;
  writer: BasketWriter;
  /** The account area's rule (spec 2 §6): adding to the basket needs a completed account. */
  isAccountCompleted(actor: Actor): Promise<boolean>;
}

type AddLine = z.output<typeof AddBasketLineRequest>;

/** What accepting a branch's option writes on the basket (the availability area decides it). */
export interface BasketAcceptance {
  selectedBranchId: number;
  fulfilmentOptionId: number;
  isDelivery: boolean;
  collectFromBranchOn: Date;
  expiryDate: Date;
  unitPricePence: ReadonlyMap<string, number>;
}
interface SetLinesOptions {
  headerChanges?: BasketHeaderChanges;
  /** How a bad line is named in a 400: 'lines' → 'lines.2.manufacturerCode'; null → 'manufacturerCode'. */
  fieldPrefix?: string | null;
}

export function createBasketService(deps: BasketServiceDeps) {
  const { basketRepository, catalogue, writer, isAccountCompleted } = deps;

  /** The basket's lines with `lines` set on top of its product lines (replacing same codes, 0 removes). */
  async function withProductLines(organisationId: number, current: readonly StoredLine[], lines: readonly AddLine[], fieldPrefix: string | null, accountCompleted: boolean, tx: Executor) {
    const requested = setBasketLines(current.filter(isProductLine).map(fromStoredLine), toRequestedLines(lines, fieldPrefix));
    const found = await catalogue.findProductsByMpns(requested.map((line) => line.manufacturerCode), tx);
    const purchaser = await catalogue.findPurchaser(organisationId, tx);
    return [...productLinesFrom(requested, current, found, accountCompleted, purchaser), ...current.filter((line) => !isProductLine(line))];
  }

  const findOwnBasket = async (actor: Actor, basketKey: string) => {
    const row = await basketRepository.findBasketByKey(actor.organisationId, basketKey);
    // A colleague's open basket answers like a missing one (domain canSeeBasket).
    if (!row || !canSeeBasket(actor, row)) throw notFound('Basket');
    return row;
  };

  return {
    /** spec 1 §4: the basket is loaded at start; a user without an open basket gets a new empty one. */
    getBasketForUser: (actor: Actor): Promise<Basket> => writer.ensureOpenBasket(actor),

    /** The products a basket line can hold, by manufacturer code (save-for-later and reorder resolve codes here). */
    findProductsByCodes: (codes: readonly string[], tx?: Executor) => catalogue.findProductsByMpns(codes, tx),

    /** Any basket or order of the caller's organisation by key; another organisation's key is a 404. */
    async getBasketByKey(actor: Actor, basketKey: string): Promise<Basket> {
      const row = await findOwnBasket(actor, basketKey);
      return toBasket(row, await basketRepository.listLinesOfBasket(row.id));
    },

    async getBasketExpiry(actor: Actor, basketKey: string): Promise<BasketExpiryResponse> {
      const row = await findOwnBasket(actor, basketKey);
      return { expiryDate: toIsoDateTimeOrNull(row.expiryDate) };
    },

    /** Whole-body update with optimistic concurrency: a stale version answers { conflict: true, current basket }. */
    async updateBasketForUser(actor: Actor, request: z.output<typeof UpdateBasketRequest>): Promise<WriteResult> {
      const accountCompleted = request.lines.every((line) => line.qty === 0) || (await isAccountCompleted(actor));
      return writer.write(actor, decideUpdate(request, { catalogue, accountCompleted }), request.basketKey);
    },

    /**
     * Sets lines to the given quantities (replacing same-code lines, 0 removes) on top of the current basket,
     * without a version: simple adds never conflict because the user's lock serialises them.
     */
    async setLines(actor: Actor, lines: readonly AddLine[], options: SetLinesOptions = {}): Promise<Basket> {
      const { headerChanges = {}, fieldPrefix = 'lines' } = options;
      const accountCompleted = lines.every((line) => line.qty === 0) || (await isAccountCompleted(actor));
      const result = await writer.write(actor, async ({ lines: current, tx }) => ({
        lines: await withProductLines(actor.organisationId, current, lines, fieldPrefix, accountCompleted, tx),
        changes: headerChanges,
      }));
      return result.basket;
    },

    /**
     * A move between the basket and another area's list (save for later, saved parts orders), as ONE transaction
     * under the user's basket lock: `exchange` sees the basket as it is now, writes its own side with `tx`, and
     * answers the lines to set (0 removes). Both sides commit together or not at all, and a double click, a retry
     * or a second tab runs after the first and sees its result (so nothing is saved or added twice).
     */
    async exchangeLines(actor: Actor, exchange: (basket: Basket, tx: Executor) => Promise<{ lines: readonly AddLine[]; headerChanges?: BasketHeaderChanges }>): Promise<Basket> {
      // Read before the transaction: inside it only `tx` may query (PGlite has a single connection).
      const completed = await isAccountCompleted(actor);
      const result = await writer.write(actor, async ({ row, lines: current, tx }) => {
        const { lines, headerChanges = {} } = await exchange(toBasket(row, await basketRepository.listLinesOfBasket(row.id, tx)), tx);
        const accountCompleted = completed || lines.every((line) => line.qty === 0);
        return { lines: await withProductLines(actor.organisationId, current, lines, 'lines', accountCompleted, tx), changes: headerChanges };
      });
      return result.basket;
    },

    /** Replaces any courier line with `courierLine` (spec 3 §3: re-choosing the option removes the old one). */
    async setCourierLine(actor: Actor, courierLine: BasketLineRecord, headerChanges: BasketHeaderChanges): Promise<Basket> {
      const result = await writer.write(actor, async ({ lines }) => ({ lines: [...removeCourierLines(lines), courierLine], changes: headerChanges }));
      return result.basket;
    },

    /**
     * spec 3 §4.5 acceptance: fixes the branch, the option and each product line's price (unit pence ex VAT, by
     * upper-case code; lines not named keep theirs) and gives the basket `expiryDate` (5 minutes) to be paid in.
     */
    async acceptAvailability(actor: Actor, acceptance: BasketAcceptance): Promise<Basket> {
      const { unitPricePence, ...changes } = acceptance;
      const result = await writer.write(actor, async ({ lines }) => ({
        lines: lines.map((line) => {
          const price = isProductLine(line) ? unitPricePence.get(line.manufacturerCode.toUpperCase()) : undefined;
          return price === undefined ? line : { ...line, costPence: price };
        }),
        changes,
      }));
      return result.basket;
    },

    /** The customer order number on the open basket (the lines stay as they are); '' clears it. */
    async setCustomerOrderNo(actor: Actor, customerOrderNo: string): Promise<Basket> {
      return (await writer.write(actor, async ({ lines }) => ({ lines, changes: { customerOrderNo: customerOrderNo || null } }))).basket;
    },

    /**
     * Puts a server-owned line (e.g. by-box, type 5) on the open basket, replacing any line with its code. `check`
     * sees the basket under its lock and refuses by throwing; the held expiry (acceptance's 5 minutes) is kept.
     * `headerChanges` are written in the same change (the by-box line's locker and reference).
     */
    async setServerOwnedLine(actor: Actor, line: BasketLineRecord, check: (row: BasketRow) => void, headerChanges: BasketHeaderChanges = {}): Promise<Basket> {
      const result = await writer.write(actor, async ({ row, lines }) => {
        check(row);
        return { lines: [...lines.filter((stored) => !sameManufacturerCode(stored.manufacturerCode, line.manufacturerCode)), line], changes: { ...headerChanges, ...(row.expiryDate ? { expiryDate: row.expiryDate } : {}) } };
      });
      return result.basket;
    },

    /** The branch and option accepted on the open basket (SparesAvailability/Select), or null. */
    async findAcceptedChoice(actor: Actor): Promise<{ branchId: number; fulfilmentOptionId: number } | null> {
      const row = await basketRepository.findOpenBasketForUser(actor.organisationId, actor.userId);
      return row?.selectedBranchId != null && row.fulfilmentOptionId != null ? { branchId: row.selectedBranchId, fulfilmentOptionId: row.fulfilmentOptionId } : null;
    },

    /** Drops the server-owned lines `isStale` names (seen under the basket's lock); the held expiry is kept. */
    async dropServerOwnedLines(actor: Actor, isStale: (line: StoredLine, row: BasketRow) => boolean): Promise<Basket> {
      const result = await writer.write(actor, async ({ row, lines }) => ({
        lines: lines.filter((line) => isProductLine(line) || !isStale(line, row)),
        changes: row.expiryDate ? { expiryDate: row.expiryDate } : {},
      }));
      return result.basket;
    },
    /** Places the open basket as the order, exactly once (basketWriter.place; the checkout area decides the draft). */
    placeBasket: (actor: Actor, basketKey: string, decide: (current: CurrentBasket) => Promise<PlacementDraft>): Promise<PlacementResult> =>
      writer.place(actor, basketKey, decide),

    /** A basket or order row of the caller's own (404 otherwise), for areas that need its header as stored. */
    async findOwnBasketRow(actor: Actor, basketKey: string) {
      return findOwnBasket(actor, basketKey);
    },

    /** A basket's key by its id, for work that starts from a stored id (the card reconciliation job); no actor. */
    findBasketKeyById: (basketId: number) => basketRepository.findBasketKeyById(basketId),

    /** The lines of a basket row found through this service. */
    listLines: (basketId: number, tx?: Executor) => basketRepository.listLinesOfBasket(basketId, tx),

    async setFulfillmentPostcode(actor: Actor, postcode: string): Promise<Basket> {
      return (await writer.write(actor, async ({ lines }) => ({ lines, changes: { fulfillmentPostcode: postcode } }))).basket;
    },
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
