import { queryOptions, useQuery } from '@tanstack/react-query';
import { MerchantsResponse } from '@sparesfinder/contracts/availability';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /SparesAvailability/GetMerchants (ours): every merchant's name by id, so the sort list's merchant filters
 * (spec 3 §9 options 4-6) are named even when no branch of that merchant has answered. Not
 * OrganisationSupplier/ListSuppliers: that is the add-account dialog's two merchants (contracts MerchantsResponse).
 */
export const getMerchants = (signal?: AbortSignal) =>
  apiRequest(apiRoutes.availability.merchants, { schema: MerchantsResponse, signal });

export const merchantsQueryOptions = queryOptions({
  queryKey: ['availability', 'merchants'],
  queryFn: ({ signal }) => getMerchants(signal),
  staleTime: 10 * 60_000,
  select: (merchants): ReadonlyMap<number, string> => new Map(merchants.map((merchant) => [merchant.id, merchant.name])),
});

/** Merchants' names by supplier id; undefined until the call has answered. */
export const useMerchantNames = () => useQuery(merchantsQueryOptions).data;
