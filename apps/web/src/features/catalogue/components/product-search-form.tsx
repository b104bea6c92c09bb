import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';

export const productSearchHref = (term: string) => `${pagePaths.products}?searchTerm=${encodeURIComponent(term.trim())}`;

interface ProductSearchFormProps {
  label?: string;
  placeholder?: string;
  /** 'header' sits on the navy bar; 'card' on white. */
  tone?: 'header' | 'card';
}

/** Product search box: Enter or the icon goes to /products?searchTerm=… (spec 1 §5 Header search). */
export function ProductSearchForm({ label = 'Search products', placeholder = 'Search products, part numbers…', tone = 'header' }: ProductSearchFormProps) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const suggestions = useSearchSuggestions(term);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return;
    void navigate(productSearchHref(term));
  };

  return (
    <Box component="form" role="search" aria-label={label} onSubmit={submit} sx={{ position: 'relative', width: '100%' }}>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          pl: 2,
          height: 44,
          borderRadius: 1,
          borderColor: tone === 'header' ? 'transparent' : 'grey.300',
          '&:focus-within': { outline: '3px solid', outlineColor: tone === 'header' ? 'secondary.main' : 'primary.main', outlineOffset: 1 },
        }}
      >
        {/* A native input: MUI's InputBase would add ~6 KB to the first load for no visible gain. */}
        <Box
          component="input"
          id={inputId}
          type="search"
          value={term}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTerm(event.target.value)}
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
        <IconButton type="submit" aria-label="Search" sx={{ borderRadius: 0, height: '100%', px: 1.5, color: 'primary.main' }}>
          <SearchIcon />
        </IconButton>
      </Paper>
      {suggestions.length > 0 && (
        <Paper elevation={8} component="ul" aria-label="Suggestions" sx={{ position: 'absolute', insetInline: 0, top: '100%', mt: 0.5, zIndex: 'modal', listStyle: 'none', p: 1, m: 0 }}>
          {suggestions.map((suggestion) => (
            <Box component="li" key={suggestion.href} sx={{ px: 1, py: 0.5 }}>
              <Link component={RouterLink} to={suggestion.href}>
                {suggestion.name}
              </Link>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
