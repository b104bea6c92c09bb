/** spec 1 §5, §9: autocomplete starts only when the text is longer than 3 characters. */
export const minimumSuggestionLength = 4;

export const shouldSuggest = (term: string) => term.trim().length >= minimumSuggestionLength;
