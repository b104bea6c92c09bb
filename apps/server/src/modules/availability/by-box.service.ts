import type { AddByBoxLineRequest, ByBoxLocationsResponse } from '@sparesfinder/contracts/by-box';
import { conflict, notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { featureNames } from '@sparesfinder/contracts/platform';
import { byBoxLine, byBoxRefusal } from '@sparesfinder/domain/availability/by-box';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { AccountService } from '../account/account.service';
import type { BasketService } from '../basket/basket.service';
import type { ByBoxRepository } from './by-box.repository';

export interface ByBoxServiceDeps {
  repository: ByBoxRepository;
  basketService: BasketService;
  accountService: Pick<AccountService, 'getPurchasingSettings'>;
  isFeatureEnabled(actor: Actor, name: string): Promise<boolean>;
}

/** spec 3 §4.6 by-box delivery: the lockers, and the by-box line on the basket after option 5 was accepted. */
export function createByBoxService(deps: ByBoxServiceDeps) {
  return {
    async getLocations(): Promise<ByBoxLocationsResponse> {
      return { collection: await deps.repository.listLocations() };
    },

    /**
     * Adds (or replaces) the by-box line. Refused with the spec's text unless the basket's accepted branch is the
     * by-box merchant's, accepted with option 5, for an organisation with by-box enabled and the flag on. Read before
     * the write; the write checks under the basket's lock that the branch and option are still the ones read.
     */
    async addByBoxLine(actor: Actor, request: z.output<typeof AddByBoxLineRequest>): Promise<true> {
      const location = await deps.repository.findLocation(request.byBoxLocationId);
      if (!location) throw notFound('By-box location');
      const [basket, settings, flagOn] = await Promise.all([
        deps.basketService.getBasketForUser(actor),
        deps.accountService.getPurchasingSettings(actor),
        deps.isFeatureEnabled(actor, featureNames.buyBox),
      ]);
      const branchId = basket.selectedBranchId;
      const merchantDeliversByBox = branchId !== null && (await deps.repository.branchDeliversByBox(branchId));
      await deps.basketService.setServerOwnedLine(actor, byBoxLine(location, request.byBoxReference, request.imageUrl), (row) => {
        if (row.selectedBranchId !== branchId) throw conflict(messages.availability.byBoxFailed);
        const refusal = byBoxRefusal({ merchantDeliversByBox, organisationByBoxEnabled: settings.byBoxEnabled, byBoxFlagOn: flagOn, acceptedOptionId: row.fulfilmentOptionId });
        if (refusal) throw ruleBroken(messages.availability.byBoxFailed);
        // The choice is kept on the basket too, so the checkout, the confirmation and the order name it (spec 3 §2.4).
      }, { byBoxLocationId: location.id, byBoxReference: request.byBoxReference });
      return true;
    },
  };
}
export type ByBoxService = ReturnType<typeof createByBoxService>;
