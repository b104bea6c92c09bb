/**
 * UK postcode rules shared by the address forms and the server. A postcode is an outward code (area + district,
 * e.g. LS11) and an inward code (sector digit + unit letters, e.g. 5AB). Input may have any case and spacing.
 */
const outwardPattern = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const inwardPattern = /^[0-9][ABD-HJLNP-UW-Z]{2}$/;
const specialPostcodes = new Set(['GIR 0AA']); // Girobank: the one valid code outside the pattern

/** 'ls115ab' → 'LS11 5AB'; null when the text cannot be a full UK postcode. */
export function normalisePostcode(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const outward = compact.slice(0, -3);
  const inward = compact.slice(-3);
  const postcode = `${outward} ${inward}`;
  if (specialPostcodes.has(postcode)) return postcode;
  return outwardPattern.test(outward) && inwardPattern.test(inward) ? postcode : null;
}

export const isValidPostcode = (input: string | null | undefined): boolean => normalisePostcode(input) !== null;

/** 'LS11 5AB' → 'LS11' (the postcode district); null for text that is not a full postcode. */
export function postcodeDistrict(input: string | null | undefined): string | null {
  const postcode = normalisePostcode(input);
  return postcode ? postcode.slice(0, postcode.indexOf(' ')) : null;
}

/** Outward codes on their own ('LS11', 'ec1a'), e.g. for a district search; null otherwise. */
export function normaliseOutwardCode(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return outwardPattern.test(compact) ? compact : null;
}

/** Two postcodes are the same place when they normalise equally ('ls11 5ab' = 'LS115AB'). */
export function samePostcode(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalisePostcode(a);
  return left !== null && left === normalisePostcode(b);
}
