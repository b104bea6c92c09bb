import type { AddBasketLineRequest, Basket, BasketExpiryResponse, UpdateBasketRequest } from '@sparesfinder/contracts/basket';
import { notFound } from '@sparesfinder/contracts/errors';
import { isProductLine, removeCourierLines, setBasketLines } from '@sparesfinder/domain/basket/basket-lines';
import { toIsoDateTimeOrNull } from '@sparesfinder/domain/dates';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { BasketHeaderChanges, BasketLineRecord, BasketRepository } from './basket.repository';
import type { BasketCatalogueRepository } from './basket-catalogue.repository';
import { fromStoredLine, toRequestedLines } from './basket-line-builder';
import { decideUpdate, productLinesFrom } from './basket-update';
import { toBasket } from './basket-view';
import type { BasketWriter, WriteResult } from './basket-writer';

export interface BasketServiceDeps {
  basketRepository: BasketRepository;
  catalogue: BasketCatalogueRepository;
  writer: BasketWriter;
  /** The account area's rule (spec 2 §6): adding to the basket needs a completed account. */
  isAccountCompleted(actor: Actor): Promise<boolean>;
}

type AddLine = z.output<typeof AddBasketLineRequest>;
interface SetLinesOptions {
  headerChanges?: BasketHeaderChanges;
  /** How a bad line is named in a 400: 'lines' → 'lines.2.manufacturerCode'; null → 'manufacturerCode'. */
  fieldPrefix?: string | null;
}

export function createBasketService(deps: BasketServiceDeps) {
  const { basketRepository, catalogue, writer, isAccountCompleted } = deps;

  const findOwnBasket = async (actor: Actor, basketKey: string) => {
    const row = await basketRepository.findBasketByKey(actor.organisationId, basketKey);
    if (!row) throw notFound('Basket');
    return row;
  };

  return {
    /** spec 1 §4: the basket is loaded at start; a user without an open basket gets a new empty one. */
    getBasketForUser: (actor: Actor): Promise<Basket> => writer.ensureOpenBasket(actor),

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
      const result = await writer.write(actor, async ({ lines: current, tx }) => {
        const products = current.filter(isProductLine);
        const requested = setBasketLines(products.map(fromStoredLine), toRequestedLines(lines, fieldPrefix));
        const found = await catalogue.findProductsByMpns(requested.map((line) => line.manufacturerCode), tx);
        const productLines = productLinesFrom(requested, current, found, accountCompleted);
        return { lines: [...productLines, ...current.filter((line) => !isProductLine(line))], changes: headerChanges };
      });
      return result.basket;
    },

    /** Replaces any courier line with `courierLine` (spec 3 §3: re-choosing the option removes the old one). */
    async setCourierLine(actor: Actor, courierLine: BasketLineRecord, headerChanges: BasketHeaderChanges): Promise<Basket> {
      const result = await writer.write(actor, async ({ lines }) => ({ lines: [...removeCourierLines(lines), courierLine], changes: headerChanges }));
      return result.basket;
    },

    async setFulfillmentPostcode(actor: Actor, postcode: string): Promise<Basket> {
      return (await writer.write(actor, async ({ lines }) => ({ lines, changes: { fulfillmentPostcode: postcode } }))).basket;
    },
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
