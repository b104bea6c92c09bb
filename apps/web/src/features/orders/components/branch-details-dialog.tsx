import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { messages } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useBranch } from '../api/get-branch';

/**
 * spec 1 §2 branch details modal with a map. The map is a static panel with the address and a link that opens the
 * location in a map service in a new tab: the page itself loads nothing from a map provider, so it works offline
 * and under the shop's content security policy.
 */
export function BranchDetailsDialog({ branchId, onClose }: { branchId: number; onClose: () => void }) {
  const { data: branch, isError } = useBranch(branchId);
  const address = branch ? [branch.address1, branch.address2, branch.address3, branch.town, branch.postCode].filter(Boolean).join(', ') : '';
  return (
    <AppDialog open onClose={onClose} title={branch ? `${branch.supplierName} – ${branch.name}` : 'Branch details'} actions={<Button onClick={onClose}>Close</Button>}>
      {isError && <Typography role="alert">{messages.common.somethingWentWrong}</Typography>}
      {!branch && !isError && <Skeleton variant="rectangular" height={160} />}
      {branch && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box
            role="img"
            aria-label={`Map: ${branch.name}, ${address}`}
            sx={{ height: 160, borderRadius: 1, bgcolor: '#e8eef3', display: 'grid', placeItems: 'center', textAlign: 'center', border: 1, borderColor: 'grey.300', px: 2 }}
          >
            <Box>
              <PlaceIcon color="error" sx={{ fontSize: 40 }} />
              <Typography variant="body2">{address}</Typography>
            </Box>
          </Box>
          <Link href={`https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=16/${branch.latitude}/${branch.longitude}`} target="_blank" rel="noopener noreferrer">
            Open the map in a new tab
          </Link>
          <Typography>{address}</Typography>
          <Typography>
            Telephone: <Link href={`tel:${branch.telephone.replace(/\s/g, '')}`}>{branch.telephone}</Link>
          </Typography>
          <Typography>
            E-mail: <Link href={`mailto:${branch.email}`}>{branch.email}</Link>
          </Typography>
          <Typography>Monday to Friday: {hours(branch.mondayOpeningTime, branch.mondayClosingTime)}</Typography>
          <Typography>Saturday: {hours(branch.saturdayOpeningTime, branch.saturdayClosingTime)}</Typography>
        </Box>
      )}
    </AppDialog>
  );
}

const hours = (opens: string | null, closes: string | null) => (opens && closes ? `${opens} to ${closes}` : 'Closed');
