import { PostcodeDetails } from '@sparesfinder/contracts/postcode';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET /PostCode/GetPostCodeDetails?postCode: postcode → coordinates (spec 2 §4 location change by postcode). */
export const getPostcodeDetails = (postCode: string) =>
  apiRequest(apiRoutes.postcode.details, { query: { postCode }, schema: PostcodeDetails });
