import type { Basket, UpdateBasketRequest } from '@sparesfinder/contracts/basket';

const productLineTypeId = 1;

/**
 * spec 3 §4.7 "quantity 0 removes the line, then the basket is saved": UpdateBasketForUser takes the whole body
 * (product lines left out are removed), so every other product line is sent as it is, with its appliance context,
 * and the server prices them again. When the last product goes, the courier, by-box and delivery lines go with it
 * (quoteId 0 and each at quantity 0), so the empty basket the buyer finds at / holds nothing left over.
 */
export function lineRemovalRequest(basket: Pick<Basket, 'basketKey' | 'version' | 'lines'>, manufacturerCode: string): UpdateBasketRequest {
  const products = basket.lines.filter((line) => line.basketLineTypeId === productLineTypeId);
  const lines = products.map((line) => ({
    manufacturerCode: line.manufacturerCode,
    qty: line.manufacturerCode === manufacturerCode ? 0 : line.qty,
    iBasisAppliance: line.iBasisAppliance,
    iBasisManId: line.iBasisManId,
    iBasisApplianceId: line.iBasisApplianceId,
    iBasisGCN: line.iBasisGCN,
    iBasisApplianceGC: line.iBasisApplianceGC,
  }));
  const emptied = lines.every((line) => line.qty === 0);
  if (!emptied) return { basketKey: basket.basketKey, version: basket.version, lines };
  const leftOver = basket.lines.filter((line) => line.basketLineTypeId !== productLineTypeId).map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0, basketLineTypeId: line.basketLineTypeId }));
  return { basketKey: basket.basketKey, version: basket.version, lines: [...lines, ...leftOver], quoteId: 0 };
}

/** Whether a basket still holds something to order (else the checkout goes to /, spec 3 §2.5). */
export const hasProductLines = (basket: Pick<Basket, 'lines'>) => basket.lines.some((line) => line.basketLineTypeId === productLineTypeId);
