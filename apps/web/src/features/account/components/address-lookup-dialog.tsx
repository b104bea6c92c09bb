import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { AddressSuggestion } from '@sparesfinder/contracts/postcode';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { getAddressSuggestions } from '../api/get-address-suggestions';

export interface ChosenAddress {
  address1: string;
  address2: string;
  address3: string;
  townCity: string;
  county: string;
  postcode: string;
}

export const chosenAddressOf = (suggestion: AddressSuggestion): ChosenAddress => ({
  address1: suggestion.address[0] ?? '',
  address2: suggestion.address[1] ?? '',
  address3: suggestion.address.slice(2).join(', '),
  townCity: suggestion.city,
  county: suggestion.county,
  postcode: suggestion.postcode,
});

/** spec 1 §2, §5, §7 address lookup: suggestions for a postcode, sorted by first house number, cleared on empty input. */
export function AddressLookupDialog({ open, initialPostcode, onClose, onChoose }: { open: boolean; initialPostcode: string; onClose: () => void; onChoose: (address: ChosenAddress) => void }) {
  const [text, setText] = useState(initialPostcode);
  const [searched, setSearched] = useState('');
  useEffect(() => {
    if (open) {
      setText(initialPostcode);
      setSearched('');
    }
  }, [open, initialPostcode]);

  const suggestions = useQuery({
    queryKey: ['account', 'address-lookup', searched],
    queryFn: ({ signal }) => getAddressSuggestions(searched, signal),
    enabled: searched !== '',
    retry: false,
  });

  const onTextChange = (value: string) => {
    setText(value);
    if (value.trim() === '') setSearched(''); // spec 1 §5: clears results on empty input
  };

  return (
    <AppDialog open={open} onClose={onClose} title="Find your address">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React events bubble through the dialog's portal to the Company Details form around it: without this,
          // every address search also saved the company details and reloaded the page 2 s later.
          event.stopPropagation();
          setSearched(text.trim());
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
      >
        <TextField id="address-lookup-postcode" label="Postcode" value={text} onChange={(event) => onTextChange(event.target.value)} autoComplete="postal-code" size="small" sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 10 } }} />
        <Button type="submit" variant="contained" disabled={text.trim() === ''}>
          Find address
        </Button>
      </Box>
      {suggestions.isFetching && <Alert severity="info">Looking up addresses…</Alert>}
      {suggestions.isError && (
        <Alert severity="error">{isApiError(suggestions.error) ? suggestions.error.message : 'Something went wrong.'}</Alert>
      )}
      {searched !== '' && suggestions.data && suggestions.data.length === 0 && <Alert severity="info">No addresses found for this postcode.</Alert>}
      {searched !== '' && suggestions.data && suggestions.data.length > 0 && (
        <List aria-label="Addresses" dense sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {suggestions.data.map((suggestion) => {
            const line = [...suggestion.address, suggestion.city].filter(Boolean).join(', ');
            return (
              <ListItemButton key={`${line}-${suggestion.postcode}`} onClick={() => onChoose(chosenAddressOf(suggestion))}>
                <ListItemText primary={line} secondary={suggestion.postcode} />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </AppDialog>
  );
}
