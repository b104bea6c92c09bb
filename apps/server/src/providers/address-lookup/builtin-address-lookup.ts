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

/** 0..count-1 in a stable scrambled order (Fisher-Yates driven by a small LCG). */
function shuffled(count: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  let state = seed || 1;
  for (let i = count - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
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
      const firstNumber = ((seed >>> 3) % 40) + 1;
      const suggestions: AddressSuggestion[] = [];
      for (const [i, offset] of shuffled(count, seed).entries()) {
        const number = firstNumber + offset * 2; // one side of the street: odd or even numbers
        const lines = i % 4 === 3 ? [`${businesses[i % 2]} ${number}`, `${street} Trade Park`] : [`${number} ${street}`];
        suggestions.push({ address: lines, city: row.town, county: row.county, postcode });
      }
      return suggestions;
    },
  };
}
