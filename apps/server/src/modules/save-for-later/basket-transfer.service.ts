import type { Basket, BasketLine } from '@sparesfinder/contracts/basket';
import type { AddSavedPartsToBasketResponse, SaveBasketResponse, SaveForLaterItem } from '@sparesfinder/contracts/save-for-later';
import { notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { isProductLine, sameManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { splitSavedOrderLines } from '@sparesfinder/domain/basket/saved-parts';
import { poundsToPence } from '@sparesfinder/domain/money';
import type { Actor } from '../../lib/actor';
import type { BasketService } from '../basket/basket.service';
import type { SaveForLaterService } from './save-for-later.service';

const toBasketInput = (item: SaveForLaterItem) => ({
  manufacturerCode: item.manufacturerCode,
  qty: item.qty,
  iBasisAppliance: item.iBasisAppliance,
  iBasisManId: item.iBasisManId,
  iBasisApplianceId: item.iBasisApplianceId,
  iBasisGCN: item.iBasisGCN,
  iBasisApplianceGC: item.iBasisApplianceGC,
});

const toSavedInput = (line: BasketLine, orderReference: string | null) => ({
  manufacturerCode: line.manufacturerCode,
  qty: line.qty,
  orderReference,
  iBasisManId: line.iBasisManId,
  iBasisAppliance: line.iBasisAppliance,
  iBasisApplianceGC: line.iBasisApplianceGC,
  iBasisApplianceId: line.iBasisApplianceId,
  iBasisGCN: line.iBasisGCN,
});

/**
 * The one-step moves between the basket and the saved lists (spec 2 §4), our additions to the spec's client-side
 * sequences. Each writes the destination first and then removes the source, so a failure half way leaves a
 * duplicate the user can delete, never a lost line.
 */
export function createBasketTransferService(deps: { basketService: BasketService; saveForLaterService: SaveForLaterService }) {
  const { basketService, saveForLaterService } = deps;
  const removeFromBasket = (actor: Actor, lines: readonly BasketLine[]) =>
    basketService.setLines(actor, lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 })));

  return {
    /** 'Move to basket': adds the item at its quantity, then deletes the saved entry. */
    async moveToBasket(actor: Actor, id: number): Promise<Basket> {
      const item = await saveForLaterService.findItem(actor, id);
      const basket = await basketService.setLines(actor, [toBasketInput(item)]);
      await saveForLaterService.deleteSaveForLater(actor, id);
      return basket;
    },

    /** Saved parts order 'Add to Basket': priced lines only, order reference as customer order number, then delete. */
    async addSavedPartsToBasket(actor: Actor, orderReference: string): Promise<AddSavedPartsToBasketResponse> {
      const [order] = (await saveForLaterService.getSavedParts(actor, orderReference)).collection;
      if (!order) throw notFound('Saved parts order');
      const { priced, obsoleteCount } = splitSavedOrderLines(order.saveForLaters.map((item) => ({ ...item, pricePence: poundsToPence(item.price) })));
      const basket = await basketService.setLines(actor, priced.map(toBasketInput), { headerChanges: { customerOrderNo: orderReference } });
      await saveForLaterService.bulkDeleteSaveForLater(actor, orderReference);
      return { basket, addedCount: priced.length, obsoleteCount };
    },

    /** 'Save for later' on a basket line: saved, then removed from the basket. */
    async saveLineForLater(actor: Actor, manufacturerCode: string): Promise<Basket> {
      const basket = await basketService.getBasketForUser(actor);
      const line = basket.lines.find((l) => isProductLine(l) && sameManufacturerCode(l.manufacturerCode, manufacturerCode));
      if (!line) throw notFound('Basket line');
      await saveForLaterService.createSaveForLater(actor, toSavedInput(line, null));
      return removeFromBasket(actor, [line]);
    },

    /** 'Save Basket': every product line saved under the order reference, then the basket emptied of them. */
    async saveBasket(actor: Actor, orderReference: string): Promise<SaveBasketResponse> {
      const lines = (await basketService.getBasketForUser(actor)).lines.filter(isProductLine);
      if (lines.length === 0) throw ruleBroken(messages.basket.empty);
      await saveForLaterService.createMultipleSaveForLater(actor, lines.map((line) => toSavedInput(line, orderReference)));
      return { success: true, message: messages.basket.savedSuccessfully, basket: await removeFromBasket(actor, lines) };
    },
  };
}
export type BasketTransferService = ReturnType<typeof createBasketTransferService>;
