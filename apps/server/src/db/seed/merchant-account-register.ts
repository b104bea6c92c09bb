import { merchantAccountRegister } from '../schema/index';
import type { BulkWriter } from './bulk-writer';

/**
 * Each merchant's register of trade accounts (issue 17): what supplier 2's automatic validation and the review of
 * other merchants' applications check. Fictional firms, real-looking UK postcodes, Ofcom drama numbers. The README
 * names the first two Pipeworks Direct accounts as the demo's valid numbers.
 */
export const demoRegisterAccounts = [
  // Pipeworks Direct (supplier 2, automatic validation).
  { supplierId: 2, accountNumber: 'PWD40721', holderName: 'Fresh Plumbing Co', postcode: 'LS6 2AL', telephone: '01134960555' },
  { supplierId: 2, accountNumber: 'PWD40988', holderName: 'Acme Heating Ltd', postcode: 'LS11 5AB', telephone: '01134960123' },
  { supplierId: 2, accountNumber: 'PWD41302', holderName: 'Northgate Gas Services', postcode: 'M1 2AB', telephone: '01614960321' },
  { supplierId: 2, accountNumber: 'PWD41577', holderName: 'Brunswick Boiler Care', postcode: 'B7 4AA', telephone: '01214960654' },
  // Heatline Merchants (supplier 1): reviewed by the merchant within 2-3 days.
  { supplierId: 1, accountNumber: 'HTL20451', holderName: 'Fresh Plumbing Co', postcode: 'LS6 2AL', telephone: '01134960555' },
  { supplierId: 1, accountNumber: 'ACM1001', holderName: 'Acme Heating Ltd', postcode: 'LS11 5AB', telephone: '01134960123' },
  { supplierId: 1, accountNumber: 'HTL20733', holderName: 'Calder Valley Heating', postcode: 'HX1 1AA', telephone: '01134960777' },
  // Boilerhouse Spares and TradeHub Supplies.
  { supplierId: 3, accountNumber: 'BHS-7712', holderName: 'Fresh Plumbing Co', postcode: 'LS6 2AL', telephone: '01134960555' },
  { supplierId: 4, accountNumber: 'TH900145', holderName: 'Acme Heating Ltd', postcode: 'LS11 5AB', telephone: '01134960123' },
  // Northern Boiler Services' validated account (money-path-accounts.ts), appended so earlier ids stay.
  { supplierId: 3, accountNumber: 'BHS-7745', holderName: 'Northern Boiler Services', postcode: 'LS11 7DF', telephone: '01134960214' },
] as const;

export async function seedMerchantAccountRegister(writer: BulkWriter): Promise<void> {
  await writer.insert(
    merchantAccountRegister,
    demoRegisterAccounts.map((account, index) => ({ id: index + 1, ...account })),
  );
}
