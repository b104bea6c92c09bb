import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BatchDownloadInvoiceRequest, BatchDownloadInvoiceResponse, ExportFileQuery, ExportValidityResponse } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { OrderExportService } from './order-export.service';

/** spec 1 §5/§7 bulk invoice export and spec 3 §7 downloads (organisation only; a foreign or missing file id is a 404). */
export async function orderExportRoutes(
  fastify: FastifyInstance,
  { orderExportService, linkOriginOf }: { orderExportService: OrderExportService; linkOriginOf: (request: FastifyRequest) => string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const paths = apiRoutes.orders;

  app.post(paths.batchDownloadInvoice, { schema: { tags, body: BatchDownloadInvoiceRequest, response: { 200: BatchDownloadInvoiceResponse } } }, async (request) =>
    // The e-mailed link starts with PUBLIC_URL (lib/link-origin.ts), never with the client's Host header.
    orderExportService.requestExport(requireSession(request), request.body, linkOriginOf(request)),
  );
  app.get(paths.isExportedOrderValid, { schema: { tags, querystring: ExportFileQuery, response: { 200: ExportValidityResponse } } }, async (request) =>
    orderExportService.isValid(requireSession(request), request.query.fileId),
  );
  app.get(paths.downloadExportedOrder, { schema: { tags, querystring: ExportFileQuery } }, async (request, reply) => {
    const file = await orderExportService.download(requireSession(request), request.query.fileId, 'zip');
    return reply.type('application/zip').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.bytes);
  });
  app.get(paths.downloadExportedOrderCsv, { schema: { tags, querystring: ExportFileQuery } }, async (request, reply) => {
    const file = await orderExportService.download(requireSession(request), request.query.fileId, 'csv');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.bytes);
  });
}
