import { idOfTextRelevanceKey, matchTier, searchSampleModulus, textRelevanceKey, withTextRelevanceFlags } from '@sparesfinder/domain/catalogue/ranking';
import type { PageRequest } from '../search.repository';
import { lookupPartsLimit, type SearchMatch } from '../search-sql';
import type { ApplianceParts } from './appliance-parts';
import type { PartNumbers } from './part-numbers';
import { textRelevanceKeysOf, type ProductFacts } from './product-facts';
import { holdsId, unionOf, type TextIndex } from './text-index';
import type { TsQueryPrinter } from './ts-query-printer';

/** What a lookup matches, ascending ids, with the arms its tiers are read from. */
export interface LookupMatches {
  all: Int32Array;
  /** The parts of the GC number's appliances (the GC tier). */
  gcParts: Int32Array;
  /** The parts of the appliances named (the appliance tier). */
  fitting: Int32Array;
}

/**
 * A lookup (a part number, a GC number or appliances named, with or without words, makers and a category), or makers
 * named without words, matched and ordered in memory as its statement does (search-sql.ts matchPredicate, tierExpression; search.repository.ts
 * orderKeysOf 'relevance'): the products the typed part number matches (part-numbers.ts), the parts of the GC
 * number's and the named appliances (the lowest lookupPartsLimit of each, appliance-parts.ts), and the words' matches
 * with the term's makers (the makers' products when there are no words), in the category. The statement read every
 * match's row (issue #13: 'RCBO-2', 4,207 matches, 43 ms; a GC number's 1.35 ms of a 2.8 ms search).
 */
export function createLookupReads(deps: {
  facts: ProductFacts;
  applianceParts: ApplianceParts;
  partNumbers: PartNumbers;
  text: TextIndex;
  printer: TsQueryPrinter;
  /** The words' matches with the term's makers, in its category (the text index's; ascending ids). */
  textMatches: (match: SearchMatch) => Promise<Int32Array>;
  /** Whether a product lies in the match's category; undefined for the whole catalogue. */
  categoryTestOf: (match: SearchMatch) => ((productId: number) => boolean) | undefined;
}) {
  const { facts, applianceParts, partNumbers, text, printer } = deps;
  const none = new Int32Array(0);

  return {
    /**
     * Whether the match is answered here: a lookup, or makers named without words (which a ticked filter leaves to
     * counting: without one, their counts are kept, ProductFacts makerTally); not the typo fallback's similarity,
     * which only a statement has.
     */
    handles(match: SearchMatch): boolean {
      const makersAlone = !match.tsQuery && match.manufacturerIds.length > 0;
      return Boolean(match.partNumber || match.gcNumber || match.applianceIds.length > 0 || makersAlone) && !match.fuzzyWords?.length && match.matchesAnything;
    },

    async matchesOf(match: SearchMatch): Promise<LookupMatches> {
      const { partNumber, gcNumber, applianceIds } = match;
      const inCategory = deps.categoryTestOf(match);
      const kept = (ids: Int32Array) => ids.filter((id) => facts.holds(id) && (!inCategory || inCategory(id)));
      const gcParts = gcNumber ? applianceParts.partsOf(applianceParts.appliancesWithGcNumber(gcNumber), lookupPartsLimit) : none;
      const fitting = applianceIds.length > 0 ? applianceParts.partsOf(applianceIds, lookupPartsLimit) : none;
      const numbered = partNumber ? partNumbers.matching(partNumber) : none;
      const worded = match.tsQuery ? await deps.textMatches(match) : match.manufacturerIds.length > 0 ? kept(facts.productsOfMakers(match.manufacturerIds)) : none;
      return { all: unionOf([kept(numbered), kept(gcParts), kept(fitting), worded]), gcParts, fitting };
    },

    /**
     * Matches skip … skip + take of `listed` (some of the lookup's matches, ascending) in Recommended order: by tier,
     * then as the text ranks (the phrase, then shorter documents) when there are words, then genuine, shorter part
     * numbers and ids; the sample's first when `sampleFirst` (a broad set's page). undefined, for the statement, when
     * a match has no document (PostgreSQL sorts its NULL keys apart) or a key is too long to pack.
     */
    async pageOf(match: SearchMatch, looked: LookupMatches, listed: Int32Array, page: Pick<PageRequest, 'skip' | 'take'>, sampleFirst: boolean): Promise<number[] | undefined> {
      const { partNumber } = match;
      const words = match.textWords ?? [];
      const phrase = match.tsQuery && words.length >= 2 ? text.matching(await printer.printedPhrase(words.join(' ')), listed) : undefined;
      const tierOf = (id: number): number => {
        const relation = partNumber ? partNumbers.relationOf(id, partNumber) : 'none';
        if (relation === 'exact') return matchTier.exactPartNumber;
        if (holdsId(looked.gcParts, id)) return matchTier.gcNumber;
        if (relation === 'prefix') return matchTier.partNumberPrefix;
        if (holdsId(looked.fitting, id)) return matchTier.appliance;
        return relation === 'contains' ? matchTier.partNumberContains : matchTier.text;
      };
      const keyOf = (id: number): number => {
        const rank = facts.rankKeysOf(id);
        if (!match.tsQuery) return textRelevanceKey(textRelevanceKeysOf(id, { ...rank, documentLength: 0 }, true, true)) ?? Number.NaN;
        return rank.documentLength === 0 ? Number.NaN : withTextRelevanceFlags(facts.fixedRankKeyOf(id), true, phrase !== undefined && holdsId(phrase, id));
      };
      // Keys in buckets by (outside the sample when it comes first, tier), each bucket sorted in place.
      const tiers = matchTier.text + 1;
      const buckets = new Uint8Array(listed.length);
      const starts = new Int32Array(2 * tiers + 1);
      for (let k = 0; k < listed.length; k++) {
        const id = listed[k]!;
        const bucket = (sampleFirst && id % searchSampleModulus !== 0 ? tiers : 0) + tierOf(id);
        buckets[k] = bucket;
        starts[bucket + 1]!++;
      }
      for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
      const keys = new Float64Array(listed.length);
      const next = starts.slice();
      for (let k = 0; k < listed.length; k++) {
        const key = keyOf(listed[k]!);
        if (Number.isNaN(key)) return undefined;
        keys[next[buckets[k]!]!++] = key;
      }
      for (let b = 0; b + 1 < starts.length; b++) keys.subarray(starts[b]!, starts[b + 1]!).sort();
      return Array.from(keys.subarray(page.skip, page.skip + page.take), idOfTextRelevanceKey);
    },
  };
}
export type LookupReads = ReturnType<typeof createLookupReads>;
