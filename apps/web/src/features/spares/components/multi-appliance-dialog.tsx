import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import type { Appliance } from '@sparesfinder/contracts/spares';
import { AppDialog } from '../../../components/ui/app-dialog';

/** spec 3 §2.2: a GC number shared by several appliances; each has a Select button. */
export function MultiApplianceDialog({ appliances, onSelect, onClose }: { appliances: readonly Appliance[]; onSelect: (appliance: Appliance) => void; onClose: () => void }) {
  return (
    <AppDialog open onClose={onClose} title={messages.spares.multipleAppliances}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {appliances.map((appliance) => (
          <Box component="li" key={appliance.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{appliance.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {appliance.manufacturer} · GC {appliance.gcNumber}
              </Typography>
            </Box>
            <Button variant="contained" onClick={() => onSelect(appliance)} aria-label={`Select ${appliance.name}`}>
              Select
            </Button>
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
