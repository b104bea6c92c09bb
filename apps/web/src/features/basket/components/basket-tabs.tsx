import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SavedForLaterList } from './saved-for-later-list';
import { SavedPartsOrdersList } from './saved-parts-orders-list';

const tabs = [
  { label: 'Items saved for later', Panel: SavedForLaterList },
  { label: 'Saved parts orders', Panel: SavedPartsOrdersList },
] as const;

/** spec 2 §2: the two tabs below the basket. */
export function BasketTabs() {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const { Panel } = tabs[selected]!;
  return (
    <Box component="section" aria-label="Saved items" sx={{ mt: 4 }}>
      <Tabs
        value={selected}
        onChange={(_event, value: number) => setSelected(value)}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          '& .MuiTab-root': { flex: { xs: 1, sm: 'none' }, px: { xs: 1, sm: 2 } },
        }}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            label={tab.label}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${selected}`} aria-labelledby={`${baseId}-tab-${selected}`}>
        <Panel />
      </Box>
    </Box>
  );
}
