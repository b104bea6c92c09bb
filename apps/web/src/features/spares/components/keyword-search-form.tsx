import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { messages } from '@sparesfinder/contracts/messages';
import { useManufacturers } from '../api/get-manufacturers';

export interface KeywordSearch {
  q: string;
  manufacturerId: number | null;
}

/** spec 3 §2.2 mode 3 and §5: a maker (default 'All Manufacturers') and non-empty text. */
export function KeywordSearchForm({ initial, onSearch }: { initial: KeywordSearch; onSearch: (search: KeywordSearch) => void }) {
  const [q, setQ] = useState(initial.q);
  const [manufacturerId, setManufacturerId] = useState<number | null>(initial.manufacturerId);
  const [attempted, setAttempted] = useState(false);
  const manufacturers = useManufacturers();
  const empty = attempted && q.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (q.trim() !== '') onSearch({ q: q.trim(), manufacturerId });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Search by Part Code or Keyword" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 280px) minmax(0, 1fr) auto' }, alignItems: 'start' }}>
      <TextField
        select
        label="Manufacturer"
        value={manufacturerId === null ? 'all' : String(manufacturerId)}
        onChange={(event) => setManufacturerId(event.target.value === 'all' ? null : Number(event.target.value))}
      >
        <MenuItem value="all">{messages.spares.allManufacturers}</MenuItem>
        {(manufacturers.data?.collection ?? []).map((m) => (
          <MenuItem key={m.id} value={String(m.id)}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Part code or keyword"
        placeholder="e.g. CAL-87161 or diverter valve"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        error={empty}
        helperText={empty ? messages.spares.enterSearchText : undefined}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
      />
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56 }}>
        Search
      </Button>
    </Box>
  );
}
