import { products } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Examples } from './request-shape';

export const deliveryAddress = { branch: 1, deliveryAddress1: '42 Cross Flatts Avenue', deliveryPostCode: 'LS11 5AB', deliveryTown: 'Leeds' };

/**
 * Values a generic sample cannot guess, by field name: a part number the catalogue holds, a postcode the built-in
 * geocoder knows, a mobile number. A new route with fields of these names gets valid requests without a word here.
 */
export async function exampleValues(db: Database): Promise<Examples> {
  const [part] = await db.select({ mpn: products.mpn }).from(products).limit(1);
  const partCode = part?.mpn ?? 'CAL-87161';
  return {
    // Bulk invoice export dates (spec 1 §5 dd/MM/yyyy).
    from: '01/01/2026',
    to: '31/01/2026',
    manufacturerCode: partCode,
    manufacturerPartNumber: partCode,
    mpn: partCode,
    postCode: deliveryAddress.deliveryPostCode,
    deliveryPostCode: deliveryAddress.deliveryPostCode,
    deliveryMobileNumber: '07700 900123',
    gcNumber: '4799901',
    // The sandbox gateway's hosted page (providers/payment): its success test card, a future expiry.
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  };
}
