import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BranchDetail,
  BranchQuery,
  CheckRestrictionResponse,
  CreditNotePdfQuery,
  CreditNotesQuery,
  CreditNotesResponse,
  OrderDetail,
  OrderKeyQuery,
  OrderKeyRequest,
  PreviousOrdersRequest,
  PreviousOrdersResponse,
} from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { OrdersService, PdfFile } from './orders.service';

/** spec 1 §7 Orders and invoices. PDFs open in a new tab (inline); errors still answer JSON. */
export async function ordersRoutes(fastify: FastifyInstance, { ordersService }: { ordersService: OrdersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const paths = apiRoutes.orders;
  const sendPdf = (reply: FastifyReply, file: PdfFile) =>
    reply.type('application/pdf').header('content-disposition', `inline; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.bytes);

  app.post(paths.previousOrders, { schema: { tags, body: PreviousOrdersRequest, response: { 200: PreviousOrdersResponse } } }, async (request) =>
    ordersService.previousOrders(requireSession(request), request.body),
  );
  app.get(paths.getOrder, { schema: { tags, querystring: OrderKeyQuery, response: { 200: OrderDetail } } }, async (request) =>
    ordersService.getOrder(requireSession(request), request.query.basketKey),
  );
  app.post(paths.order, { schema: { tags, body: OrderKeyRequest, response: { 200: OrderDetail } } }, async (request) =>
    ordersService.getOrder(requireSession(request), request.body.basketKey),
  );
  app.get(paths.checkRestriction, { schema: { tags, querystring: OrderKeyQuery, response: { 200: CheckRestrictionResponse } } }, async (request) =>
    ordersService.checkRestriction(requireSession(request), request.query.basketKey),
  );
  app.get(paths.getBranch, { schema: { tags, querystring: BranchQuery, response: { 200: BranchDetail } } }, async (request) =>
    ordersService.getBranch(request.query.branchId),
  );
  app.get(paths.downloadInvoice, { schema: { tags, querystring: OrderKeyQuery } }, async (request, reply) =>
    sendPdf(reply, await ordersService.invoicePdf(requireSession(request), request.query.basketKey)),
  );
  app.get(paths.creditNotes, { schema: { tags, querystring: CreditNotesQuery, response: { 200: CreditNotesResponse } } }, async (request) =>
    ordersService.creditNotes(requireSession(request), request.query.basketId),
  );
  app.get(paths.creditNotePdf, { schema: { tags, querystring: CreditNotePdfQuery } }, async (request, reply) =>
    sendPdf(reply, await ordersService.creditNotePdf(requireSession(request), request.query.identifier)),
  );
}
