import { addresses, likedProducts, organisationSuppliers, requestedProducts, sandboxGatewayTokens, savedCards, saveForLater } from '../schema/index';
import { addressRow } from '../factories/account-factories';
import { acmeAddress, demoOrganisationIds, demoUserIds } from './accounts';
import type { BulkWriter } from './bulk-writer';
import { anchorApplianceIds, choosePartsFor } from './catalogue/appliances';
import { describeProduct, ProductKind } from './catalogue/catalogue-plan';
import { productImageUrl } from './catalogue/product-images';
import type { CatalogueWorld } from './catalogue/seed-catalogue';
import { Random } from './random';
import type { SeedContext } from './seed-context';

const org = demoOrganisationIds.acme;
const admin = demoUserIds.admin;
const day = 86_400_000;
export const acmeAccountNumber = 'ACM1001';

/** Acme's merchant account, saved card, addresses, favourites, save-for-later and requested products (DEMO_DATA.md). */
export async function seedAcmeAccount(writer: BulkWriter, context: SeedContext, catalogue: CatalogueWorld): Promise<void> {
  const random = new Random(context.seed).fork('acme-account');
  const now = context.now.getTime();
  // Merchant 1 needs only branch and account number (spec 1 §5); validated and on the spares finder.
  await writer.insert(organisationSuppliers, [
    { id: 1, organisationId: org, supplierId: 1, accountNumber: acmeAccountNumber, typeId: 1, branchId: 1, postcode: acmeAddress.postCode, telephoneNumber: '0113 496 0123', isValidated: 1, sparesFinder: true, defaultPaymentMethodTypeId: 2,
      // A £5,000 limit with £1,248.60 already owed (checkout issue #15: account orders must fit the available credit).
      creditLimitPence: 500_000, balancePence: 124_860 },
  ]);
  const expiryYear = (context.now.getUTCFullYear() + 3) % 100;
  const cardExpiry = `09${String(expiryYear).padStart(2, '0')}`;
  await writer.insert(savedCards, [
    { tokenId: 'tok_demo_acme_visa_4242', organisationId: org, userId: admin, expiryDate: cardExpiry, last4Digits: '4242', billingAddress1: acmeAddress.address1, billingAddress2: acmeAddress.address2, billingCity: acmeAddress.townCity, billingPostCode: acmeAddress.postCode },
  ]);
  // The same card as the built-in sandbox gateway knows it (its own table, as a real gateway holds the token).
  await writer.insert(sandboxGatewayTokens, [{ tokenId: 'tok_demo_acme_visa_4242', last4Digits: '4242', expiryDate: cardExpiry, brand: 'Visa', createdAt: context.now }]);
  const person = { organisationId: org, firstName: 'Alex', surname: 'Morgan', companyName: 'Acme Heating Ltd', county: 'West Yorkshire' };
  await writer.insert(addresses, [
    addressRow({ id: 1, ...person, isBilling: true, address1: acmeAddress.address1, address2: acmeAddress.address2, city: 'Leeds', postCode: acmeAddress.postCode }),
    addressRow({ id: 2, ...person, address1: '42 Cross Flatts Avenue', address2: 'Beeston', city: 'Leeds', postCode: 'LS11 7BU' }),
    addressRow({ id: 3, ...person, address1: '18 Otley Road', address2: 'Headingley', city: 'Leeds', postCode: 'LS6 2AL' }),
  ]);

  const { arrays, layout } = catalogue;
  // Favourites: popular products, never the anchors (tests like/unlike those themselves).
  const popular: number[] = [];
  for (let id = 5; id <= layout.productCount && popular.length < 40; id += 1 + random.int(0, 6)) {
    if ((arrays.tier[id] ?? 0) >= 1 && arrays.kind[id] !== ProductKind.obsolete && arrays.kind[id] !== ProductKind.pattern) popular.push(id);
  }
  await writer.insert(likedProducts, popular.slice(0, 8).map((productId, i) => ({ id: i + 1, organisationId: org, userId: admin, productId, createdAt: new Date(now - (i * 9 + 2) * day) })));

  const combi = catalogue.appliances[anchorApplianceIds.combi30i - 1];
  const combiParts = combi ? choosePartsFor(context, combi, arrays).filter((id) => id > 4 && arrays.kind[id] === ProductKind.spare) : [];
  const sflRows: (typeof saveForLater.$inferInsert)[] = [];
  const addSaved = (productId: number, orderReference: string | null, title: string | null, qty: number, daysAgo: number) => {
    const p = describeProduct(layout, productId);
    const applianceFields = p.isSpare && combi
      ? { manufacturer: combi.manufacturer.name, iBasisManId: combi.manufacturer.id, iBasisAppliance: `${combi.manufacturer.name} ${combi.model}`, iBasisApplianceId: combi.id, iBasisGcn: combi.gcNumber, iBasisApplianceGc: combi.gcNumber }
      : { manufacturer: null, iBasisManId: null, iBasisAppliance: null, iBasisApplianceId: null, iBasisGcn: null, iBasisApplianceGc: null };
    sflRows.push({ id: sflRows.length + 1, organisationId: org, userId: admin, productId, orderReference, title: title ?? p.description.slice(0, 200), manufacturerCode: p.mpn, description: p.description, imageUrl: productImageUrl(layout, p), qty, ...applianceFields, dateTime: new Date(now - daysAgo * day) });
  };
  // Single saved items have no order reference; a saved parts order is several lines sharing one (spec 2).
  for (const [i, productId] of popular.slice(8, 12).entries()) addSaved(productId, null, null, 1 + (i % 3), 3 + i * 4);
  for (const productId of combiParts.slice(0, 4)) addSaved(productId, 'JOB-2417', 'Caldera Combi 30i service - Beeston', 1, 6);
  for (const productId of combiParts.slice(4, 7)) addSaved(productId, 'JOB-2452', 'Caldera Combi 30i no hot water', 1, 12);
  await writer.insert(saveForLater, sflRows);

  await writer.insert(requestedProducts, [
    { id: 1, organisationId: org, userId: admin, manufacturerPartNumber: 'VAN-20004512', description: 'Overheat thermostat for an older Vantherm Classic 80 (not listed)', imageUrl: null, iBasisAppliance: 'Vantherm Classic 80', createdOn: new Date(now - 21 * day) },
    { id: 2, organisationId: org, userId: admin, manufacturerPartNumber: 'KEL-7731', description: 'Kelvar back boiler thermocouple, 600mm', imageUrl: null, iBasisAppliance: null, createdOn: new Date(now - 48 * day) },
  ]);
}
