import { useEffect, useState } from 'react';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import type { AutocompleteCategory, AutocompleteResponse } from '@sparesfinder/contracts/catalogue';
import { useAutocomplete } from '../api/get-autocomplete';
import { shouldSuggest } from './should-suggest';

/** One row of the header's autocomplete listbox. */
export interface SearchSuggestion {
  id: string;
  kind: 'name' | 'category' | 'keyword' | 'spares';
  label: string;
  href: string;
}

/** Wait for a pause in typing before asking. */
export const suggestionDebounceMs = 250;

const productsHref = (term: string) => `${pagePaths.products}?searchTerm=${encodeURIComponent(term.trim())}`;
export const sparesSearchHref = (term: string) =>
  `${pagePaths.spares}?tab=searchByKeyword&q=${encodeURIComponent(term.trim())}`;

export interface SuggestionOptions {
  /** The user group's allowSpares: offers 'Search in Spares' (spec 1 §6). */
  allowSpares: boolean;
}

/** An autocomplete answer read from the spec's results (spec 1 §3): `{name}` ones, then `{categories, keywords}`. */
export interface AutocompleteAnswer {
  names: string[];
  categories: AutocompleteCategory[];
  keywords: string[];
}

export function readAutocompleteAnswer(results: AutocompleteResponse): AutocompleteAnswer {
  const answer: AutocompleteAnswer = { names: [], categories: [], keywords: [] };
  for (const result of results) {
    if ('name' in result) answer.names.push(result.name);
    else {
      answer.categories.push(...result.categories);
      answer.keywords.push(...result.keywords);
    }
  }
  return answer;
}

/**
 * The listbox rows for an autocomplete answer. spec 1 §6 'ai-search': categories and suggested keywords show when one
 * result returns; the server sends them only when the flag is on for the organisation (contracts/catalogue.ts).
 */
export function buildSuggestions(
  term: string,
  results: AutocompleteResponse,
  { allowSpares }: SuggestionOptions,
): SearchSuggestion[] {
  const answer = readAutocompleteAnswer(results);
  const rows: SearchSuggestion[] = answer.names.map((name, index) => ({
    id: `name-${index}`,
    kind: 'name',
    label: name,
    href: productsHref(name),
  }));
  if (answer.names.length === 1) {
    answer.categories.forEach((category) =>
      rows.push({
        id: `category-${category.id}`,
        kind: 'category',
        label: category.name,
        href: `${pagePaths.products}?classification=${category.id}`,
      }),
    );
    answer.keywords.forEach((keyword, index) =>
      rows.push({ id: `keyword-${index}`, kind: 'keyword', label: keyword, href: productsHref(keyword) }),
    );
  }
  if (allowSpares)
    rows.push({ id: 'spares', kind: 'spares', label: 'Search in Spares', href: sparesSearchHref(term) });
  return rows;
}

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Header autocomplete: GET /ProductSearch/GetAutoComplete once typing pauses, only above 3 characters. */
export function useSearchSuggestions(term: string, options: SuggestionOptions): SearchSuggestion[] {
  const debounced = useDebouncedValue(term.trim(), suggestionDebounceMs);
  const enabled = shouldSuggest(debounced) && debounced === term.trim();
  const { data } = useAutocomplete(debounced, shouldSuggest(debounced));
  if (!enabled || !data) return [];
  return buildSuggestions(debounced, data, options);
}
