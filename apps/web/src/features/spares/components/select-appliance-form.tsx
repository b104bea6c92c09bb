import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { changeSelection, missingSelection, type ApplianceSelection, type SelectionField } from '@sparesfinder/domain/spares/spares-search';
import { useAppliances } from '../api/get-appliances';
import { useManufacturers } from '../api/get-manufacturers';
import { usePartTypes } from '../api/get-part-types';

export interface SelectedAppliance {
  manufacturerId: number;
  applianceId: number;
  partTypeId: number;
}

interface Option {
  id: number;
  label: string;
}

interface SelectApplianceFormProps {
  initial: ApplianceSelection;
  onSearch: (selection: SelectedAppliance) => void;
  /** spec 3 §4.10: a change of manufacturer or appliance clears the results. */
  onClearResults: () => void;
}

/**
 * spec 3 §2.2 mode 1: manufacturer → appliance → part type, each a searchable dropdown. A change clears what depends
 * on it (domain changeSelection); a search with a field empty outlines the empty fields (spec 3 §5).
 */
export function SelectApplianceForm({ initial, onSearch, onClearResults }: SelectApplianceFormProps) {
  const [selection, setSelection] = useState<ApplianceSelection>(initial);
  const [attempted, setAttempted] = useState(false);
  const manufacturers = useManufacturers();
  const appliances = useAppliances(selection.manufacturerId ?? null);
  const partTypes = usePartTypes(selection.applianceId ?? null);
  const missing = attempted ? missingSelection(selection) : [];

  const change = (field: SelectionField, value: number | null) => {
    setSelection((current) => changeSelection(current, field, value));
    if (field !== 'partTypeId') onClearResults();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const { manufacturerId, applianceId, partTypeId } = selection;
    if (manufacturerId && applianceId && partTypeId) onSearch({ manufacturerId, applianceId, partTypeId });
  };

  const manufacturerOptions: Option[] = (manufacturers.data?.collection ?? []).map((m) => ({ id: m.id, label: m.name }));
  const applianceOptions: Option[] = (appliances.data?.collection ?? []).map((a) => ({ id: a.id, label: `${a.name} (GC ${a.gcNumber})` }));
  const partTypeOptions: Option[] = (partTypes.data?.collection ?? []).map((p) => ({ id: p.id, label: p.name }));

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Select Appliance" sx={formGridSx}>
      <SearchableSelect label="Manufacturer" options={manufacturerOptions} value={selection.manufacturerId ?? null} loading={manufacturers.isLoading} error={missing.includes('manufacturerId')} onChange={(v) => change('manufacturerId', v)} />
      <SearchableSelect label="Appliance" options={applianceOptions} value={selection.applianceId ?? null} loading={appliances.isLoading} disabled={!selection.manufacturerId} error={missing.includes('applianceId')} onChange={(v) => change('applianceId', v)} />
      <SearchableSelect label="Part type" options={partTypeOptions} value={selection.partTypeId ?? null} loading={partTypes.isLoading} disabled={!selection.applianceId} error={missing.includes('partTypeId')} onChange={(v) => change('partTypeId', v)} />
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56 }}>
        Search
      </Button>
    </Box>
  );
}

export const formGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr)) auto' },
  alignItems: 'start',
} as const;

interface SearchableSelectProps {
  label: string;
  options: Option[];
  value: number | null;
  onChange: (value: number | null) => void;
  loading?: boolean;
  disabled?: boolean;
  error?: boolean;
}

/** A labelled dropdown the user can type into to filter (hundreds of appliances per maker at full scale). */
function SearchableSelect({ label, options, value, onChange, loading, disabled, error }: SearchableSelectProps) {
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.id ?? null)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={loading}
      disabled={disabled}
      autoHighlight
      openOnFocus
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={error ? `Please select ${label.toLowerCase()}` : undefined} />
      )}
    />
  );
}
