import type { AddressSuggestion } from '@sparesfinder/contracts/postcode';
import { postcodeDistrict } from '@sparesfinder/domain/postcode';
import type { PostcodeDistrictRow } from '../geocoder/geocoder-provider';
import type { AddressLookupProvider } from './address-lookup-provider';

const streets = ['Acacia Road', 'Mill Lane', 'Station Road', 'Church Street', 'Victoria Terrace', 'Park View', 'Canal Wharf', 'Kingsway', 'Orchard Close', 'Foundry Street'];
const businesses = ['Unit', 'Suite'];

/** FNV-1a: a stable hash so the same postcode always yields the same addresses. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/**
 * Offline address lookup: plausible, deterministic addresses on one street of the postcode's town, a mix of
 * houses and business units, in scrambled number order (the app sorts by the first house number, spec 1 §5).
 */
export function createBuiltinAddressLookup(districts: readonly PostcodeDistrictRow[]): AddressLookupProvider {
  const byDistrict = new Map(districts.map((row) => [row.district.toUpperCase(), row]));
  return {
    name: 'builtin',
    async findAddresses(postcode) {
      const district = postcodeDistrict(postcode);
      const row = district ? byDistrict.get(district) : undefined;
      if (!row) return [];
      const seed = hash(postcode);
      const street = streets[seed % streets.length]!;
      const count = 6 + (seed % 5);
      const suggestions: AddressSuggestion[] = [];
      for (let i = 0; i < count; i += 1) {
        const number = ((seed >>> 3) % 40) + ((i * 7) % count) * 2 + 1;
        const lines = i % 4 === 3 ? [`${businesses[i % 2]} ${number}`, `${street} Trade Park`] : [`${number} ${street}`];
        suggestions.push({ address: lines, city: row.town, county: row.county, postcode });
      }
      return suggestions;
    },
  };
}
