import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { SortSelect } from '../../../components/ui/sort-select';

interface ListControlsProps {
  searchLabel: string;
  onSearch: (text: string) => void;
  sortOptions?: readonly { id: string; label: string }[];
  sortId?: string;
  onSort?: (id: string) => void;
}

/** The search box (Search button and a clear icon) and the sort select above a list. */
export function ListControls({ searchLabel, onSearch, sortOptions = [], sortId, onSort }: ListControlsProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box
        component="form"
        role="search"
        aria-label={searchLabel}
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flex: '1 1 320px', maxWidth: 520 }}
      >
        <TextField
          size="small"
          fullWidth
          label={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              endAdornment: text ? (
                <IconButton
                  size="small"
                  aria-label="Clear search"
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : undefined,
            },
          }}
          sx={{ bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      {sortOptions.length > 0 && onSort && (
        <SortSelect options={sortOptions} value={sortId} onChange={onSort} />
      )}
    </Box>
  );
}
