import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { readSearchUrlState } from '../hooks/search-url-state';
import { shouldSuggest } from '../hooks/should-suggest';
import type { AutocompleteKeyHandler, AutocompleteView } from './search-autocomplete';

// Fetching, the active option and the listbox load once the text is long enough, off the first load.
const SearchAutocomplete = lazy(() => import('./search-autocomplete'));

export const productSearchHref = (term: string) =>
  `${pagePaths.products}?searchTerm=${encodeURIComponent(term.trim())}`;

const closedView: AutocompleteView = { expanded: false, activeOptionId: undefined };
const handledKeys = new Set(['ArrowDown', 'ArrowUp', 'Escape']);

interface ProductSearchFormProps {
  label?: string;
  placeholder?: string;
  /** 'header' sits on the navy bar; 'card' on white. */
  tone?: 'header' | 'card';
  /** The user group's allowSpares: offers 'Search in Spares' in the suggestions (spec 1 §6). */
  allowSparesSearch?: boolean;
  /**
   * The header's box: on every navigation it shows the searchTerm of the results page it sits on (empty elsewhere),
   * so Back to 'Results for “thermocouple”' never leaves the last typed 'pump' above it.
   */
  syncWithResultsPage?: boolean;
}

/** The searchTerm of a /products address (routes are case-insensitive), '' for any other page. */
const resultsPageTerm = (pathname: string, search: string) =>
  pathname.toLowerCase() === pagePaths.products.toLowerCase()
    ? (readSearchUrlState(new URLSearchParams(search)).searchTerm ?? '')
    : '';

/**
 * Product search box (spec 1 §5 Header search): Enter or the icon goes to /products?searchTerm=…; above 3 characters
 * it is an ARIA 1.2 combobox with suggestions (aria-activedescendant; arrows, Enter, Escape).
 */
export function ProductSearchForm({
  label = 'Search products',
  placeholder = 'Search products, part numbers…',
  tone = 'header',
  allowSparesSearch = false,
  syncWithResultsPage = false,
}: ProductSearchFormProps) {
  const location = useLocation();
  const [term, setTerm] = useState(() =>
    syncWithResultsPage ? resultsPageTerm(location.pathname, location.search) : '',
  );
  // Adjusting state while rendering when the location changes (React's pattern for state derived from a prop).
  const [syncedLocationKey, setSyncedLocationKey] = useState(location.key);
  if (syncWithResultsPage && syncedLocationKey !== location.key) {
    setSyncedLocationKey(location.key);
    setTerm(resultsPageTerm(location.pathname, location.search));
  }
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AutocompleteView>(closedView);
  const keyHandler = useRef<AutocompleteKeyHandler | null>(null);
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = `${inputId}-listbox`;

  const go = useCallback(
    (href: string) => {
      setOpen(false);
      void navigate(href);
    },
    [navigate],
  );
  const choose = useCallback((suggestion: { href: string }) => go(suggestion.href), [go]);
  const close = useCallback(() => setOpen(false), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyHandler.current?.('Enter')) return;
    if (!term.trim()) return;
    go(productSearchHref(term));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!handledKeys.has(event.key)) return;
    if (!open && event.key !== 'Escape') setOpen(true);
    if (keyHandler.current?.(event.key as 'ArrowDown' | 'ArrowUp' | 'Escape')) event.preventDefault();
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={{ position: 'relative', width: '100%' }}
    >
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: 2,
          height: 44,
          borderRadius: 1,
          borderColor: tone === 'header' ? 'transparent' : 'grey.300',
          '&:focus-within': {
            outline: '3px solid',
            outlineColor: tone === 'header' ? 'secondary.main' : 'primary.main',
            outlineOffset: 1,
          },
        }}
      >
        {/* A native input: MUI's InputBase would add ~6 KB to the first load for no visible gain. */}
        <Box
          component="input"
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && view.expanded}
          aria-controls={listboxId}
          aria-activedescendant={open ? view.activeOptionId : undefined}
          value={term}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          placeholder={placeholder}
          aria-label={label}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            font: 'inherit',
            fontSize: '0.9375rem',
            color: 'text.primary',
            py: 1,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            '&:focus-visible': { outline: 'none' },
          }}
        />
        <IconButton
          type="submit"
          aria-label="Search"
          sx={{ borderRadius: 0, height: '100%', px: 1.5, color: 'primary.main' }}
        >
          <SearchIcon />
        </IconButton>
      </Paper>
      {open && shouldSuggest(term) && (
        <Suspense fallback={null}>
          <SearchAutocomplete
            term={term}
            listboxId={listboxId}
            label={`${label} suggestions`}
            allowSpares={allowSparesSearch}
            keyHandler={keyHandler}
            onViewChange={setView}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      )}
    </Box>
  );
}
