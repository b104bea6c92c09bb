import { messages } from '@sparesfinder/contracts/messages';
import { notFound, validationError } from '@sparesfinder/contracts/errors';
import type { BatchDownloadInvoiceRequest, ExportValidityResponse } from '@sparesfinder/contracts/orders';
import type { z } from 'zod';
import { formatOrderDateTime, toIsoDateTime } from '@sparesfinder/domain/dates';
import { exportFileDates, exportPeriod, exportValidityDays } from '@sparesfinder/domain/orders/export-period';
import { mayIssueInvoice } from '@sparesfinder/domain/orders/order-outcome';
import type { JobQueue } from '../../jobs/jobs';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { OrderExportsRepository } from './order-exports.repository';
import { orderExportJob } from './order-export.job';
import { ordersCsv } from './order-export-csv';
import type { VatInvoice } from './invoice-document';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import { orderStatusOf } from './orders-view';
import type { OrdersRepository } from './orders.repository';
import type { OrdersService } from './orders.service';
import { unzipStore, zipStore } from './zip-store';

const day = 86_400_000;
export const exportCsvName = 'orders.csv';

export interface OrderExportServiceDeps {
  exportsRepository: OrderExportsRepository;
  ordersRepository: OrdersRepository;
  ordersService: OrdersService;
  jobs: JobQueue;
  mail: MailProvider;
  clock: Clock;
  userEmail: (actor: Actor) => Promise<string>;
  raise: (notice: { organisationId: number; userId: number; title: string; text: string; fullDescription?: string }) => Promise<number>;
}

/** spec 1 §5 export, spec 3 §2.9 /exportedOrder: request, build (in a job), check, download. */
export function createOrderExportService(deps: OrderExportServiceDeps) {
  const { exportsRepository, clock } = deps;

  const findUsable = async (actor: Actor, fileId: string) => {
    const row = await exportsRepository.findByFileId(actor.organisationId, fileId);
    if (!row) throw notFound('Export');
    return { row, usable: row.state === 'ready' && row.zipBase64 !== null && row.expiresAt.getTime() > clock.now().getTime() };
  };

  return {
    /** POST Basket/BatchDownloadInvoice: one export per taskId (a retry or double click is the same one). */
    async requestExport(actor: Actor, request: z.output<typeof BatchDownloadInvoiceRequest>, siteUrl: string) {
      const period = exportPeriod(request.from, request.to);
      if ('error' in period) {
        const field = period.error === 'from' ? 'from' : 'to';
        const text = { from: 'Enter a real date as dd/MM/yyyy', to: 'Enter a real date as dd/MM/yyyy', order: 'The to date must not be before the from date', length: 'Export at most a year at a time' }[period.error];
        throw validationError(text, { [field]: [text] });
      }
      const now = clock.now();
      const { fileId, created } = await exportsRepository.createOnce({ ...actor, taskId: request.taskId, fromDate: period.start, toDate: period.end, createdAt: now, expiresAt: new Date(now.getTime() + exportValidityDays * day) });
      if (created) await deps.jobs.enqueue(orderExportJob, { fileId, siteUrl }, { singletonKey: `order-export-${fileId}` });
      return { success: true, message: messages.account.exportSucceeded };
    },

    /** The job's work: every invoice of the period and the CSV in one zip, then the link by e-mail and a notification. */
    async buildExport(fileId: string, siteUrl: string) {
      const row = await exportsRepository.findForJob(fileId);
      if (!row || row.state === 'ready') return;
      const actor = { organisationId: row.organisationId, userId: row.userId };
      // Every charged order is invoiced, a rejected one too (its credit note credits it in full, domain order-outcome).
      const placed = await deps.ordersRepository.listOrdersPlacedBetween(row.organisationId, row.fromDate, row.toDate);
      const orders = placed.filter((order) => mayIssueInvoice(orderStatusOf(order), order));
      const entries: { name: string; bytes: Uint8Array; modifiedAt: Date }[] = [];
      const invoices: VatInvoice[] = [];
      // Oldest first: orders not yet invoiced take their merchant's next numbers in order-date order.
      for (const order of orders) {
        const invoice = await deps.ordersService.vatInvoice(actor, order);
        entries.push({ name: invoiceFileName(invoice), bytes: await renderInvoicePdf(invoice), modifiedAt: invoice.issuedAt });
        invoices.push(invoice);
      }
      entries.push({ name: exportCsvName, bytes: Buffer.from(ordersCsv(invoices), 'utf8'), modifiedAt: clock.now() });
      await exportsRepository.markReady(fileId, zipStore(entries).toString('base64'), orders.length);
      const link = `${siteUrl.replace(/\/$/, '')}/exportedOrder?fileId=${fileId}`;
      const period = `${formatOrderDateTime(row.fromDate).slice(0, -9)} to ${formatOrderDateTime(new Date(row.toDate.getTime() - 1)).slice(0, -9)}`;
      await deps.mail.send({
        organisationId: row.organisationId,
        to: await deps.userEmail(actor),
        subject: 'Your SparesFinder documents are ready to download',
        text: [`Your invoices for ${period} (${orders.length} order${orders.length === 1 ? '' : 's'}) are ready.`, '', `Download them here: ${link}`, '', `The link works for ${exportValidityDays} days, for users of your organisation.`].join('\n'),
      });
      await deps.raise({ ...actor, title: 'Export ready', text: `Your invoices for ${period} are ready to download.`, fullDescription: `Your invoices for ${period} (${orders.length} orders) are ready. Open the link in the e-mail we sent you, or go to ${link}. The link works for ${exportValidityDays} days.` });
    },

    async isValid(actor: Actor, fileId: string): Promise<ExportValidityResponse> {
      const { row, usable } = await findUsable(actor, fileId);
      return { isValid: usable, expiresAt: toIsoDateTime(row.expiresAt), orderCount: row.orderCount };
    },

    /** The zip, or its CSV: only while valid, only to the organisation (anything else is a 404). */
    async download(actor: Actor, fileId: string, what: 'zip' | 'csv'): Promise<{ fileName: string; bytes: Buffer }> {
      const { row, usable } = await findUsable(actor, fileId);
      if (!usable) throw notFound('Export');
      const zip = Buffer.from(row.zipBase64!, 'base64');
      // Named by the trader's chosen UK days: the stored instants are UK midnights, a day early in UTC during BST.
      const stamp = exportFileDates({ start: row.fromDate, end: row.toDate });
      if (what === 'zip') return { fileName: `invoices-${stamp}.zip`, bytes: zip };
      return { fileName: `orders-${stamp}.csv`, bytes: unzipStore(zip).get(exportCsvName) ?? Buffer.from('') };
    },
  };
}
export type OrderExportService = ReturnType<typeof createOrderExportService>;
