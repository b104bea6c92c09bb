import { distanceKm } from '@sparesfinder/domain/geo-distance';
import { postcodeDistrict } from '@sparesfinder/domain/postcode';
import type { GeocoderProvider, PostcodeDistrictRow } from './geocoder-provider';

/** Reverse lookups further than this from every district centre answer nothing (the point is not in the UK). */
const reverseRadiusKm = 25;

/**
 * Offline geocoder at postcode-district precision: every postcode in a district sits at the district's centre,
 * which is enough to rank branches by distance. Reverse lookups name a representative postcode per district.
 */
export function createBuiltinGeocoder(districts: readonly PostcodeDistrictRow[]): GeocoderProvider {
  const byDistrict = new Map(districts.map((row) => [row.district.toUpperCase(), row]));
  return {
    name: 'builtin',
    async lookup(postcode) {
      const district = postcodeDistrict(postcode);
      const row = district ? byDistrict.get(district) : undefined;
      return row ? { postcode, latitude: row.latitude, longitude: row.longitude } : null;
    },
    async reverse(point, limit) {
      return districts
        .map((row) => ({ row, km: distanceKm(point, row) }))
        .filter(({ km }) => km <= reverseRadiusKm)
        .sort((a, b) => a.km - b.km)
        .slice(0, limit)
        .map(({ row }) => `${row.district.toUpperCase()} 1AA`);
    },
  };
}
