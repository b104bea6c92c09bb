import { notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { isStaleAddOn } from '@sparesfinder/domain/availability/add-ons';
import { slotOfOption } from '@sparesfinder/domain/availability/branch-choice';
import { isDeliveryOption } from '@sparesfinder/domain/availability/fulfilment-options';
import type { Actor } from '../../lib/actor';
import type { BasketService } from '../basket/basket.service';
import type { AvailabilityService } from './availability.service';

/** spec 3 §9: the payment window after acceptance. */
export const acceptanceWindowMs = 300_000;

/**
 * spec 3 §4.5 acceptance (Select for collect, SelectDelivery for delivery). Never trusts a price or date from the
 * page: the branch is computed again for the caller's own basket, and what it offers now is written.
 */
export function createAvailabilityAcceptance(deps: { availabilityService: AvailabilityService; basketService: BasketService }) {
  const acceptance = {
    async accept(actor: Actor, branchId: number, fulfilmentOptionId: number, signal: AbortSignal): Promise<true> {
      const evaluated = await deps.availabilityService.evaluateBranch(actor, branchId, signal);
      if (!evaluated) throw notFound('Branch');
      const { result, now } = evaluated;
      const option = result?.fulfilmentOptions.find((candidate) => candidate.id === fulfilmentOptionId);
      if (!result || !option || option.availableQty === 0) throw ruleBroken(messages.availability.noItemsAvailableExclaim);
      const own = result[slotOfOption[fulfilmentOptionId] ?? 'sameDayAvailability'].filter((entry) => !entry.alternativeItem);
      await deps.basketService.acceptAvailability(actor, {
        selectedBranchId: branchId,
        fulfilmentOptionId,
        // spec 3 §4.1: options 2, 4 (express, its courier quote already on the basket) and 5 are deliveries.
        isDelivery: isDeliveryOption(fulfilmentOptionId),
        collectFromBranchOn: option.dateTime,
        expiryDate: new Date(now.getTime() + acceptanceWindowMs),
        unitPricePence: new Map(own.map((entry) => [entry.manufacturerCode.toUpperCase(), entry.pricePence])),
      });
      return true;
    },

    /**
     * SparesAvailability/RefreshAddOns (spec 2 §7; no payload shown; our reading in decision 011): the accepted
     * branch and option are computed again (prices and the 5-minute window renewed, as acceptance), then add-on lines
     * that no longer belong to the option go (domain isStaleAddOn). Nothing accepted: 'No items are available!'.
     */
    async refreshAddOns(actor: Actor, signal: AbortSignal): Promise<true> {
      const choice = await deps.basketService.findAcceptedChoice(actor);
      if (!choice) throw ruleBroken(messages.availability.noItemsAvailableExclaim);
      await acceptance.accept(actor, choice.branchId, choice.fulfilmentOptionId, signal);
      await deps.basketService.dropServerOwnedLines(actor, (line, row) => isStaleAddOn(line, { fulfilmentOptionId: row.fulfilmentOptionId, quoteId: row.quoteId }));
      return true;
    },
  };
  return acceptance;
}
export type AvailabilityAcceptance = ReturnType<typeof createAvailabilityAcceptance>;
