import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SearchSuggestion } from '../hooks/use-search-suggestions';

interface SearchSuggestionsListProps {
  id: string;
  label: string;
  suggestions: SearchSuggestion[];
  activeId: string | undefined;
  onChoose: (suggestion: SearchSuggestion) => void;
}

const groupTitles: Record<SearchSuggestion['kind'], string | null> = {
  name: null,
  category: 'Categories',
  keyword: 'Suggested searches',
  spares: null,
};

const prefixes: Record<SearchSuggestion['kind'], string | null> = {
  name: null,
  category: 'Category',
  keyword: 'Suggested search',
  spares: null,
};

/** The combobox's listbox (the input keeps focus; aria-activedescendant points here). */
export default function SearchSuggestionsList({
  id,
  label,
  suggestions,
  activeId,
  onChoose,
}: SearchSuggestionsListProps) {
  return (
    <Paper
      elevation={8}
      component="ul"
      id={id}
      role="listbox"
      aria-label={label}
      sx={{
        // Phones (issue #11 item 10): the screen's width, not the narrow search box's, and short enough to stay
        // above the on-screen keyboard. position fixed with top 'auto' keeps the list just below the input.
        position: { xs: 'fixed', md: 'absolute' },
        insetInline: { xs: 8, md: 0 },
        top: { xs: 'auto', md: '100%' },
        mt: 0.5,
        zIndex: 'modal',
        listStyle: 'none',
        py: 0.5,
        px: 0,
        mx: 0,
        mb: 0,
        maxHeight: { xs: 'min(420px, 50dvh)', md: 'min(520px, 70vh)' },
        overflowY: 'auto',
      }}
    >
      {suggestions.map((suggestion, index) => {
        const title = groupTitles[suggestion.kind];
        const startsGroup = title !== null && suggestions[index - 1]?.kind !== suggestion.kind;
        const active = suggestion.id === activeId;
        return (
          <Box
            component="li"
            role="presentation"
            key={suggestion.id}
            // 'Search in Spares' stays in view at the foot of a long list (issue #11 item 10).
            sx={suggestion.kind === 'spares' ? { position: 'sticky', bottom: 0, bgcolor: 'background.paper' } : undefined}
          >
            {startsGroup && (
              <Box
                aria-hidden="true"
                sx={{
                  px: 2,
                  pt: 1,
                  pb: 0.5,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  color: 'text.secondary',
                  textTransform: 'uppercase',
                  letterSpacing: '0.04em',
                }}
              >
                {title}
              </Box>
            )}
            <Box
              id={`${id}-${suggestion.id}`}
              role="option"
              aria-selected={active}
              // Grouped rows say which group they are in (the visual group titles are hidden from screen readers).
              aria-label={
                prefixes[suggestion.kind] ? `${prefixes[suggestion.kind]}: ${suggestion.label}` : undefined
              }
              // Keep focus in the input: choose on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                onChoose(suggestion);
              }}
              sx={{
                px: 2,
                py: 1,
                cursor: 'pointer',
                color: suggestion.kind === 'spares' ? 'primary.main' : 'text.primary',
                fontWeight: suggestion.kind === 'spares' ? 700 : 400,
                borderTop: suggestion.kind === 'spares' ? 1 : 0,
                borderColor: 'divider',
                bgcolor: active ? 'grey.100' : 'transparent',
                outline: active ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: -2,
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              {suggestion.label}
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
}
