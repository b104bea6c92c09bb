import { holdsId } from './text-index';

/**
 * Every product's normalised part number (product_search.mpn_normalised: lower-case letters and digits) in memory
 * (decision 017), so a typed part number is matched and ranked without a statement: 1.6 million at full scale, 14 MB
 * of characters and at most 9.2 million 4-character gram postings (37 MB). A part number of 4 characters or more matches
 * anywhere in the product's, a shorter one as its start (search-sql.ts partNumberArm).
 */
export interface PartNumbers {
  /**
   * The products whose part number the typed one matches, ascending ids: contains from 4 characters, starts with at 3
   * (none below: domain partNumberOf never reads a shorter term as a part number).
   */
  matching(partNumber: string): Int32Array;
  /** How the product's part number holds the typed one (search-sql.ts tierExpression's part-number arms). */
  relationOf(productId: number, partNumber: string): PartNumberRelation;
}

export type PartNumberRelation = 'exact' | 'prefix' | 'contains' | 'none';

/** The length of the grams postings are kept for: every part number of 4 or more characters is found through them. */
const gramLength = 4;
/** Characters of a gram: digits, letters and one code for anything else (never seen: the column keeps only those). */
const symbols = 37;

const codeOf = (byte: number) => (byte >= 48 && byte <= 57 ? byte - 48 : byte >= 97 && byte <= 122 ? byte - 87 : 36);

/** The gram of `length` characters at `at` in `bytes`, as a number below symbols ** length. */
function gramAt(bytes: Uint8Array, at: number, length: number): number {
  let code = 0;
  for (let k = 0; k < length; k++) code = code * symbols + codeOf(bytes[at + k]!);
  return code;
}

/** Part numbers added in ascending id order (the text index's keyset read), then built once. */
export function createPartNumbersBuilder() {
  let bytes = new Uint8Array(1 << 16);
  let length = 0;
  /** starts[id] … starts[id + 1]: the product's characters; ids with no part number have none. */
  let starts = new Int32Array(1024);
  let highestId = -1;
  return {
    add(productId: number, partNumber: string | null): void {
      if (productId <= highestId) throw new Error('part numbers: products must come in ascending id order');
      if (productId + 2 > starts.length) {
        const grown = new Int32Array(Math.max(productId + 2, starts.length * 2));
        grown.set(starts);
        starts = grown;
      }
      for (let id = highestId + 1; id <= productId; id++) starts[id] = length;
      const text = partNumber ?? '';
      if (length + text.length > bytes.length) {
        const grown = new Uint8Array(Math.max(length + text.length, bytes.length * 2));
        grown.set(bytes);
        bytes = grown;
      }
      for (let k = 0; k < text.length; k++) bytes[length++] = text.charCodeAt(k) & 0xff;
      starts[productId + 1] = length;
      highestId = productId;
    },
    build(): PartNumbers {
      return partNumbersOf(bytes.slice(0, length), starts.slice(0, highestId + 2));
    },
  };
}

function partNumbersOf(bytes: Uint8Array, starts: Int32Array): PartNumbers {
  const productCount = starts.length - 1;
  // One list of a product's grams so far, emptied for each product (two passes over 1.6 million at start-up).
  const seen: number[] = [];
  const grams = postingsOf(productCount, (id, visit) => {
    const start = starts[id]!;
    const end = starts[id + 1]!;
    seen.length = 0;
    for (let at = start; at + gramLength <= end; at++) {
      const gram = gramAt(bytes, at, gramLength);
      // Each gram once per product, so a gram's postings are distinct ascending ids.
      if (seen.includes(gram)) continue;
      seen.push(gram);
      visit(gram);
    }
  }, symbols ** gramLength);
  // Part numbers too short for a gram are matched as the start of a product's: grouped by their first 3 characters.
  const leads = postingsOf(productCount, (id, visit) => {
    if (starts[id + 1]! - starts[id]! >= gramLength - 1) visit(gramAt(bytes, starts[id]!, gramLength - 1));
  }, symbols ** (gramLength - 1));

  function relationOf(productId: number, typed: string): PartNumberRelation {
    if (productId < 0 || productId >= productCount) return 'none';
    const start = starts[productId]!;
    const end = starts[productId + 1]!;
    const size = typed.length;
    for (let at = start; at + size <= end; at++) {
      let k = 0;
      while (k < size && bytes[at + k] === typed.charCodeAt(k)) k++;
      if (k === size) return at > start ? 'contains' : at + size === end ? 'exact' : 'prefix';
    }
    return 'none';
  }

  return {
    relationOf,
    matching(typed) {
      if (typed.length < gramLength - 1) return new Int32Array(0);
      const typedBytes = Uint8Array.from(typed, (char) => char.charCodeAt(0) & 0xff);
      if (typed.length < gramLength) return leads.of(gramAt(typedBytes, 0, gramLength - 1)).slice();
      // The rarest gram's products, kept where the next rarest holds them too and the part number is inside theirs.
      const lists = [];
      for (let at = 0; at + gramLength <= typedBytes.length; at++) lists.push(grams.of(gramAt(typedBytes, at, gramLength)));
      lists.sort((a, b) => a.length - b.length);
      const [rarest, next] = lists;
      const found: number[] = [];
      for (const id of rarest!) {
        if (next && !holdsId(next, id)) continue;
        if (relationOf(id, typed) !== 'none') found.push(id);
      }
      return Int32Array.from(found);
    },
  };
}

/**
 * Products by key (a gram's code below `keyCount`), ascending ids per key: a counting sort in two passes over the
 * products, which come in ascending order, into one array.
 */
function postingsOf(productCount: number, keysOf: (id: number, visit: (key: number) => void) => void, keyCount: number) {
  const starts = new Int32Array(keyCount + 1);
  for (let id = 0; id < productCount; id++) keysOf(id, (key) => starts[key + 1]!++);
  for (let key = 1; key <= keyCount; key++) starts[key]! += starts[key - 1]!;
  const products = new Int32Array(starts[keyCount]!);
  const next = starts.slice(0, keyCount);
  for (let id = 0; id < productCount; id++) keysOf(id, (key) => (products[next[key]!++] = id));
  return { of: (key: number) => products.subarray(starts[key]!, starts[key + 1]!) };
}
