/** Where a UK postcode is, and which postcodes are near a point. Postcodes passed in are already normalised. */
export interface GeocodedPostcode {
  postcode: string;
  latitude: number;
  longitude: number;
}

export interface GeocoderProvider {
  readonly name: 'builtin' | 'postcodes-io';
  /** null when the postcode is well formed but unknown. */
  lookup(postcode: string): Promise<GeocodedPostcode | null>;
  /** Nearest postcodes first; empty when nothing is near (e.g. a point outside the UK). */
  reverse(point: { latitude: number; longitude: number }, limit: number): Promise<string[]>;
}

/** One row of the built-in district table (apps/server/src/lib/uk-postcode-districts.ts). */
export interface PostcodeDistrictRow {
  district: string;
  town: string;
  county: string;
  latitude: number;
  longitude: number;
}
