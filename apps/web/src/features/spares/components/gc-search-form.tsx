import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { messages } from '@sparesfinder/contracts/messages';
import { gcDigits, isSearchableGcNumber } from '@sparesfinder/domain/spares/spares-search';

/**
 * spec 3 §2.2 mode 2: the Gas Council number from the appliance's data badge. Dashes and spaces are allowed as
 * typed and left out of the search (spec 3 §5); empty text is flagged once a search was attempted.
 */
export function GcSearchForm({ initial, onSearch }: { initial: string; onSearch: (gc: string) => void }) {
  const [text, setText] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const error = !attempted ? undefined : gcDigits(text) === '' ? messages.spares.enterSearchText : !isSearchableGcNumber(text) ? messages.spares.gcDigitsOnly : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (isSearchableGcNumber(text)) onSearch(text.trim());
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Search by Appliance GC Number" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 420px) auto' }, alignItems: 'start' }}>
      <TextField
        label="Appliance GC Number"
        placeholder="e.g. 47-999-01"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 30 } }}
      />
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56 }}>
        Search
      </Button>
    </Box>
  );
}
