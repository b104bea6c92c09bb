import { applianceNameIndex, appliancesNamed, type ApplianceNameIndex } from '@sparesfinder/domain/catalogue/appliance-names';
import { gcNumberOf, mayNameAppliance, meaningfulWords, partNumberOf, searchWords, splitManufacturers, manufacturerWords, type ManufacturerWords } from '@sparesfinder/domain/catalogue/search-term';
import { textTsQuery, vocabularyOf, type LastWordReading, type Vocabulary } from '@sparesfinder/domain/catalogue/vocabulary';
import type { CardContext } from './product-card.service';
import type { CatalogueCache } from './catalogue-cache';
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
 * appliance name, manufacturer words and full-text words. Manufacturers and appliance names are reference lists,
 * read once per catalogue version (callers observe the request's version first) and matched in memory.
 */
export function createSearchTermReader(deps: { searchRepository: SearchRepository; cache: CatalogueCache }) {
  const { searchRepository, cache } = deps;
  const listManufacturers = (): Promise<ManufacturerWords[]> =>
    cache.reference('manufacturers', async () => manufacturerWords(await searchRepository.listManufacturers()));
  // Matched in memory: a multi-word search costs no round trip to find the appliances it names.
  const applianceNames = (): Promise<ApplianceNameIndex> =>
    cache.reference('appliance-names', async () => applianceNameIndex(await searchRepository.listApplianceNames()));
  // The last word is completed in memory (domain textTsQuery): each statement then binds its text query as a value.
  const vocabulary = (): Promise<Vocabulary> => cache.reference('vocabulary', async () => vocabularyOf(await searchRepository.listVocabulary()));

  /** The to_tsquery text of these words (domain textTsQuery), for a match built outside `read` (a typo's correction). */
  async function textQuery(words: readonly string[], reading: LastWordReading = {}): Promise<string | undefined> {
    return textTsQuery(words, await vocabulary(), reading);
  }

  return {
    textQuery,

    /**
     * Per word, what may stand in for it when a search finds nothing: the word itself when the vocabulary has it,
     * else the vocabulary words one slip of the keys away (commonest first); none when neither.
     */
    async nearWords(words: readonly string[]): Promise<string[][]> {
      const known = await vocabulary();
      return words.map((word) => (known.has(word) ? [word] : known.oneSlipFrom(word)));
    },

    async read(term: string | undefined, classificationIds: number[] | undefined): Promise<ReadTerm> {
      const empty = { applianceIds: [], manufacturerIds: [], classificationIds };
      if (!term) return { match: { ...empty, matchesAnything: true }, context: {} };
      const words = searchWords(term);
      const partNumber = partNumberOf(term);
      const gcNumber = gcNumberOf(term);
      // The parts of a GC number's or a named appliance's appliances are looked up inside the search queries
      // themselves (search-sql.ts gcPartsOf, appliancePartsOf).
      const [named, makers, known] = await Promise.all([
        mayNameAppliance(term) ? applianceNames().then((names) => appliancesNamed(names, words)) : [],
        listManufacturers(),
        vocabulary(),
      ]);
      const split = splitManufacturers(words, makers);
      const { manufacturerIds } = split;
      // A two-word maker's name alone ('Northwind Heating') would name every appliance of the maker: it lists the
      // maker's products, as a one-word maker's name does (their counts are kept, issue #13: counting 640 appliances'
      // parts took 23-39 ms at full scale). An appliance is named with its model ('Northwind Heating Combi 24').
      const applianceIds = split.words.length === 0 && manufacturerIds.length > 0 ? [] : named;
      // Stop words ('with', 'the') say nothing: a term of them alone matches nothing rather than the typo search.
      const textWords = meaningfulWords(split.words);
      const match: SearchMatch = {
        ...empty,
        partNumber,
        gcNumber,
        applianceIds,
        manufacturerIds,
        tsQuery: textTsQuery(textWords, known),
        typingTsQuery: textTsQuery(textWords, known, { typing: true }),
        textWords,
        matchesAnything: Boolean(partNumber || gcNumber) || applianceIds.length > 0 || manufacturerIds.length > 0 || textWords.length > 0,
      };
      const context: CardContext = { applianceIds, gcNumber };
      const typoWords = textWords.filter((word) => word.length >= 3);
      const typoFallback = typoWords.length > 0 ? { ...empty, manufacturerIds, fuzzyWords: typoWords, matchesAnything: true } : undefined;
      return { match, context, typoFallback };
    },
  };
}
export type SearchTermReader = ReturnType<typeof createSearchTermReader>;
