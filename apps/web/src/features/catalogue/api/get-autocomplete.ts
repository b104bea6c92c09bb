import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// The header is in the first load: the contract (and zod) load beside the request (see lib/api-client.ts).
const autocompleteSchema = () =>
  import('@sparesfinder/contracts/catalogue').then((contracts) => contracts.AutocompleteResponse);

/** GET /ProductSearch/GetAutoComplete?searchTerm (spec 2 §7). */
export const getAutocomplete = (searchTerm: string, signal?: AbortSignal) =>
  apiRequest(apiRoutes.catalogue.autocomplete, { query: { searchTerm }, schema: autocompleteSchema, signal });

export const autocompleteQueryOptions = (searchTerm: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['catalogue', 'autocomplete', searchTerm],
    queryFn: ({ signal }) => getAutocomplete(searchTerm, signal),
    enabled,
    staleTime: 60_000,
  });

export const useAutocomplete = (searchTerm: string, enabled: boolean) =>
  useQuery(autocompleteQueryOptions(searchTerm, enabled));
