import { sortedLexemeDictionary } from './lexeme-dictionary';
import { parseTsquery, parseTsvector, type TsqueryNode } from './tsvector-text';

/**
 * The catalogue's text in the server's memory (decision 017): every lexeme's products as a sorted Int32Array, with
 * each product's word positions for phrases, so a tsquery is answered by merging arrays instead of PostgreSQL reading
 * a heap row per match. Built from product_search's documents as PostgreSQL prints them, so stemming stays
 * PostgreSQL's ('english' to_tsvector); `matching` answers exactly what `search_document @@ to_tsquery(…)` does.
 * Slice 1 of the decision: the index and its matching, proven against PostgreSQL; searches do not use it yet.
 */
export interface TextIndex {
  /** How many products, lexemes and (lexeme, product) postings it holds. */
  size: { products: number; lexemes: number; postings: number };
  /**
   * Product ids, ascending, whose document matches the printed tsquery (to_tsquery(…)::text); with `within`, only
   * those among it (a phrase is then tested on those alone: its word positions are the costly part).
   */
  matching(tsquery: string, within?: Int32Array): Int32Array;
}

export interface IndexedDocument {
  id: number;
  /** search_document::text */
  document: string;
}

const empty = new Int32Array(0);

/** `documents` in ascending id order (the order a keyset read gives). */
export function buildTextIndex(documents: Iterable<IndexedDocument>): TextIndex {
  const builder = createTextIndexBuilder();
  for (const document of documents) builder.add(document);
  return builder.build();
}

/** Documents added one by one in ascending id order (a keyset read's batches), then built once. */
export function createTextIndexBuilder() {
  const lexemeIds = new Map<string, number>();
  const lexemes: string[] = [];
  const productIds = new GrowableInt32Array();
  // One entry per (lexeme, product) in product order: which lexeme, and where its positions start.
  const entryLexeme = new GrowableInt32Array();
  const entryProduct = new GrowableInt32Array();
  const entryPositionStart = new GrowableInt32Array();
  const positions = new GrowableInt32Array();
  let previousId = -1;
  return {
    add({ id, document }: IndexedDocument): void {
      if (id <= previousId) throw new Error('text index: documents must come in ascending id order');
      previousId = id;
      productIds.push(id);
      for (const { lexeme, positions: at } of parseTsvector(document)) {
        let lexemeId = lexemeIds.get(lexeme);
        if (lexemeId === undefined) {
          lexemeId = lexemes.length;
          lexemeIds.set(lexeme, lexemeId);
          lexemes.push(lexeme);
        }
        entryLexeme.push(lexemeId);
        entryProduct.push(id);
        entryPositionStart.push(positions.length);
        for (const position of at) positions.push(position);
      }
    },
    build(): TextIndex {
      entryPositionStart.push(positions.length);
      lexemeIds.clear();
      return indexOf(lexemes, productIds.values(), entryLexeme.values(), entryProduct.values(), entryPositionStart.values(), positions.values());
    },
  };
}

function indexOf(
  lexemesAsAdded: readonly string[],
  allProducts: Int32Array,
  entryLexemeAsAdded: Int32Array,
  entryProduct: Int32Array,
  entryPositionStart: Int32Array,
  entryPositions: Int32Array,
): TextIndex {
  // Lexeme ids become ranks in a sorted dictionary (lexeme-dictionary.ts): no string or Map entry per lexeme is kept.
  const { dictionary, idOfInput } = sortedLexemeDictionary(lexemesAsAdded);
  const lexemeCount = dictionary.size;
  // Group the entries by lexeme (a counting sort keeps product order inside each lexeme).
  const postingStart = new Int32Array(lexemeCount + 1);
  for (const added of entryLexemeAsAdded) postingStart[idOfInput[added]! + 1]!++;
  for (let l = 0; l < lexemeCount; l++) postingStart[l + 1]! += postingStart[l]!;
  const postingProduct = new Int32Array(entryLexemeAsAdded.length);
  const postingEntry = new Int32Array(entryLexemeAsAdded.length);
  const next = postingStart.slice(0, lexemeCount);
  for (let entry = 0; entry < entryLexemeAsAdded.length; entry++) {
    const at = next[idOfInput[entryLexemeAsAdded[entry]!]!]!++;
    postingProduct[at] = entryProduct[entry]!;
    postingEntry[at] = entry;
  }
  // Each posting's word positions, in posting order (a phrase reads them by posting), as 16-bit numbers: PostgreSQL
  // keeps positions up to 16,383.
  const positionStart = new Int32Array(postingEntry.length + 1);
  for (let at = 0; at < postingEntry.length; at++) {
    const entry = postingEntry[at]!;
    positionStart[at + 1] = positionStart[at]! + entryPositionStart[entry + 1]! - entryPositionStart[entry]!;
  }
  const positionList = new Uint16Array(entryPositions.length);
  for (let at = 0; at < postingEntry.length; at++) {
    const entry = postingEntry[at]!;
    positionList.set(entryPositions.subarray(entryPositionStart[entry]!, entryPositionStart[entry + 1]!), positionStart[at]!);
  }

  const productsOf = (lexemeId: number) => postingProduct.subarray(postingStart[lexemeId]!, postingStart[lexemeId + 1]!);

  // A query's prefix words, each read once: an AND sizes its operands (postingsOf) before evaluating them.
  const prefixLexemes = new WeakMap<object, number[]>();

  /** The lexeme ids a query lexeme stands for: itself, or with :* every lexeme it begins. */
  function lexemesOf(node: { lexeme: string; prefix: boolean }): number[] {
    if (!node.prefix) {
      const lexemeId = dictionary.idOf(node.lexeme);
      return lexemeId < 0 ? [] : [lexemeId];
    }
    const known = prefixLexemes.get(node);
    if (known) return known;
    const { from, to } = dictionary.idsStartingWith(node.lexeme);
    const found: number[] = [];
    for (let lexemeId = from; lexemeId < to; lexemeId++) found.push(lexemeId);
    prefixLexemes.set(node, found);
    return found;
  }

  /**
   * The products matching `node`; with `within`, the answer is only right among `within` (every operation here
   * commutes with intersecting it), and the caller intersects it.
   */
  function evaluate(node: TsqueryNode, within: Int32Array | undefined): Int32Array {
    // A union among `within` is taken only there (unionWithin): a completed last word's long lists ('kit 2') are not
    // united in full to be intersected with the other word's products afterwards.
    const united = (lists: Int32Array[]) => (within ? unionWithin(lists, within) : unionOf(lists));
    switch (node.kind) {
      case 'lexeme': {
        const lists = lexemesOf(node).map(productsOf);
        if (lists.length === 0) return empty;
        return lists.length === 1 ? lists[0]! : united(lists);
      }
      case 'or':
        return united(node.operands.map((operand) => evaluate(operand, within)));
      case 'and': {
        // The operand with the fewest postings first, kept among `within` (a maker's products); each next one is
        // evaluated among what is kept so far.
        const required = node.operands
          .filter((operand) => operand.kind !== 'not')
          .map((operand) => ({ operand, size: postingsOf(operand) }))
          .sort((a, b) => a.size - b.size);
        let kept: Int32Array | undefined;
        for (const { operand } of required) {
          const found = evaluate(operand, kept ?? within);
          const among = kept ?? within;
          kept = among ? intersection(among, found) : found;
          if (kept.length === 0) return kept;
        }
        kept ??= allProducts;
        for (const operand of node.operands) if (operand.kind === 'not') kept = difference(kept, evaluate(operand.operand, kept));
        return kept;
      }
      case 'not':
        return difference(allProducts, evaluate(node.operand, within));
      case 'phrase':
        return phraseMatches(node, within);
    }
  }

  // Two bitmaps over product ids for unionWithin, kept between calls (a search runs to its end without awaiting).
  const highestProduct = allProducts.length > 0 ? allProducts[allProducts.length - 1]! : 0;
  const inWithin = new Uint32Array((highestProduct >>> 5) + 1);
  const inUnion = new Uint32Array(inWithin.length);

  /**
   * The products of `within` (ascending) that some list holds, in order: `within` is marked in a bitmap and each list
   * is read against it, or a list much longer than `within` is searched for each of its products. Both bitmaps are
   * cleared again where `within` marked them, whatever happens: a bit left set would be a wrong answer later.
   */
  function unionWithin(lists: readonly Int32Array[], within: Int32Array): Int32Array {
    const held = within.length > 0 && within[within.length - 1]! > highestProduct ? within.filter((id) => id <= highestProduct) : within;
    try {
      return heldInAny(lists, held);
    } finally {
      for (const id of held) inWithin[id >>> 5] = inUnion[id >>> 5] = 0;
    }
  }

  function heldInAny(lists: readonly Int32Array[], held: Int32Array): Int32Array {
    for (const id of held) inWithin[id >>> 5]! |= 1 << (id & 31);
    for (const list of lists) {
      if (list.length > held.length * 8) {
        let at = 0;
        for (const id of held) {
          at = gallopTo(list, at, list.length, id);
          if (at === list.length) break;
          if (list[at] === id) inUnion[id >>> 5]! |= 1 << (id & 31);
        }
      } else {
        for (let k = 0; k < list.length; k++) {
          const id = list[k]!;
          if ((inWithin[id >>> 5]! & (1 << (id & 31))) !== 0) inUnion[id >>> 5]! |= 1 << (id & 31);
        }
      }
    }
    const out = new Int32Array(held.length);
    let count = 0;
    for (const id of held) if ((inUnion[id >>> 5]! & (1 << (id & 31))) !== 0) out[count++] = id;
    return out.subarray(0, count);
  }

  /** At most how many products a node matches, from its lists' lengths: the order an AND evaluates its operands in. */
  function postingsOf(node: TsqueryNode): number {
    const ofWord = (word: { lexeme: string; prefix: boolean }) => lexemesOf(word).reduce((sum, lexemeId) => sum + postingStart[lexemeId + 1]! - postingStart[lexemeId]!, 0);
    switch (node.kind) {
      case 'lexeme':
        return ofWord(node);
      case 'or':
        return node.operands.reduce((sum, operand) => sum + postingsOf(operand), 0);
      case 'and':
        return Math.min(allProducts.length, ...node.operands.filter((operand) => operand.kind !== 'not').map(postingsOf));
      case 'not':
        return allProducts.length;
      case 'phrase':
        return Math.min(...phraseChain(node).map((step) => ofWord(step.word)));
    }
  }

  /**
   * A chain of words at fixed distances ('limit' <-> 'thermostat', 'valv' <2> 'boiler'): the products holding every
   * word (among `within`), then each one's positions, read with a cursor per lexeme (candidates come in id order).
   */
  function phraseMatches(node: TsqueryNode & { kind: 'phrase' }, within: Int32Array | undefined): Int32Array {
    const chain = phraseChain(node);
    const words = chain.map((step) => lexemesOf(step.word));
    const productsOfWord = (lexemeIdsOf: number[]) => unionOf(lexemeIdsOf.map(productsOf));
    // Among `within` no more than it is read when it is the shorter (a page's candidates): the positions below test
    // every word anyway, and the union of a common word's lexemes ('valv:*') is the costliest part of a phrase. A
    // longer `within` (a maker's products) is cut to the rarest word's products first.
    const sizes = words.map((lexemeIdsOf) => lexemeIdsOf.reduce((sum, lexemeId) => sum + postingStart[lexemeId + 1]! - postingStart[lexemeId]!, 0));
    const rarest = words[sizes.indexOf(Math.min(...sizes))]!;
    const candidates = within
      ? within.length <= Math.min(...sizes)
        ? within
        : intersection(within, productsOfWord(rarest))
      : words.map(productsOfWord).sort((a, b) => a.length - b.length).reduce(intersection);
    const cursors = words.map((lexemeIdsOf) => lexemeIdsOf.map((lexemeId) => postingStart[lexemeId]!));
    const at: number[][] = words.map(() => []);
    const kept = new Int32Array(candidates.length);
    let count = 0;
    for (const productId of candidates) {
      for (let w = 0; w < words.length; w++) {
        const found = at[w]!;
        found.length = 0;
        const lexemeIdsOf = words[w]!;
        for (let l = 0; l < lexemeIdsOf.length; l++) {
          const end = postingStart[lexemeIdsOf[l]! + 1]!;
          const cursor = gallopTo(postingProduct, cursors[w]![l]!, end, productId);
          cursors[w]![l] = cursor;
          if (cursor >= end || postingProduct[cursor] !== productId) continue;
          for (let p = positionStart[cursor]!; p < positionStart[cursor + 1]!; p++) found.push(positionList[p]!);
        }
      }
      if (phraseHolds(chain, at)) kept[count++] = productId;
    }
    return kept.subarray(0, count);
  }

  return {
    size: { products: allProducts.length, lexemes: lexemeCount, postings: postingProduct.length },
    matching(tsquery, within) {
      const tree = parseTsquery(tsquery);
      if (!tree) return empty;
      return within ? intersection(evaluate(tree, within), within) : evaluate(tree, undefined);
    },
  };
}

/** An Int32Array that doubles as it fills (millions of postings, without a JS array's boxing). */
export class GrowableInt32Array {
  private items = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
  /** A copy of exactly the values pushed, so the doubled buffer is let go. */
  values(): Int32Array {
    return this.items.slice(0, this.length);
  }
}

type PhraseStep = { word: { lexeme: string; prefix: boolean }; distance: number };

/** A phrase as words and the distance of each from the one before; other operands inside a phrase are refused. */
function phraseChain(node: TsqueryNode, distance = 0): PhraseStep[] {
  if (node.kind === 'lexeme') return [{ word: node, distance }];
  if (node.kind === 'phrase') return [...phraseChain(node.left, distance), ...phraseChain(node.right, node.distance)];
  throw new Error(`text index: a ${node.kind} inside a phrase is not supported`);
}

/** Whether some position of the first word starts the chain: each next word at its distance from the one before. */
function phraseHolds(chain: readonly PhraseStep[], at: readonly number[][]): boolean {
  for (const start of at[0]!) {
    let position = start;
    let holds = true;
    for (let k = 1; k < chain.length && holds; k++) {
      position += chain[k]!.distance;
      holds = at[k]!.includes(position);
    }
    if (holds) return true;
  }
  return false;
}

function firstAtLeastIn(values: Int32Array, start: number, end: number, value: number): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * firstAtLeastIn for a cursor moving forward through a long list: steps of 1, 2, 4… from `start` until one passes
 * `value`, then a binary search of the last step. Costs the log of the distance moved, not of what is left, which
 * for ascending ids searched one after another in a list many times longer is a few steps each.
 */
export function gallopTo(values: Int32Array, start: number, end: number, value: number): number {
  if (start >= end) return end;
  let step = 1;
  let low = start;
  while (low + step < end && values[low + step]! < value) {
    low += step;
    step *= 2;
  }
  if (low < end && values[low]! >= value) return low;
  return firstAtLeastIn(values, low + 1, Math.min(low + step, end), value);
}

/** Whether the ascending `ids` hold `id`. */
export function holdsId(ids: Int32Array, id: number): boolean {
  return ids[firstAtLeastIn(ids, 0, ids.length, id)] === id;
}

export function intersection(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let count = 0;
  let j = 0;
  if (a.length * 8 < b.length) {
    // Much shorter: search b for each of a (galloping from where the last one was found).
    for (let k = 0; k < a.length; k++) {
      const value = a[k]!;
      j = gallopTo(b, j, b.length, value);
      if (j < b.length && b[j] === value) out[count++] = value;
    }
  } else {
    // Of like length: one walk through both.
    for (let k = 0; k < a.length && j < b.length; k++) {
      const value = a[k]!;
      while (j < b.length && b[j]! < value) j++;
      if (b[j] === value) out[count++] = value;
    }
  }
  return out.subarray(0, count);
}

export function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let count = 0;
  let j = 0;
  for (let k = 0; k < a.length; k++) {
    const value = a[k]!;
    while (j < b.length && b[j]! < value) j++;
    if (j >= b.length || b[j] !== value) out[count++] = value;
  }
  return out.subarray(0, count);
}

export function unionOf(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return empty;
  if (lists.length === 1) return lists[0]!;
  let total = 0;
  let highest = -1;
  for (const list of lists) {
    total += list.length;
    if (list.length > 0) highest = Math.max(highest, list[list.length - 1]!);
  }
  // Many postings (a prefix such as 'kit 2' unites hundreds of lists): a bitmap of ids costs a pass over each list
  // and one over the bitmap, where sorting them all cost n log n.
  if (total > 4096 && total * 4 > highest / 32) return bitmapUnion(lists, highest);
  const all = new Int32Array(total);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let k = 0; k < all.length; k++) if (k === 0 || all[k] !== all[k - 1]) all[kept++] = all[k]!;
  return all.subarray(0, kept);
}

/** The union of ascending id lists through a bitmap of every id up to `highest`, read back in order. */
function bitmapUnion(lists: readonly Int32Array[], highest: number): Int32Array {
  const bits = new Uint32Array((highest >>> 5) + 1);
  for (const list of lists) for (let k = 0; k < list.length; k++) bits[list[k]! >>> 5]! |= 1 << (list[k]! & 31);
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      word &= word - 1;
      count++;
    }
  }
  const out = new Int32Array(count);
  let at = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[at++] = (w << 5) + (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}
