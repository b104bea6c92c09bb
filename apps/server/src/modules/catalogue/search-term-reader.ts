import { gcNumberOf, mayNameAppliance, partNumberOf, prefixTsQuery, searchWords, splitManufacturers, manufacturerWords, type ManufacturerWords } from '@sparesfinder/domain/catalogue/search-term';
import type { CardContext } from './product-card.service';
import type { CatalogueCache } from './catalogue-cache';
import type { AppliancesAndParts, SearchRepository } from './search.repository';
import type { SearchMatch } from './search-sql';

export interface ReadTerm {
  match: SearchMatch;
  context: CardContext;
  /** The same search typo-tolerant, for when `match` finds nothing; undefined when there is no word to correct. */
  typoFallback?: SearchMatch;
}

/**
 * Turns the typed term into a SearchMatch (modules/catalogue/README.md "Search"): part number, GC number,
 * appliance name, manufacturer words and full-text words. Manufacturers are a reference list, cached per catalogue
 * version (callers refresh the cache first).
 */
export function createSearchTermReader(deps: { searchRepository: SearchRepository; cache: CatalogueCache }) {
  const { searchRepository, cache } = deps;
  const listManufacturers = (): Promise<ManufacturerWords[]> =>
    cache.reference('manufacturers', async () => manufacturerWords(await searchRepository.listManufacturers()));

  return {
    async read(term: string | undefined, classificationIds: number[] | undefined): Promise<ReadTerm> {
      const empty = { appliancePartIds: [], manufacturerIds: [], classificationIds };
      if (!term) return { match: { ...empty, matchesAnything: true }, context: {} };
      const words = searchWords(term);
      const partNumber = partNumberOf(term);
      const gcNumber = gcNumberOf(term);
      const none: AppliancesAndParts = { applianceIds: [], partIds: [] };
      // A GC number's parts are looked up inside the search queries themselves (search-sql.ts gcPartsOf).
      const [byName, makers] = await Promise.all([mayNameAppliance(term) ? searchRepository.findAppliancesByName(words) : none, listManufacturers()]);
      const { manufacturerIds, words: textWords } = splitManufacturers(words, makers);
      const match: SearchMatch = {
        ...empty,
        partNumber,
        gcNumber,
        appliancePartIds: byName.partIds,
        manufacturerIds,
        tsQuery: prefixTsQuery(textWords),
        matchesAnything: words.length > 0,
      };
      const context: CardContext = { applianceIds: byName.applianceIds, gcNumber };
      const typoWords = textWords.filter((word) => word.length >= 3);
      const typoFallback = typoWords.length > 0 ? { ...empty, manufacturerIds, fuzzyWords: typoWords, matchesAnything: true } : undefined;
      return { match, context, typoFallback };
    },
  };
}
export type SearchTermReader = ReturnType<typeof createSearchTermReader>;
