import { z } from 'zod';
import { messages } from './messages';

/** ?postCode= for the address lookup calls (spec 1 §7 Address lookup). Format is checked by the service. */
export const PostcodeQuery = z.object({
  postCode: z.string({ error: messages.location.invalidPostcode }).trim().min(1, messages.location.invalidPostcode).max(20),
});
export type PostcodeQuery = z.infer<typeof PostcodeQuery>;

/** spec 1 §3 "Address suggestion": address[] lines, city, county, postcode. */
export const AddressSuggestion = z.object({
  address: z.array(z.string()),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** GET /PostCode/GetPostcode?postCode: suggestions for the address lookup (the app sorts by house number). */
export const AddressSuggestionsResponse = z.array(AddressSuggestion);
export type AddressSuggestionsResponse = z.infer<typeof AddressSuggestionsResponse>;

/** GET /PostCode/GetPostCodeDetails?postCode: where a postcode is (used for availability distances). */
export const PostcodeDetails = z.object({ latitude: z.number(), longitude: z.number(), postcode: z.string() });
export type PostcodeDetails = z.infer<typeof PostcodeDetails>;

const coordinate = (max: number) =>
  z.coerce.number({ error: messages.postcode.invalidCoordinates }).min(-max, messages.postcode.invalidCoordinates).max(max, messages.postcode.invalidCoordinates);

/** GET /PostCode/GetReversePostCode?lon&lat: postcodes nearest to the browser's location. */
export const ReversePostcodeQuery = z.object({ lat: coordinate(90), lon: coordinate(180) });
export type ReversePostcodeQuery = z.infer<typeof ReversePostcodeQuery>;

export const ReversePostcodeResponse = z.object({ result: z.array(z.object({ postcode: z.string() })) });
export type ReversePostcodeResponse = z.infer<typeof ReversePostcodeResponse>;
