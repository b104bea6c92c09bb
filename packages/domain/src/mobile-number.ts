/**
 * spec 2 §5: a UK mobile is 07 followed by 9 digits, or 447 followed by 9 digits. Spaces are ignored so
 * '07700 900123' is accepted; anything else (a +, dashes, landlines) is not.
 */
const ukMobilePattern = /^(?:07\d{9}|447\d{9})$/;

export const normaliseUkMobile = (input: string | null | undefined): string | null => {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/\s+/g, '');
  return ukMobilePattern.test(compact) ? compact : null;
};

export const isValidUkMobile = (input: string | null | undefined): boolean => normaliseUkMobile(input) !== null;
