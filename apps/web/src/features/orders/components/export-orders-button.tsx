import { useState } from 'react';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { ExportOrdersDialog } from './export-orders-dialog';

/** spec 1 §2 Export: opens the export modal. */
export function ExportOrdersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => setOpen(true)}>
        Export
      </Button>
      {open && <ExportOrdersDialog onClose={() => setOpen(false)} />}
    </>
  );
}
