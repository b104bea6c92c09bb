import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useTechnicalSpecifications } from '../api/get-technical-specifications';

interface TechnicalSpecificationDialogProps {
  open: boolean;
  onClose: () => void;
  itemId: number;
  productName: string;
}

/** spec 2 §2 'Technical Specification': attribute name and value rows. */
export function TechnicalSpecificationDialog({
  open,
  onClose,
  itemId,
  productName,
}: TechnicalSpecificationDialogProps) {
  const { data, isPending, isError } = useTechnicalSpecifications(itemId);
  return (
    <AppDialog open={open} onClose={onClose} title={messages.search.technicalSpecification}>
      {isPending && <CircularProgress size={28} aria-label="Loading specification" />}
      {isError && <Alert severity="error">{messages.common.somethingWentWrong}</Alert>}
      {data && data.length === 0 && <Typography>No specification is available for this product.</Typography>}
      {data && data.length > 0 && (
        <Table size="small" aria-label={`Technical specification of ${productName}`}>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.attributeName}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '45%' }}>
                  {row.attributeName}
                </TableCell>
                <TableCell>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AppDialog>
  );
}
