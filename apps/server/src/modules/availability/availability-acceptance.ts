import { notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { BranchAvailability } from '@sparesfinder/domain/availability/branch-availability';
import type { Actor } from '../../lib/actor';
import type { BasketService } from '../basket/basket.service';
import type { AvailabilityService } from './availability.service';

/** spec 3 §9: the payment window after acceptance. */
export const acceptanceWindowMs = 300_000;

/** The slot each option draws its entries from (options 4 and 5 reuse same day and next day; decision 011). */
const slotOfOption: Record<number, keyof Pick<BranchAvailability, 'sameDayAvailability' | 'nextDayAvailability' | 'nextDayDelivery' | 'futureDateAvailability'>> = {
  0: 'sameDayAvailability',
  1: 'nextDayAvailability',
  2: 'nextDayDelivery',
  3: 'futureDateAvailability',
  4: 'sameDayAvailability',
  5: 'nextDayAvailability',
};

/**
 * spec 3 §4.5 acceptance (Select for collect, SelectDelivery for delivery). Never trusts a price or date from the
 * page: the branch is computed again for the caller's own basket, and what it offers now is written.
 */
export function createAvailabilityAcceptance(deps: { availabilityService: AvailabilityService; basketService: BasketService }) {
  return {
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
        isDelivery: fulfilmentOptionId === 2,
        collectFromBranchOn: option.dateTime,
        expiryDate: new Date(now.getTime() + acceptanceWindowMs),
        unitPricePence: new Map(own.map((entry) => [entry.manufacturerCode.toUpperCase(), entry.pricePence])),
      });
      return true;
    },
  };
}
export type AvailabilityAcceptance = ReturnType<typeof createAvailabilityAcceptance>;
