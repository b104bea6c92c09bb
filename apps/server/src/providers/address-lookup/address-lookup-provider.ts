import type { AddressSuggestion } from '@sparesfinder/contracts/postcode';

/** Addresses at a postcode (spec 1 §3 "Address suggestion"). Postcodes passed in are already normalised. */
export interface AddressLookupProvider {
  readonly name: 'builtin';
  /** Empty when the postcode is well formed but unknown. */
  findAddresses(postcode: string): Promise<AddressSuggestion[]>;
}
