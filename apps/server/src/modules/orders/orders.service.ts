import type { BasketLine } from '@sparesfinder/contracts/basket';
import type { Organisation } from '@sparesfinder/contracts/account';
import { conflict, notFound } from '@sparesfinder/contracts/errors';
import { messages, ordersText } from '@sparesfinder/contracts/messages';
import type { BranchDetail, CheckRestrictionResponse, CreditNotesResponse, OrderDetail, PreviousOrdersRequest, PreviousOrdersResponse } from '@sparesfinder/contracts/orders';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import { mayIssueInvoice } from '@sparesfinder/domain/orders/order-outcome';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { OrderDocumentsRepository } from './order-documents.repository';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { orderStatusOf, toBranchDetail, toOrderDetail, toOrderSummary } from './orders-view';
import { invoiceFileName, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';
import { toVatInvoice, type VatInvoice } from './invoice-document';
import type { DocumentNumbersRepository } from './document-numbers.repository';
import type { Clock } from '../../lib/clock';

export interface OrdersServiceDeps {
  ordersRepository: OrdersRepository;
  documentsRepository: OrderDocumentsRepository;
  documentNumbers: DocumentNumbersRepository;
  clock: Clock;
  /** The order's lines as the basket area shows them (one mapping of lines for basket and order). */
  basketLines: (actor: Actor, basketKey: string) => Promise<BasketLine[]>;
  organisation: (actor: Actor) => Promise<Organisation>;
  isFeatureEnabled: (actor: Actor, name: string) => Promise<boolean>;
}

export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

/** Order history, order details, branch details, invoices and credit notes (spec 1 §2, §7). */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { ordersRepository, documentsRepository } = deps;

  const findOwnOrder = async (actor: Actor, basketKey: string): Promise<OrderRow> => {
    const row = await ordersRepository.findOrderByKey(actor.organisationId, basketKey);
    if (!row) throw notFound('Order');
    return row;
  };
  const detailOf = async (actor: Actor, row: OrderRow) => toOrderDetail(row, await deps.basketLines(actor, row.basketKey));
  const findBranch = async (branchId: number) => {
    const branch = await documentsRepository.findBranch(branchId);
    return branch ? toBranchDetail(branch) : undefined;
  };

  return {
    /** spec 1 §7 PreviousOrders: the organisation's orders, 12 a page by default, newest first. */
    async previousOrders(actor: Actor, request: z.output<typeof PreviousOrdersRequest>): Promise<PreviousOrdersResponse> {
      const { rows, total } = await ordersRepository.searchOrders(actor.organisationId, {
        searchText: request.searchText,
        sortProp: request.sortProp,
        sortDir: request.sortDir,
        skip: (request.pageNumber - 1) * request.pageSize,
        take: request.pageSize,
      });
      return { collection: rows.map(toOrderSummary), totalRecords: total };
    },

    /** One order with its lines; another organisation's key, or an open basket's, is a 404. */
    getOrder: async (actor: Actor, basketKey: string): Promise<OrderDetail> => detailOf(actor, await findOwnOrder(actor, basketKey)),

    /** spec 3 §8 restricted supplier: the order's merchant needs a feature flag that is off for this organisation. */
    async checkRestriction(actor: Actor, basketKey: string): Promise<CheckRestrictionResponse> {
      const row = await findOwnOrder(actor, basketKey);
      const isRestricted = row.orderingFeatureFlag ? !(await deps.isFeatureEnabled(actor, row.orderingFeatureFlag.toLowerCase())) : false;
      return { isRestricted, message: isRestricted ? messages.checkout.restrictedMerchant : null };
    },

    async getBranch(branchId: number): Promise<BranchDetail> {
      const branch = await findBranch(branchId);
      if (!branch) throw notFound('Branch');
      return branch;
    },

    /** spec 1 §7 downloadInvoice: the order's invoice as a PDF, for its own organisation only. */
    async invoicePdf(actor: Actor, basketKey: string): Promise<PdfFile> {
      const row = await findOwnOrder(actor, basketKey);
      // No invoice for goods never supplied (a rejected order, domain order-outcome): the page hides the link too.
      if (!mayIssueInvoice(orderStatusOf(row), row)) throw conflict(ordersText.invoiceNotIssued);
      return renderInvoiceFile(actor, row);
    },

    /** The invoice of an order row already read (the bulk export). */
    renderInvoiceFile: (actor: Actor, row: OrderRow) => renderInvoiceFile(actor, row),

    async creditNotes(actor: Actor, basketId: number): Promise<CreditNotesResponse> {
      if (!(await ordersRepository.findOrderById(actor.organisationId, basketId))) throw notFound('Order');
      const notes = await documentsRepository.listCreditNotes(actor.organisationId, basketId);
      return { collection: notes.map((note) => ({ identifier: note.identifier, creditDate: toIsoDateTime(note.creditDate) })) };
    },

    async creditNotePdf(actor: Actor, identifier: string): Promise<PdfFile> {
      const note = await documentsRepository.findCreditNote(actor.organisationId, identifier);
      const row = note ? await ordersRepository.findOrderById(actor.organisationId, note.basketId) : undefined;
      if (!note || !row) throw notFound('Credit note');
      // A credit note names the invoice it credits: issued now if it never was (document-numbers.repository).
      const invoice = await vatInvoiceOf(actor, row);
      const bytes = await renderCreditNotePdf(note, invoice, await deps.organisation(actor));
      return { fileName: `${note.identifier}.pdf`, bytes };
    },

    /** The order's VAT invoice figures and numbers (the export CSV prints the same as the PDF). */
    vatInvoice: (actor: Actor, row: OrderRow) => vatInvoiceOf(actor, row),
  };

  /** The invoice as issued: its number is given the first time it is needed and kept (document-numbers.repository). */
  async function vatInvoiceOf(actor: Actor, row: OrderRow): Promise<VatInvoice> {
    const issued =
      row.invoiceNumber && row.invoiceIssuedAt
        ? { invoiceNumber: row.invoiceNumber, invoiceIssuedAt: row.invoiceIssuedAt }
        : await deps.documentNumbers.issueInvoiceNumber({ basketId: row.id, supplierId: row.supplierId ?? 0, documentPrefix: row.supplierDocumentPrefix }, deps.clock.now());
    const branch = row.branchId === null ? undefined : await findBranch(row.branchId);
    return toVatInvoice(row, await detailOf(actor, row), await deps.organisation(actor), branch, issued);
  }

  async function renderInvoiceFile(actor: Actor, row: OrderRow): Promise<PdfFile> {
    const invoice = await vatInvoiceOf(actor, row);
    return { fileName: invoiceFileName(invoice), bytes: await renderInvoicePdf(invoice) };
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>;
