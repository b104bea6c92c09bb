import { queryOptions, useQuery } from '@tanstack/react-query';
import { CreditNotesResponse } from '@sparesfinder/contracts/orders';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './previous-orders';

/** GET PaymentInvoiceCreditNote/GetByBasketId?basketId (spec 1 §7). */
export const getCreditNotes = (basketId: number, signal?: AbortSignal) =>
  apiRequest(apiRoutes.orders.creditNotes, { query: { basketId }, schema: CreditNotesResponse, signal });

export const useCreditNotes = (basketId: number) =>
  useQuery(queryOptions({ queryKey: ordersKeys.creditNotes(basketId), queryFn: ({ signal }) => getCreditNotes(basketId, signal) }));

/** The browser opens these in a new tab (spec 1 §7). */
export const invoiceUrl = (basketKey: string) => `${apiRoutes.orders.downloadInvoice}?basketKey=${encodeURIComponent(basketKey)}`;
export const creditNoteUrl = (identifier: string) => `${apiRoutes.orders.creditNotePdf}?identifier=${encodeURIComponent(identifier)}`;
