import type { CreateSaveForLaterRequest, SavedPartsOrder, SavedPartsResponse, SaveForLaterCollection, SaveForLaterItem } from '@sparesfinder/contracts/save-for-later';
import type { SuccessMessageResponse } from '@sparesfinder/contracts/common';
import { notFound, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { normaliseManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { CatalogueProduct } from '../basket/basket-catalogue.repository';
import type { NewSavedItem, SaveForLaterRepository } from './save-for-later.repository';
import { groupSavedPartsOrders, toSaveForLaterItem } from './save-for-later-view';

type CreateItem = z.output<typeof CreateSaveForLaterRequest>;

export interface SaveForLaterDeps {
  saveForLaterRepository: SaveForLaterRepository;
  /** Catalogue facts by MPN (the basket's lookup), so a saved item never trusts the client's description or image. */
  findProductsByMpns(codes: readonly string[], tx?: Executor): Promise<ReadonlyMap<string, CatalogueProduct>>;
  clock: Clock;
}

export function createSaveForLaterService(deps: SaveForLaterDeps) {
  const { saveForLaterRepository: repository, findProductsByMpns, clock } = deps;

  /** Builds rows from the catalogue; an unknown part is a 400 naming the item. */
  async function toNewItems(actor: Actor, items: readonly CreateItem[], fieldPrefix: string | null, tx?: Executor): Promise<NewSavedItem[]> {
    const products = await findProductsByMpns(items.map((item) => item.manufacturerCode), tx);
    const now = clock.now();
    return items.map((item, index) => {
      const product = products.get(normaliseManufacturerCode(item.manufacturerCode));
      if (!product) {
        const field = fieldPrefix === null ? 'manufacturerCode' : `${fieldPrefix}${index}.manufacturerCode`;
        const message = `${messages.basket.partNotFound} (${item.manufacturerCode})`;
        throw validationError(message, { [field]: [message] });
      }
      return {
        organisationId: actor.organisationId, // the spec's client sends OrgID -1; the session decides
        userId: actor.userId,
        productId: product.id,
        orderReference: item.orderReference || null,
        // A single item is titled by its part; a saved parts order's lines carry only the title they were given.
        title: item.title || (item.orderReference ? null : product.description.slice(0, 200)),
        manufacturerCode: product.mpn,
        description: product.description,
        imageUrl: product.imageUrl,
        qty: item.qty,
        manufacturer: product.manufacturer,
        iBasisManId: item.iBasisManId ?? null,
        iBasisAppliance: item.iBasisAppliance ?? null,
        iBasisApplianceId: item.iBasisApplianceId ?? null,
        iBasisGcn: item.iBasisGCN ?? null,
        iBasisApplianceGc: item.iBasisApplianceGC ?? null,
        dateTime: now,
      };
    });
  }

  async function create(actor: Actor, items: readonly CreateItem[], fieldPrefix: string | null, tx?: Executor): Promise<SaveForLaterItem[]> {
    const ids = await repository.insertItems(await toNewItems(actor, items, fieldPrefix, tx), tx);
    const saved = [];
    for (const id of ids) saved.push(await repository.findItem(actor.organisationId, id, tx));
    return saved.flatMap((row) => (row ? [toSaveForLaterItem(row)] : []));
  }

  return {
    createSaveForLater: async (actor: Actor, item: CreateItem): Promise<SaveForLaterItem> => (await create(actor, [item], null))[0]!,
    createMultipleSaveForLater: async (actor: Actor, items: readonly CreateItem[]): Promise<SaveForLaterCollection> => ({ collection: await create(actor, items, '') }),

    /** Saves basket lines inside the basket's transaction (basket-transfer.service.ts), so both sides commit together. */
    saveInTransaction: (actor: Actor, items: readonly CreateItem[], tx: Executor): Promise<SaveForLaterItem[]> => create(actor, items, '', tx),

    /** Takes one saved item out for the basket, inside the basket's transaction; gone or foreign is a 404. */
    async takeItem(actor: Actor, id: number, tx: Executor): Promise<SaveForLaterItem> {
      const [row] = await repository.takeItems(actor.organisationId, { id }, tx);
      if (!row) throw notFound('Saved item');
      return toSaveForLaterItem(row);
    },

    /** Takes a whole saved parts order out for the basket, inside the basket's transaction; gone or foreign is a 404. */
    async takeOrder(actor: Actor, orderReference: string, tx: Executor): Promise<SavedPartsOrder> {
      const [order] = groupSavedPartsOrders(await repository.takeItems(actor.organisationId, { orderReference }, tx));
      if (!order) throw notFound('Saved parts order');
      return order;
    },

    async getSaveForLaters(actor: Actor): Promise<SaveForLaterCollection> {
      return { collection: (await repository.listSingleItems(actor.organisationId)).map(toSaveForLaterItem) };
    },

    async getSavedParts(actor: Actor, orderReference?: string): Promise<SavedPartsResponse> {
      return { collection: groupSavedPartsOrders(await repository.listOrderItems(actor.organisationId, orderReference)) };
    },

    async findItem(actor: Actor, id: number): Promise<SaveForLaterItem> {
      const row = await repository.findItem(actor.organisationId, id);
      if (!row) throw notFound('Saved item');
      return toSaveForLaterItem(row);
    },

    async deleteSaveForLater(actor: Actor, id: number): Promise<SuccessMessageResponse> {
      if ((await repository.deleteItem(actor.organisationId, id)) === 0) throw notFound('Saved item');
      return { success: true, message: '' };
    },

    async bulkDeleteSaveForLater(actor: Actor, orderReference: string): Promise<SuccessMessageResponse> {
      if ((await repository.deleteOrder(actor.organisationId, orderReference)) === 0) throw notFound('Saved parts order');
      return { success: true, message: '' };
    },
  };
}
export type SaveForLaterService = ReturnType<typeof createSaveForLaterService>;
