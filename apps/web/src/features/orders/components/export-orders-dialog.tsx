import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { BatchDownloadInvoiceRequest } from '@sparesfinder/contracts/orders';
import { parseExportDate } from '@sparesfinder/domain/orders/export-period';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useBatchDownloadInvoice } from '../api/batch-download-invoice';

/** spec 1 §5: the dates are written dd/MM/yyyy, whatever the browser's locale (so a text box, not type="date"). */
const dateFormat = 'dd/MM/yyyy';

/**
 * The contract's from and to (required, dd/MM/yyyy), plus: a calendar day that exists, as the server's
 * export-period check (so 31/02/2026 is caught here with the server's words). spec 1 §5 asks no further check, so
 * from-after-to is left to the server, whose field message shows under To.
 */
const realDate = (field: z.ZodString) =>
  field.refine((text) => parseExportDate(text) !== null, `Enter a real date as ${dateFormat}`);
const ExportDatesForm = z.object({
  from: realDate(BatchDownloadInvoiceRequest.shape.from),
  to: realDate(BatchDownloadInvoiceRequest.shape.to),
});
type DateField = keyof z.input<typeof ExportDatesForm>;

/**
 * spec 1 §2 export modal: the type is fixed to the one PDF zip option (spec 1 §9); from and to dates are required
 * (spec 1 §5). One taskId per dialog, so a double click or a retry is the same export.
 */
export function ExportOrdersDialog({ onClose }: { onClose: () => void }) {
  const [taskId] = useState(() => crypto.randomUUID());
  const exportOrders = useBatchDownloadInvoice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ExportDatesForm), defaultValues: { from: '', to: '' } });

  const submit = handleSubmit(async ({ from, to }) => {
    try {
      await exportOrders.mutateAsync({ from, to, taskId, type: 'pdf-zip' });
    } catch (error) {
      if (!isApiError(error)) return setError('root.server', { message: messages.common.somethingWentWrong });
      const fields = (['from', 'to'] as const).filter((field) => error.fieldErrors[field]?.[0]);
      for (const field of fields) setError(field, { message: error.fieldErrors[field]![0] });
      if (fields.length === 0) setError('root.server', { message: error.message });
    }
  });

  const dateProps = (name: DateField) => {
    const { ref, ...field } = register(name);
    return {
      ...field,
      inputRef: ref, // on the input itself, so the first wrong date gets the focus
      id: `export-${name}`,
      required: true,
      error: Boolean(errors[name]),
      // The format stays in view (and is read out with the field) until an error takes its place.
      helperText: errors[name]?.message ?? dateFormat,
      size: 'small' as const,
      autoComplete: 'off',
      slotProps: { inputLabel: { shrink: true }, htmlInput: { placeholder: dateFormat } },
    };
  };

  const done = exportOrders.isSuccess;
  return (
    <AppDialog
      open
      onClose={onClose}
      title="Export invoices"
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" form="export-orders-form" variant="contained" disabled={isSubmitting}>
              Export
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Typography role="status">{exportOrders.data.message}</Typography>
      ) : (
        <Box
          component="form"
          id="export-orders-form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2 }}
        >
          <TextField
            label="Type"
            value="Invoices (PDF files in one zip)"
            slotProps={{ htmlInput: { readOnly: true } }}
            size="small"
          />
          <TextField label="From" {...dateProps('from')} />
          <TextField label="To" {...dateProps('to')} />
          <Typography variant="body2" color="text.secondary">
            We e-mail you a link to a zip of the period’s invoices, with a CSV of the orders for Xero or
            QuickBooks.
          </Typography>
          {errors.root?.server && (
            <Typography role="alert" color="error">
              {errors.root.server.message}
            </Typography>
          )}
        </Box>
      )}
    </AppDialog>
  );
}
