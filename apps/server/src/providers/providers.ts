/** Every external service sits behind an interface; `createProviders` picks the implementation from config. */
export interface Providers {
  // mail, geocoder, addressLookup are added by their modules (see providers/<kind>/).
  [kind: string]: unknown;
}
