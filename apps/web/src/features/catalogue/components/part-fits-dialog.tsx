import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { AppDialog } from '../../../components/ui/app-dialog';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { usePartFits } from '../api/get-part-fits';

interface PartFitsDialogProps {
  open: boolean;
  onClose: () => void;
  mpn: string;
  manufacturerId: number | null;
}

/** spec 2 §2 'This part also fits...': manufacturer, appliance and GCN, with 'View Manual' in a new tab. */
export function PartFitsDialog({ open, onClose, mpn, manufacturerId }: PartFitsDialogProps) {
  const { data, isPending, isError } = usePartFits(mpn, manufacturerId);
  return (
    <AppDialog open={open} onClose={onClose} title={messages.search.partAlsoFits} fullScreenOnPhones>
      {isPending && <CircularProgress size={28} aria-label="Loading appliances" />}
      {isError && <Alert severity="error">{messages.common.somethingWentWrong}</Alert>}
      {data && data.length === 0 && <Typography>No appliances are listed for this part.</Typography>}
      {data && data.length > 0 && (
        <Table size="small" aria-label={`Appliances ${mpn} fits`}>
          <TableHead>
            <TableRow>
              <TableCell>Manufacturer</TableCell>
              <TableCell>Appliance</TableCell>
              <TableCell>GCN</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Manual
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((appliance) => (
              <TableRow key={appliance.applianceId}>
                <TableCell>{appliance.manufacturer}</TableCell>
                <TableCell>{appliance.applianceName}</TableCell>
                <TableCell>{appliance.gcn}</TableCell>
                <TableCell>
                  {appliance.hasManual && (
                    <Link
                      href={`${apiRoutes.catalogue.applianceDocument}?applianceId=${appliance.applianceId}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {messages.search.viewManual}
                    </Link>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AppDialog>
  );
}
