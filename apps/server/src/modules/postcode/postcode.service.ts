import type { AddressSuggestionsResponse, PostcodeDetails, ReversePostcodeResponse } from '@sparesfinder/contracts/postcode';
import { DomainError, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { normalisePostcode } from '@sparesfinder/domain/postcode';
import type { AddressLookupProvider } from '../../providers/address-lookup/address-lookup-provider';
import type { GeocoderProvider } from '../../providers/geocoder/geocoder-provider';

/** How many postcodes a reverse lookup offers. */
const reverseLimit = 5;

/** A malformed postcode is the caller's mistake (400, the spec 2 §8 text on the postCode field). */
function requirePostcode(input: string): string {
  const postcode = normalisePostcode(input);
  if (!postcode) throw validationError(messages.location.invalidPostcode, { postCode: [messages.location.invalidPostcode] });
  return postcode;
}

export function createPostcodeService(deps: { geocoder: GeocoderProvider; addressLookup: AddressLookupProvider }) {
  const { geocoder, addressLookup } = deps;
  return {
    /** Address suggestions; an unknown postcode simply has none (the user types the address). */
    async findAddresses(postCode: string): Promise<AddressSuggestionsResponse> {
      return addressLookup.findAddresses(requirePostcode(postCode));
    },

    async getPostcodeDetails(postCode: string): Promise<PostcodeDetails> {
      const found = await geocoder.lookup(requirePostcode(postCode));
      if (!found) throw new DomainError('not_found', messages.postcode.notFound);
      return found;
    },

    async reverse(latitude: number, longitude: number): Promise<ReversePostcodeResponse> {
      const postcodes = await geocoder.reverse({ latitude, longitude }, reverseLimit);
      return { result: postcodes.map((postcode) => ({ postcode })) };
    },
  };
}
export type PostcodeService = ReturnType<typeof createPostcodeService>;
