import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { messages } from '@sparesfinder/contracts/messages';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { exportCsvUrl, exportDownloadUrl, isWellFormedFileId, useExportedOrderValidity } from '../api/exported-order';

/** spec 3 §2.9: the download only when the file is valid, else 'File misses or deactivated.' */
export function ExportedOrderDownload({ fileId }: { fileId: string | null }) {
  const validity = useExportedOrderValidity(fileId ?? '');
  const wellFormed = isWellFormedFileId(fileId);
  if (wellFormed && validity.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (!wellFormed || !validity.data?.isValid) return <Typography role="alert">{messages.exportedOrder.invalid}</Typography>;
  const { orderCount, expiresAt } = validity.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography>
        Your export holds {orderCount} invoice{orderCount === 1 ? '' : 's'}. The link works until {formatOrderDateTime(expiresAt)}.
      </Typography>
      <Button variant="contained" startIcon={<FileDownloadIcon />} href={exportDownloadUrl(fileId)} download>
        Download invoices (zip)
      </Button>
      <Button variant="outlined" href={exportCsvUrl(fileId)} download>
        Download orders as CSV (Xero, QuickBooks)
      </Button>
    </Box>
  );
}
