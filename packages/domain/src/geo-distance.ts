/** Great-circle distance (haversine). Good to a few metres at UK scale, which is all distance ranking needs. */
const earthRadiusKm = 6371.0088;
const kmPerMile = 1.609344;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const distanceMiles = (a: LatLon, b: LatLon): number => distanceKm(a, b) / kmPerMile;

export const isValidLatLon = ({ latitude, longitude }: LatLon): boolean =>
  Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
