import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BranchAvailability } from '@sparesfinder/contracts/availability';
import { AppDialog } from '../../../components/ui/app-dialog';
import { BranchMap } from './branch-map';

/** spec 3 §2.3 branch detail: name, address lines, postcode, phone and e-mail links, and a map of the branch. */
export function BranchDetailsDialog({
  branch,
  onClose,
}: {
  branch: BranchAvailability['branch'] | null;
  onClose: () => void;
}) {
  if (!branch) return null;
  const addressLines = [
    branch.address1,
    branch.address2,
    branch.address3,
    branch.address4,
    branch.postcode,
  ].filter((line): line is string => Boolean(line));
  return (
    <AppDialog open onClose={onClose} title={branch.name}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {branch.supplier.name}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
            {addressLines.map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
          </Box>
          <Typography>
            Phone: <Link href={`tel:${branch.telephone.replace(/\s+/g, '')}`}>{branch.telephone}</Link>
          </Typography>
          <Typography sx={{ wordBreak: 'break-word' }}>
            E-mail: <Link href={`mailto:${branch.email}`}>{branch.email}</Link>
          </Typography>
        </Box>
        <BranchMap
          name={`${branch.supplier.name}, ${branch.name}`}
          latitude={branch.latitude}
          longitude={branch.longitude}
          addressLines={addressLines}
        />
      </Box>
    </AppDialog>
  );
}
