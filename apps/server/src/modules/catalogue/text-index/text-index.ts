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
  /** Product ids, ascending, whose document matches the printed tsquery (to_tsquery(…)::text). */
  matching(tsquery: string): Int32Array;
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
      return indexOf(lexemeIds, lexemes, productIds.values(), entryLexeme.values(), entryProduct.values(), entryPositionStart.values(), positions.values());
    },
  };
}

function indexOf(
  lexemeIds: ReadonlyMap<string, number>,
  lexemes: readonly string[],
  allProducts: Int32Array,
  entryLexeme: Int32Array,
  entryProduct: Int32Array,
  positionStart: Int32Array,
  positionList: Int32Array,
): TextIndex {
  // Group the entries by lexeme (a counting sort keeps product order inside each lexeme).
  const postingStart = new Int32Array(lexemes.length + 1);
  for (const lexemeId of entryLexeme) postingStart[lexemeId + 1]!++;
  for (let l = 0; l < lexemes.length; l++) postingStart[l + 1]! += postingStart[l]!;
  const postingProduct = new Int32Array(entryLexeme.length);
  const postingEntry = new Int32Array(entryLexeme.length);
  const next = postingStart.slice(0, lexemes.length);
  for (let entry = 0; entry < entryLexeme.length; entry++) {
    const at = next[entryLexeme[entry]!]!++;
    postingProduct[at] = entryProduct[entry]!;
    postingEntry[at] = entry;
  }
  const vocabulary = lexemes.map((_, l) => l).sort((a, b) => (lexemes[a]! < lexemes[b]! ? -1 : lexemes[a]! > lexemes[b]! ? 1 : 0));

  const productsOf = (lexemeId: number) => postingProduct.subarray(postingStart[lexemeId]!, postingStart[lexemeId + 1]!);

  /** The lexeme ids a query lexeme stands for: itself, or with :* every lexeme it begins. */
  function lexemesOf(node: { lexeme: string; prefix: boolean }): number[] {
    if (!node.prefix) {
      const lexemeId = lexemeIds.get(node.lexeme);
      return lexemeId === undefined ? [] : [lexemeId];
    }
    const found: number[] = [];
    for (let k = firstAtLeast(vocabulary, lexemes, node.lexeme); k < vocabulary.length && lexemes[vocabulary[k]!]!.startsWith(node.lexeme); k++) found.push(vocabulary[k]!);
    return found;
  }

  /** The positions of any of `lexemeIdsOf` in one product. */
  function positionsIn(lexemeIdsOf: readonly number[], productId: number): number[] {
    const found: number[] = [];
    for (const lexemeId of lexemeIdsOf) {
      const start = postingStart[lexemeId]!;
      const at = firstAtLeastIn(postingProduct, start, postingStart[lexemeId + 1]!, productId);
      if (postingProduct[at] !== productId || at >= postingStart[lexemeId + 1]!) continue;
      const entry = postingEntry[at]!;
      for (let p = positionStart[entry]!; p < positionStart[entry + 1]!; p++) found.push(positionList[p]!);
    }
    return found;
  }

  function evaluate(node: TsqueryNode): Int32Array {
    switch (node.kind) {
      case 'lexeme':
        return unionOf(lexemesOf(node).map(productsOf));
      case 'or':
        return unionOf(node.operands.map(evaluate));
      case 'and': {
        const required = node.operands.filter((operand) => operand.kind !== 'not').map(evaluate);
        const excluded = node.operands.flatMap((operand) => (operand.kind === 'not' ? [evaluate(operand.operand)] : []));
        const kept = required.length > 0 ? required.sort((a, b) => a.length - b.length).reduce(intersection) : allProducts;
        return excluded.reduce(difference, kept);
      }
      case 'not':
        return difference(allProducts, evaluate(node.operand));
      case 'phrase':
        return phraseMatches(node);
    }
  }

  /** A chain of words at fixed distances ('limit' <-> 'thermostat', 'valv' <2> 'boiler'). */
  function phraseMatches(node: TsqueryNode & { kind: 'phrase' }): Int32Array {
    const chain = phraseChain(node);
    const words = chain.map((step) => lexemesOf(step.word));
    const candidates = words.map((lexemeIdsOf) => unionOf(lexemeIdsOf.map(productsOf))).sort((a, b) => a.length - b.length).reduce(intersection);
    const kept: number[] = [];
    for (const productId of candidates) {
      const at = words.map((lexemeIdsOf) => new Set(positionsIn(lexemeIdsOf, productId)));
      const holds = [...at[0]!].some((start) => {
        let position = start;
        return chain.every((step, k) => k === 0 || at[k]!.has((position += step.distance)));
      });
      if (holds) kept.push(productId);
    }
    return Int32Array.from(kept);
  }

  return {
    size: { products: allProducts.length, lexemes: lexemes.length, postings: postingProduct.length },
    matching(tsquery) {
      const tree = parseTsquery(tsquery);
      return tree ? evaluate(tree) : empty;
    },
  };
}

/** An Int32Array that doubles as it fills (millions of postings, without a JS array's boxing). */
class GrowableInt32Array {
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

function firstAtLeast(order: readonly number[], lexemes: readonly string[], text: string): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lexemes[order[middle]!]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
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

export function intersection(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let count = 0;
  let j = 0;
  for (let k = 0; k < a.length; k++) {
    const value = a[k]!;
    j = firstAtLeastIn(b, j, b.length, value);
    if (j < b.length && b[j] === value) out[count++] = value;
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
  for (const list of lists) total += list.length;
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
