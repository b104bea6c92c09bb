import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useBatchDownloadInvoice } from '../api/batch-download-invoice';

/** HTML date input (yyyy-mm-dd) → the spec's dd/MM/yyyy. */
const toSpecDate = (value: string) => (value ? value.split('-').reverse().join('/') : '');

/**
 * spec 1 §2 export modal: the type is fixed to the one PDF zip option (spec 1 §9); from and to dates are required
 * (spec 1 §5). One taskId per dialog, so a double click or a retry is the same export.
 */
export function ExportOrdersDialog({ onClose }: { onClose: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [taskId] = useState(() => crypto.randomUUID());
  const exportOrders = useBatchDownloadInvoice();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!from || !to) return;
    exportOrders.mutate({ from: toSpecDate(from), to: toSpecDate(to), taskId, type: 'pdf-zip' });
  };
  const fieldError = (name: 'from' | 'to', value: string) =>
    (attempted && !value ? `${name === 'from' ? 'From' : 'To'} date is required` : undefined) ??
    (isApiError(exportOrders.error) ? exportOrders.error.fieldErrors[name]?.[0] : undefined);
  const done = exportOrders.isSuccess;
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Export invoices"
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" form="export-orders-form" variant="contained" disabled={exportOrders.isPending}>
              Export
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Typography role="status">{exportOrders.data.message}</Typography>
      ) : (
        <Box component="form" id="export-orders-form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <TextField label="Type" value="Invoices (PDF files in one zip)" slotProps={{ htmlInput: { readOnly: true } }} size="small" />
          <TextField type="date" label="From" required value={from} onChange={(e) => setFrom(e.target.value)} error={!!fieldError('from', from)} helperText={fieldError('from', from)} slotProps={{ inputLabel: { shrink: true } }} size="small" />
          <TextField type="date" label="To" required value={to} onChange={(e) => setTo(e.target.value)} error={!!fieldError('to', to)} helperText={fieldError('to', to)} slotProps={{ inputLabel: { shrink: true } }} size="small" />
          <Typography variant="body2" color="text.secondary">We e-mail you a link to a zip of the period’s invoices, with a CSV of the orders for Xero or QuickBooks.</Typography>
          {exportOrders.isError && !isApiError(exportOrders.error) && <Typography role="alert" color="error">{messages.common.somethingWentWrong}</Typography>}
        </Box>
      )}
    </AppDialog>
  );
}
