import { useQuery } from '@tanstack/react-query';

/** spec 1 §3 Autocomplete result (the Search issue adds categories and keywords for 'ai-search'). */
export interface SearchSuggestion {
  name: string;
  href: string;
}

/** spec 1 §5, §9: autocomplete starts only when the text is longer than 3 characters. */
export const minimumSuggestionLength = 4;

export const shouldSuggest = (term: string) => term.trim().length >= minimumSuggestionLength;

/**
 * Hook point for header autocomplete. The Search issue replaces the query function with the real call;
 * until then it answers nothing.
 */
export function useSearchSuggestions(term: string): SearchSuggestion[] {
  const trimmed = term.trim();
  const query = useQuery({
    queryKey: ['catalogue', 'search-suggestions', trimmed],
    queryFn: async (): Promise<SearchSuggestion[]> => [],
    enabled: shouldSuggest(trimmed),
    staleTime: 60_000,
  });
  return query.data ?? [];
}
