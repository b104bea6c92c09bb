import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SortSelectProps<Id extends string> {
  options: readonly { id: Id; label: string }[];
  value: Id | undefined;
  onChange: (id: Id) => void;
}

/** A labelled "Sort by" select. Native: keyboard and screen-reader friendly on every device, and light. */
export function SortSelect<Id extends string>({ options, value, onChange }: SortSelectProps<Id>) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        Sort by
      </Typography>
      <Box
        component="select"
        id={id}
        value={value}
        // The options are the only values the select can hold.
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as Id)}
        sx={{
          font: 'inherit',
          fontSize: '0.9375rem',
          height: 40,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'grey.300',
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
