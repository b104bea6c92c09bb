/**
 * Reads a comma-separated list of integers as PostgreSQL's `string_agg(n::text, ',')` sends it ('12,3,-40') into an
 * Int32Array, without a string per number: the search's filter counts come back so (modules/catalogue/search-sql.ts
 * sentCounts), thousands of values for a broad search, where node-postgres's int[] parser made a string of each.
 * Null or '' is an empty list. Anything but digits, '-' and ',' is refused rather than misread.
 */
export function parseIntList(text: string | null | undefined): Int32Array {
  if (!text) return new Int32Array(0);
  let length = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === comma) length++;
  const list = new Int32Array(length);
  let at = 0;
  let value = 0;
  let negative = false;
  let digits = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i === text.length ? comma : text.charCodeAt(i);
    if (code === comma) {
      if (digits === 0 || value > 2_147_483_648 || (!negative && value > 2_147_483_647)) throw new Error(`not a list of 32-bit integers: '${text.slice(0, 40)}'`);
      list[at++] = negative ? -value : value;
      value = 0;
      digits = 0;
      negative = false;
    } else if (code === minus && digits === 0 && !negative) {
      negative = true;
    } else if (code >= zero && code <= zero + 9) {
      value = value * 10 + (code - zero);
      digits++;
    } else {
      throw new Error(`not a list of 32-bit integers: '${text.slice(0, 40)}'`);
    }
  }
  return list;
}

const comma = 44;
const minus = 45;
const zero = 48;
