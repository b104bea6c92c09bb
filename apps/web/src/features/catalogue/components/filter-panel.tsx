import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { FilterAttribute } from '@sparesfinder/contracts/catalogue';

/** spec 2 §9: each group shows 5 options until Show More. */
export const filterOptionsShown = 5;

interface FilterPanelProps {
  filters: FilterAttribute[];
  isSelected: (attributeId: number, value: string) => boolean;
  onToggle: (attributeId: number, value: string) => void;
  onClear: () => void;
  hasSelection: boolean;
}

/** spec 2 §2 filter panel: groups of checkboxes with counts; only counts above 0 (spec 2 §5); Clear filters. */
export function FilterPanel({ filters, isSelected, onToggle, onClear, hasSelection }: FilterPanelProps) {
  const groups = filters
    .map((group) => ({ ...group, values: group.values.filter((value) => value.number > 0) }))
    .filter((group) => group.values.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="h4">
          Filters
        </Typography>
        <Button size="small" onClick={onClear} disabled={!hasSelection}>
          Clear filters
        </Button>
      </Box>
      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No filters for these results.
        </Typography>
      )}
      {groups.map((group) => (
        <FilterGroup key={group.attributeId} group={group} isSelected={isSelected} onToggle={onToggle} />
      ))}
    </Box>
  );
}

function FilterGroup({
  group,
  isSelected,
  onToggle,
}: { group: FilterAttribute } & Pick<FilterPanelProps, 'isSelected' | 'onToggle'>) {
  const [expanded, setExpanded] = useState(false);
  const legendId = useId();
  const listId = useId();
  const shown = expanded ? group.values : group.values.slice(0, filterOptionsShown);
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        id={legendId}
        component="legend"
        sx={{ fontWeight: 700, fontSize: '0.9375rem', mb: 0.5, p: 0 }}
      >
        {group.attributeName}
      </Typography>
      <Box id={listId} sx={{ display: 'grid' }}>
        {shown.map((option) => (
          <FormControlLabel
            key={option.value}
            sx={{
              mr: 0,
              alignItems: 'flex-start',
              '& .MuiFormControlLabel-label': { pt: '9px', fontSize: '0.875rem', wordBreak: 'break-word' },
            }}
            control={
              <Checkbox
                size="small"
                checked={isSelected(group.attributeId, option.value)}
                onChange={() => onToggle(group.attributeId, option.value)}
              />
            }
            label={`${option.value} (${option.number})`}
          />
        ))}
      </Box>
      {group.values.length > filterOptionsShown && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Show Less' : 'Show More'} ${group.attributeName}`}
          onClick={() => setExpanded((value) => !value)}
          sx={{ px: 0.5 }}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </Button>
      )}
    </Box>
  );
}
