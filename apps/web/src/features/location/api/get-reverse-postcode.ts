import { ReversePostcodeResponse } from '@sparesfinder/contracts/postcode';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

/** GET /PostCode/GetReversePostCode?lon&lat: the device's coordinates → nearest postcodes (spec 2 §7). */
export const getReversePostcode = (coordinates: { latitude: number; longitude: number }) =>
  apiRequest(apiRoutes.postcode.reverse, {
    query: { lon: coordinates.longitude, lat: coordinates.latitude },
    schema: ReversePostcodeResponse,
  });
