import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useSearchSuggestions, type SearchSuggestion } from '../hooks/use-search-suggestions';
import SearchSuggestionsList from './search-suggestions-list';

/** What the input needs to know to stay an ARIA combobox. */
export interface AutocompleteView {
  expanded: boolean;
  activeOptionId: string | undefined;
}

/** The form hands keys here; true = handled (the form does nothing more). */
export type AutocompleteKeyHandler = (key: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape') => boolean;

interface SearchAutocompleteProps {
  term: string;
  listboxId: string;
  label: string;
  allowSpares: boolean;
  keyHandler: RefObject<AutocompleteKeyHandler | null>;
  onViewChange: (view: AutocompleteView) => void;
  onChoose: (suggestion: SearchSuggestion) => void;
  onClose: () => void;
}

/**
 * Loaded only once the text is long enough (off the first load): fetches, keeps the active option and renders the
 * listbox. The input keeps focus; arrows move the active option, Enter opens it, Escape closes.
 */
export default function SearchAutocomplete({
  term,
  listboxId,
  label,
  allowSpares,
  keyHandler,
  onViewChange,
  onChoose,
  onClose,
}: SearchAutocompleteProps) {
  const suggestions = useSearchSuggestions(term, { allowSpares });
  const [active, setActive] = useState(-1);
  // New suggestions reset the active option (adjusted while rendering, not in an effect).
  const signature = suggestions.map((suggestion) => `${suggestion.id}:${suggestion.label}`).join('|');
  const [seenSignature, setSeenSignature] = useState(signature);
  if (seenSignature !== signature) {
    setSeenSignature(signature);
    setActive(-1);
  }
  const activeSuggestion = suggestions[active];
  const activeOptionId = activeSuggestion ? `${listboxId}-${activeSuggestion.id}` : undefined;
  const expanded = suggestions.length > 0;

  // Layout effects: the input's aria-expanded and aria-activedescendant change in the same commit as the listbox.
  // A passive effect let a screen reader (and a test, under load) see the listbox while the input still said closed.
  useLayoutEffect(
    () => onViewChange({ expanded, activeOptionId }),
    [expanded, activeOptionId, onViewChange],
  );
  useLayoutEffect(() => () => onViewChange({ expanded: false, activeOptionId: undefined }), [onViewChange]);

  useEffect(() => {
    keyHandler.current = (key) => {
      const count = suggestions.length;
      if (key === 'Escape') {
        onClose();
        return true;
      }
      if (key === 'Enter') {
        if (!activeSuggestion) return false;
        onChoose(activeSuggestion);
        return true;
      }
      if (count === 0) return false;
      setActive((current) =>
        key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
      return true;
    };
    return () => {
      keyHandler.current = null;
    };
  }, [keyHandler, suggestions, activeSuggestion, onChoose, onClose]);

  if (!expanded) return null;
  return (
    <SearchSuggestionsList
      id={listboxId}
      label={label}
      suggestions={suggestions}
      activeId={activeSuggestion?.id}
      onChoose={onChoose}
    />
  );
}
