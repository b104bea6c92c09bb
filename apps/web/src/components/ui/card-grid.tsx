import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

interface CardGridProps<Item> {
  /** The hidden h2 and the list's accessible name. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
}

/** Cards in a responsive grid: one column on small phones, as many 220 px+ columns as fit above. */
export function CardGrid<Item>({ label, items, itemKey, renderItem }: CardGridProps<Item>) {
  return (
    <>
      {/* Cards are h3s; this keeps the outline whole on phones, where a page's Filters h2 is hidden. */}
      <Box component="h2" sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(auto-fill, minmax(160px, 1fr))',
            sm: 'repeat(auto-fill, minmax(220px, 1fr))',
          },
        }}
      >
        {items.map((item) => (
          <Box component="li" key={itemKey(item)} sx={{ minWidth: 0 }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
    </>
  );
}
