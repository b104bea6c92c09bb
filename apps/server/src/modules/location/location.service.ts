import type { ChangeLocationResponse } from '@sparesfinder/contracts/location';
import { validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { normalisePostcode } from '@sparesfinder/domain/postcode';
import type { Actor } from '../../lib/actor';
import type { GeocoderProvider } from '../../providers/geocoder/geocoder-provider';
import type { BasketService } from '../basket/basket.service';

const invalidPostcode = () => validationError(messages.location.invalidPostcode, { postCode: [messages.location.invalidPostcode] });

/**
 * spec 2 §4 'Location change' by postcode + spec 3 §4.2 'changing the postcode saves the basket': the postcode
 * must geocode (no coordinates → 'Please enter a valid postcode'), then becomes the fulfilment postcode.
 */
export function createLocationService(deps: { geocoder: GeocoderProvider; basketService: BasketService }) {
  const { geocoder, basketService } = deps;
  return {
    async changeLocation(actor: Actor, postCode: string): Promise<ChangeLocationResponse> {
      const postcode = normalisePostcode(postCode);
      if (!postcode) throw invalidPostcode();
      const point = await geocoder.lookup(postcode);
      if (!point) throw invalidPostcode();
      const basket = await basketService.setFulfillmentPostcode(actor, postcode);
      return { postcode, latitude: point.latitude, longitude: point.longitude, basket };
    },
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
