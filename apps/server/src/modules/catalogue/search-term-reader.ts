import { gcNumberOf, partNumberOf, prefixTsQuery, searchWords, splitManufacturers, type NamedId } from '@sparesfinder/domain/catalogue/search-term';
import type { CardContext } from './product-card.service';
import type { SearchRepository } from './search.repository';
import type { SearchMatch } from './search-sql';

export interface ReadTerm {
  match: SearchMatch;
  context: CardContext;
  /** The same search typo-tolerant, for when `match` finds nothing; undefined when there is no word to correct. */
  typoFallback?: SearchMatch;
}

/**
 * Turns the typed term into a SearchMatch (modules/catalogue/README.md "Search"): part number, GC number,
 * appliance name, manufacturer words and full-text words. Manufacturers are a fixed reference list, read once.
 */
export function createSearchTermReader(deps: { searchRepository: SearchRepository }) {
  const { searchRepository } = deps;
  let manufacturers: NamedId[] | undefined;
  const listManufacturers = async () => (manufacturers ??= await searchRepository.listManufacturers());

  return {
    async read(term: string | undefined, classificationIds: number[] | undefined): Promise<ReadTerm> {
      const empty = { gcPartIds: [], appliancePartIds: [], manufacturerIds: [], classificationIds };
      if (!term) return { match: { ...empty, matchesAnything: true }, context: {} };
      const words = searchWords(term);
      const partNumber = partNumberOf(term);
      const gcNumber = gcNumberOf(term);
      const [gcApplianceIds, applianceIds, makers] = await Promise.all([
        gcNumber ? searchRepository.findApplianceIdsByGcNumber(gcNumber) : [],
        searchRepository.findApplianceIdsByName(words),
        listManufacturers(),
      ]);
      const [gcPartIds, appliancePartIds] = await Promise.all([
        searchRepository.findPartIdsOfAppliances(gcApplianceIds),
        searchRepository.findPartIdsOfAppliances(applianceIds),
      ]);
      const { manufacturerIds, words: textWords } = splitManufacturers(words, makers);
      const match: SearchMatch = {
        ...empty,
        partNumber,
        gcPartIds,
        appliancePartIds,
        manufacturerIds,
        tsQuery: prefixTsQuery(textWords),
        matchesAnything: words.length > 0,
      };
      const context: CardContext = { applianceIds: [...gcApplianceIds, ...applianceIds], gcNumber: gcApplianceIds.length > 0 ? gcNumber : undefined };
      const typoWords = textWords.filter((word) => word.length >= 3);
      const typoFallback = typoWords.length > 0 ? { ...empty, manufacturerIds, fuzzyWords: typoWords, matchesAnything: true } : undefined;
      return { match, context, typoFallback };
    },
  };
}
export type SearchTermReader = ReturnType<typeof createSearchTermReader>;
