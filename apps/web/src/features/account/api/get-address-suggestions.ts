import { AddressSuggestionsResponse } from '@sparesfinder/contracts/postcode';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { sortByHouseNumber } from '@sparesfinder/domain/account/address-suggestions';
import { apiRequest } from '../../../lib/api-client';

/** spec 1 §7 Address lookup: GET PostCode/GetPostcode?postCode, sorted by the first house number (spec 1 §5). */
export async function getAddressSuggestions(postCode: string, signal?: AbortSignal) {
  const suggestions = await apiRequest(apiRoutes.postcode.addressSuggestions, { query: { postCode }, schema: AddressSuggestionsResponse, signal });
  return sortByHouseNumber(suggestions);
}
