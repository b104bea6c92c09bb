import type { UpdateBasketRequest } from '@sparesfinder/contracts/basket';
import type { z } from 'zod';
import { ruleBroken, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { isProductLine, removeCourierLines, sameManufacturerCode, setBasketLines } from '@sparesfinder/domain/basket/basket-lines';
import { growsBasket, maxProductLines } from '@sparesfinder/domain/basket/basket-growth';
import { normalisePostcode } from '@sparesfinder/domain/postcode';
import type { Purchaser } from '@sparesfinder/domain/pricing/price-paid';
import type { BasketHeaderChanges } from './basket.repository';
import type { BasketCatalogueRepository } from './basket-catalogue.repository';
import { buildProductLines, toRequestedLines, type RequestedLine } from './basket-line-builder';
import type { BasketDraft, CurrentBasket, StoredLine } from './basket-writer';

export const completeAccountMessage = messages.shell.completeAccountTitle;

type UpdateBasket = z.output<typeof UpdateBasketRequest>;

export function productLinesFrom(
  requested: readonly RequestedLine[],
  current: readonly StoredLine[],
  catalogue: Awaited<ReturnType<BasketCatalogueRepository['findProductsByMpns']>>,
  accountCompleted: boolean,
  purchaser: Purchaser,
) {
  const products = current.filter(isProductLine);
  // spec 2 §6: lowering and removing are always allowed; the page blocks the same changes (domain/basket/basket-growth.ts).
  if (!accountCompleted && growsBasket(products, requested)) throw ruleBroken(completeAccountMessage);
  if (requested.length > maxProductLines) throw ruleBroken(messages.basket.tooManyLines);
  return buildProductLines(requested, products, catalogue, purchaser);
}

/**
 * UpdateBasketForUser (spec 2 §7, whole body). Only what a client may set is read: product lines (code, qty,
 * appliance context), customerOrderNo, fulfillmentPostcode, and quoteId 0 to drop courier lines (spec 3 §4.5).
 * Product lines not sent are removed; server-owned lines stay unless sent with qty 0.
 */
export function decideUpdate(
  request: UpdateBasket,
  deps: { catalogue: BasketCatalogueRepository; accountCompleted: boolean },
): (current: CurrentBasket) => Promise<BasketDraft | 'conflict'> {
  return async ({ row, lines, tx }) => {
    if (request.version !== row.version) return 'conflict';
    const serverOwned = lines.filter((line) => !isProductLine(line));
    const sent = toRequestedLines(request.lines, 'lines');
    const isServerOwned = (line: RequestedLine) =>
      line.basketLineTypeId !== basketLineTypeIds.product || serverOwned.some((s) => sameManufacturerCode(s.manufacturerCode, line.manufacturerCode));
    const requested = setBasketLines([], sent.filter((line) => !isServerOwned(line)));
    const removedServerCodes = sent.filter((line) => isServerOwned(line) && line.qty === 0).map((line) => line.manufacturerCode);

    const catalogue = await deps.catalogue.findProductsByMpns(requested.map((line) => line.manufacturerCode), tx);
    const purchaser = await deps.catalogue.findPurchaser(row.organisationId, tx);
    const productLines = productLinesFrom(requested, lines, catalogue, deps.accountCompleted, purchaser);
    let kept = serverOwned.filter((line) => !removedServerCodes.some((code) => sameManufacturerCode(code, line.manufacturerCode)));
    const changes: BasketHeaderChanges = {};
    if (request.quoteId === 0 && row.quoteId !== 0) {
      kept = removeCourierLines(kept);
      Object.assign(changes, { quoteId: 0, isDelivery: false });
    }
    if (request.customerOrderNo !== undefined) changes.customerOrderNo = request.customerOrderNo || null;
    if (request.fulfillmentPostcode !== undefined) changes.fulfillmentPostcode = requirePostcodeOrNull(request.fulfillmentPostcode);
    return { lines: [...productLines, ...kept], changes };
  };
}

function requirePostcodeOrNull(input: string | null): string | null {
  if (!input) return null;
  const postcode = normalisePostcode(input);
  if (!postcode) throw validationError(messages.location.invalidPostcode, { fulfillmentPostcode: [messages.location.invalidPostcode] });
  return postcode;
}
