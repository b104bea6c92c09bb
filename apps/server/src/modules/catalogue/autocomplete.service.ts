import { autocompleteMinLength, type AutocompleteResponse } from '@sparesfinder/contracts/catalogue';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { suggestKeywords } from '@sparesfinder/domain/catalogue/ranking';
import { searchWords } from '@sparesfinder/domain/catalogue/search-term';
import type { Actor } from '../../lib/actor';
import type { CatalogueCache } from './catalogue-cache';
import type { CategoryService } from './category.service';
import type { SearchRepository } from './search.repository';
import type { SearchTermReader } from './search-term-reader';
import { mayBeBroad } from './search-sql';

const nameLimit = 10;
const categoryLimit = 5;

/** GET /ProductSearch/GetAutoComplete (spec 1 §5, §6 'ai-search'). */
export function createAutocompleteService(deps: {
  searchRepository: SearchRepository;
  searchTermReader: SearchTermReader;
  categoryService: CategoryService;
  cache: CatalogueCache;
  /** The catalogue's version as the request begins (catalogue-version.repository.ts). */
  readCatalogueVersion: () => Promise<number>;
  /** The organisation's effective feature flag (platform service). */
  isFeatureEnabled: (actor: Actor, name: string) => Promise<boolean>;
}) {
  const { searchRepository, searchTermReader, categoryService, cache, readCatalogueVersion, isFeatureEnabled } = deps;
  return {
    async autocomplete(actor: Actor, term: string): Promise<AutocompleteResponse> {
      // spec 1 §5: the header asks only for more than 3 characters; shorter terms are not worth a query.
      if (term.length < autocompleteMinLength) return [];
      const suggestions = readCatalogueVersion().then((seen) =>
        cache.answer(seen, `autocomplete:${term.toLowerCase()}`, async () => {
          const { match } = await searchTermReader.read(term, undefined);
          // Plain words read the table of names; part numbers, GC numbers, appliances and makers read the products.
          const { tsQuery } = match;
          const plainText = tsQuery !== undefined && mayBeBroad(match) && match.manufacturerIds.length === 0;
          return plainText ? searchRepository.suggestions(match, 60) : searchRepository.autocompleteCandidates(match, 60);
        }),
      );
      const [rows, aiSearch] = await Promise.all([suggestions, isFeatureEnabled(actor, 'ai-search')]);
      const names = [...new Set(rows.map((row) => displayDescription(row.description)).filter(Boolean))].slice(0, nameLimit);
      const nameResults = names.map((name) => ({ name }));
      if (!aiSearch) return nameResults;
      const nodes = new Map((await categoryService.listNodes()).map((node) => [node.id, node]));
      const tally = new Map<number, number>();
      for (const row of rows) if (row.classificationId !== null) tally.set(row.classificationId, (tally.get(row.classificationId) ?? 0) + 1);
      const categories = [...tally]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, categoryLimit)
        .flatMap(([id]) => {
          const node = nodes.get(id);
          return node ? [{ id: node.id, name: node.name }] : [];
        });
      const keywords = suggestKeywords(rows.map((row) => displayDescription(row.description)), searchWords(term));
      // spec 1 §3: the second form of a result carries the categories and keywords.
      return categories.length || keywords.length ? [...nameResults, { categories, keywords }] : nameResults;
    },
  };
}
export type AutocompleteService = ReturnType<typeof createAutocompleteService>;
