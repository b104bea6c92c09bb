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

/** A basket line as the basket takes it back (its appliance context kept). */
const toBasketLineInput = (line: BasketLine) => ({
  manufacturerCode: line.manufacturerCode,
  qty: line.qty,
  iBasisAppliance: line.iBasisAppliance,
  iBasisManId: line.iBasisManId,
  iBasisApplianceId: line.iBasisApplianceId,
  iBasisGCN: line.iBasisGCN,
  iBasisApplianceGC: line.iBasisApplianceGC,
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
 * sequences. Each is one transaction under the user's basket lock (basket service exchangeLines): the saved side is
 * written or taken inside it, so a move happens exactly once or not at all, whatever the clicks, retries or tabs.
 */
export function createBasketTransferService(deps: { basketService: BasketService; saveForLaterService: SaveForLaterService }) {
  const { basketService, saveForLaterService } = deps;
  const removed = (lines: readonly BasketLine[]) => lines.map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 }));

  return {
    /** 'Move to basket': the saved entry is taken and added at its quantity. */
    moveToBasket: (actor: Actor, id: number): Promise<Basket> =>
      basketService.exchangeLines(actor, async (_basket, tx) => ({ lines: [toBasketInput(await saveForLaterService.takeItem(actor, id, tx))] })),

    /** Saved parts order 'Add to Basket': priced lines only, order reference as customer order number; the order is taken. */
    async addSavedPartsToBasket(actor: Actor, orderReference: string): Promise<AddSavedPartsToBasketResponse> {
      let counts = { addedCount: 0, obsoleteCount: 0 };
      const basket = await basketService.exchangeLines(actor, async (_basket, tx) => {
        const order = await saveForLaterService.takeOrder(actor, orderReference, tx);
        const { priced, obsoleteCount } = splitSavedOrderLines(order.saveForLaters.map((item) => ({ ...item, pricePence: poundsToPence(item.price) })));
        counts = { addedCount: priced.length, obsoleteCount };
        return { lines: priced.map(toBasketInput), headerChanges: { customerOrderNo: orderReference } };
      });
      return { basket, ...counts };
    },

    /**
     * 'Save for later' on a basket line: saved and removed from the basket together. With `keepQty` (spec 3 §4.5: the
     * branch has only that many) the line keeps that many and the rest is saved; a repeat finds nothing more to save.
     */
    saveLineForLater: (actor: Actor, manufacturerCode: string, keepQty = 0): Promise<Basket> =>
      basketService.exchangeLines(actor, async (basket, tx) => {
        const line = basket.lines.find((l) => isProductLine(l) && sameManufacturerCode(l.manufacturerCode, manufacturerCode));
        if (!line) throw notFound('Basket line');
        const savedQty = line.qty - keepQty;
        if (savedQty <= 0) return { lines: [] };
        await saveForLaterService.saveInTransaction(actor, [{ ...toSavedInput(line, null), qty: savedQty }], tx);
        return { lines: keepQty === 0 ? removed([line]) : [{ ...toBasketLineInput(line), qty: keepQty }] };
      }),

    /** 'Save Basket': every product line saved under the order reference and removed from the basket together. */
    async saveBasket(actor: Actor, orderReference: string): Promise<SaveBasketResponse> {
      const basket = await basketService.exchangeLines(actor, async (current, tx) => {
        const lines = current.lines.filter(isProductLine);
        if (lines.length === 0) throw ruleBroken(messages.basket.empty);
        await saveForLaterService.saveInTransaction(actor, lines.map((line) => toSavedInput(line, orderReference)), tx);
        return { lines: removed(lines) };
      });
      return { success: true, message: messages.basket.savedSuccessfully, basket };
    },
  };
}
export type BasketTransferService = ReturnType<typeof createBasketTransferService>;
