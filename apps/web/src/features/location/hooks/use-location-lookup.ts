import { useState } from 'react';
import { messages } from '@sparesfinder/contracts/messages';
import { getPostcodeDetails } from '../api/get-postcode-details';
import { getReversePostcode } from '../api/get-reverse-postcode';
import { useChangeLocation } from '../api/change-location';

/** A failed step, carrying the spec 2 §8 text to show. */
class LocationError extends Error {}

const hasCoordinates = (details: { latitude?: number | null; longitude?: number | null }) =>
  typeof details.latitude === 'number' && typeof details.longitude === 'number';

function currentPosition(): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new LocationError(messages.location.cantAccessLocation));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => reject(new LocationError(messages.location.cantAccessLocation)),
      { timeout: 15_000, maximumAge: 0 },
    );
  });
}

/**
 * spec 2 §4 location change. By postcode: the postcode becomes coordinates (none → 'Please enter a valid
 * postcode'). By device: the browser's coordinates become a postcode (permission refused → "Can't access
 * location…"; no postcode found → 'Your location could not be determined'). Either way the postcode is then
 * saved as the basket's fulfillmentPostcode.
 */
export function useLocationLookup(onChanged: (postcode: string) => void) {
  const changeLocation = useChangeLocation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'postcode' | 'device' | null>(null);

  const run = async (kind: 'postcode' | 'device', findPostcode: () => Promise<string>) => {
    setError(null);
    setPending(kind);
    try {
      const postcode = await findPostcode();
      const result = await changeLocation.mutateAsync({ postCode: postcode }).catch(() => {
        throw new LocationError(
          kind === 'postcode' ? messages.location.invalidPostcode : messages.location.locationNotDetermined,
        );
      });
      onChanged(result.postcode);
    } catch (failure) {
      setError(failure instanceof LocationError ? failure.message : messages.common.somethingWentWrong);
    } finally {
      setPending(null);
    }
  };

  const byPostcode = (postcode: string) =>
    run('postcode', async () => {
      if (!postcode.trim()) throw new LocationError(messages.location.invalidPostcode);
      const details = await getPostcodeDetails(postcode.trim()).catch(() => null);
      if (!details || !hasCoordinates(details)) throw new LocationError(messages.location.invalidPostcode);
      return details.postcode;
    });

  const byDevice = () =>
    run('device', async () => {
      const coords = await currentPosition();
      const found = await getReversePostcode({
        latitude: coords.latitude,
        longitude: coords.longitude,
      }).catch(() => null);
      const postcode = found?.result[0]?.postcode;
      if (!postcode) throw new LocationError(messages.location.locationNotDetermined);
      return postcode;
    });

  return { byPostcode, byDevice, error, pending, clearError: () => setError(null) };
}
