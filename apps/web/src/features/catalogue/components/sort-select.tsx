import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sortOptions, type SortOptionId } from '../hooks/search-url-state';

/** spec 2 §9 sorts. A native select: keyboard and screen-reader friendly on every device, and light. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOptionId;
  onChange: (value: SortOptionId) => void;
}) {
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
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value as SortOptionId)
        }
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
        {sortOptions.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
