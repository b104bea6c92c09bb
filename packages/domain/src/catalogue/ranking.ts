/**
 * Search ordering and the bounds that keep it fast at full scale (TARGETS.md: ts_rank over huge match sets is
 * slow; facet counts over very broad sets may be sampled if the page says they are approximate).
 */

/** Recommended order for a search term: lower tiers first, then ts_rank inside the text tier. */
export const matchTier = {
  exactPartNumber: 0,
  gcNumber: 1,
  partNumberPrefix: 2,
  appliance: 3,
  partNumberContains: 4,
  text: 5,
} as const;

/**
 * Up to this many matches a search is exact: totals, category and filter counts are counted and the text tier is
 * ordered by ts_rank. Above it they are estimated from the fixed sample (TARGETS.md) and the page says so.
 */
export const exactMatchLimit = 10_000;
/** The fixed sample is every product whose id is a multiple of this (migration 0006 stores and indexes it apart). */
export const searchSampleModulus = 16;

/** Whether a search whose sample holds `sampleMatches` products is too broad to count exactly. */
export function isTooBroadToCount(sampleMatches: number, limit = exactMatchLimit): boolean {
  return sampleMatches * searchSampleModulus > limit;
}

/** Estimate of a whole-catalogue count from its count in the sample. */
export function estimateFromSample(sampleCount: number): number {
  return sampleCount * searchSampleModulus;
}

/**
 * A broad search's Recommended order puts the sample's matches first (then the rest), so its first pages are read
 * from the sample alone: true when rows skip … skip + take all lie inside the sample's `sampleMatches`.
 */
export function pageLiesInSample(skip: number, take: number, sampleMatches: number): boolean {
  return skip + take <= sampleMatches;
}

export type SearchOrder = { kind: 'relevance' } | { kind: 'catalogue' } | { kind: 'name'; direction: 'ASC' | 'DESC' };

/**
 * spec 2 §9 sorts: Recommended (PREF) ranks by relevance when there is a search term and by catalogue order when
 * browsing a category; Name/Description sort by the description in the given direction.
 */
export function searchOrder(sortProp: 'PREF' | 'Name' | 'Description', direction: 'ASC' | 'DESC', hasTerm: boolean): SearchOrder {
  if (sortProp !== 'PREF') return { kind: 'name', direction };
  return hasTerm ? { kind: 'relevance' } : { kind: 'catalogue' };
}

/**
 * Suggested keywords for autocomplete (the 'ai-search' variant): the most frequent phrases among matching
 * descriptions, from the first typed word onwards, up to three words, most frequent first, at most `limit`.
 */
export function suggestKeywords(descriptions: readonly string[], words: readonly string[], limit = 5): string[] {
  const first = words[0];
  if (!first) return [];
  const tally = new Map<string, number>();
  for (const description of descriptions) {
    const tokens = description.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    const at = tokens.findIndex((token) => token.startsWith(first));
    if (at < 0) continue;
    const phrase = tokens.slice(at, at + Math.max(2, Math.min(3, words.length + 1))).join(' ');
    tally.set(phrase, (tally.get(phrase) ?? 0) + 1);
  }
  return [...tally]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([phrase]) => phrase);
}

/** A text match's Recommended-order keys (search.repository.ts orderBy's text tier, after the sample-first key). */
export interface TextRelevanceKeys {
  id: number;
  /** Listed ahead of the rest: a broad set's sample (sampleFirst), else the same for every match. */
  first: boolean;
  /** The words typed appear as a phrase, in order (only with two words or more). */
  phrase: boolean;
  /** Distinct words in the product's document: a part named by just the words typed before a kit that mentions them. */
  documentLength: number;
  genuine: boolean;
  /** null when the product has no part number: last, as PostgreSQL sorts NULL after every length. */
  partNumberLength: number | null;
}

/**
 * Recommended order inside the text tier: first, phrase, shorter document, genuine before pattern, shorter part
 * number, then id so pages never overlap. The in-memory index (decision 017) orders with it, and its equivalence
 * test proves it lists what the statements' ORDER BY lists.
 */
export function compareTextRelevance(a: TextRelevanceKeys, b: TextRelevanceKeys): number {
  return (
    Number(b.first) - Number(a.first) ||
    Number(b.phrase) - Number(a.phrase) ||
    a.documentLength - b.documentLength ||
    Number(b.genuine) - Number(a.genuine) ||
    (a.partNumberLength ?? Infinity) - (b.partNumberLength ?? Infinity) ||
    a.id - b.id
  );
}

/** Bounds of what textRelevanceKey packs exactly into one number (a double holds integers up to 2^53). */
const keyBits = { documentLength: 16, partNumberLength: 8, id: 26 } as const;
const fits = (value: number, below: number) => Number.isInteger(value) && value >= 0 && value < below;

/**
 * compareTextRelevance's order as one number, smaller first, so a page is chosen among thousands of matches by
 * sorting plain numbers (a Float64Array) rather than objects: first, phrase and genuine as one bit each (0 = ahead),
 * the document and part-number lengths and the id as fields. undefined when a key is beyond its field (the caller
 * then compares objects).
 */
export function textRelevanceKey(keys: TextRelevanceKeys): number | undefined {
  // No part number sorts after every length: the field's highest value, which a length may not take.
  const none = 2 ** keyBits.partNumberLength - 1;
  const partNumber = keys.partNumberLength ?? none;
  if (!fits(keys.documentLength, 2 ** keyBits.documentLength) || !fits(keys.id, 2 ** keyBits.id) || !fits(partNumber, none + 1)) return undefined;
  if (keys.partNumberLength === none) return undefined;
  let key = keys.first ? 0 : 1;
  key = key * 2 + (keys.phrase ? 0 : 1);
  key = key * 2 ** keyBits.documentLength + keys.documentLength;
  key = key * 2 + (keys.genuine ? 0 : 1);
  key = key * 2 ** keyBits.partNumberLength + partNumber;
  return key * 2 ** keyBits.id + keys.id;
}

/** What `first` and `phrase` add to a textRelevanceKey when false: their bits sit above every other field. */
const phraseBit = 2 ** (keyBits.documentLength + 1 + keyBits.partNumberLength + keyBits.id);
const firstBit = 2 * phraseBit;

/**
 * textRelevanceKey of a search's keys from the product's own part of it, `fixedKey` (textRelevanceKey with `first`
 * and `phrase` both true): the in-memory index packs that once per product and adds the search's two flags per
 * match, instead of packing every field of every match again.
 */
export const withTextRelevanceFlags = (fixedKey: number, first: boolean, phrase: boolean): number => fixedKey + (first ? 0 : firstBit) + (phrase ? 0 : phraseBit);

/** The product id a textRelevanceKey was made for. */
export const idOfTextRelevanceKey = (key: number): number => key % 2 ** keyBits.id;
