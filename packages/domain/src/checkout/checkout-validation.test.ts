import { describe, expect, it } from 'vitest';
import { findCheckoutProblem, needsDeliveryAddress, orderDeliveryAddress, type CheckoutFacts, type CheckoutForm } from './checkout-validation';

const address = { firstName: 'Alex', surname: 'Morgan', address1: '1 Elland Road', city: 'Leeds', postCode: 'LS11 5AB' };
const account: CheckoutForm = { termsAccepted: true, telephoneNumber: '0113 496 0123', contactName: 'Alex Morgan', paymentMethodTypeId: 2 };
const collect: CheckoutFacts = { isDelivery: false, isByBox: false, courierSelected: false, preferredCollectionBranchShown: false, samePostcodeVerification: false, fulfillmentPostcode: 'LS11 5AB' };
const delivery: CheckoutFacts = { ...collect, isDelivery: true };

describe('findCheckoutProblem (spec 3 §5)', () => {
  it.each<[string, Partial<CheckoutForm>, Partial<CheckoutFacts>, string | null, string[]?]>([
    ['a complete account collection', {}, {}, null],
    ['no telephone', { telephoneNumber: ' ' }, {}, 'completeMandatoryFields', ['telephoneNumber']],
    ['no contact name', { contactName: '' }, {}, 'completeMandatoryFields', ['contactName']],
    ['no contact name with a courier is fine', { contactName: '' }, { courierSelected: true }, null],
    ['preferred branch shown and empty', {}, { preferredCollectionBranchShown: true }, 'completeMandatoryFields', ['preferredCollectionBranch']],
    ['preferred branch shown and given', { preferredCollectionBranch: 'Leeds South' }, { preferredCollectionBranchShown: true }, null],
    ['terms not accepted', { termsAccepted: false }, {}, 'acceptTerms', ['termsAccepted']],
    ['mandatory fields come before terms', { termsAccepted: false, telephoneNumber: '' }, {}, 'completeMandatoryFields', ['telephoneNumber']],
    ['account delivery without an address', {}, { isDelivery: true }, 'selectDeliveryAddress', ['deliveryAddress']],
    ['account delivery with a half address', { deliveryAddress: { ...address, city: '' } }, { isDelivery: true }, 'selectDeliveryAddress'],
    ['account delivery with an address', { deliveryAddress: address }, { isDelivery: true }, null],
    ['by-box needs no delivery address', {}, { isDelivery: true, isByBox: true }, null],
    ['card, saved card', { paymentMethodTypeId: 1, paymentMethodId: 'tok_1' }, {}, null],
    ['card, nothing chosen', { paymentMethodTypeId: 1 }, {}, 'selectPaymentMethod', ['paymentMethodId']],
    ['card, new card without billing address', { paymentMethodTypeId: 1, newPaymentMethod: true }, {}, 'selectBillingAddress', ['billingAddress']],
    ['card, new card with billing address', { paymentMethodTypeId: 1, newPaymentMethod: true, billingAddress: address }, {}, null],
    ['card delivery without delivery address', { paymentMethodTypeId: 1, paymentMethodId: 'tok_1' }, { isDelivery: true }, 'selectDeliveryAddress'],
    ['same postcode required and matching (any spacing)', { deliveryAddress: { ...address, postCode: 'ls115ab' } }, { isDelivery: true, samePostcodeVerification: true }, null],
    ['same postcode required and different', { deliveryAddress: { ...address, postCode: 'LS6 2AL' } }, { isDelivery: true, samePostcodeVerification: true }, 'postcodeMismatch'],
    ['same postcode only for delivery', {}, { samePostcodeVerification: true, fulfillmentPostcode: 'LS6 2AL' }, null],
  ])('%s', (_name, form, facts, code, fields) => {
    const problem = findCheckoutProblem({ ...account, ...form }, { ...collect, ...facts });
    expect(problem?.code ?? null).toBe(code);
    if (fields) expect(problem?.fields).toEqual(fields);
  });
});

describe('needsDeliveryAddress (spec 3 §2.5 step 3, §5)', () => {
  it.each<[string, Pick<CheckoutFacts, 'isDelivery' | 'isByBox'>, boolean]>([
    ['a collection', { isDelivery: false, isByBox: false }, false],
    ['a delivery (next-day or express same-day)', { isDelivery: true, isByBox: false }, true],
    ['by-box delivery', { isDelivery: true, isByBox: true }, false],
  ])('%s', (_name, facts, expected) => expect(needsDeliveryAddress(facts)).toBe(expected));
});

describe('orderDeliveryAddress (spec 3 §5 card payment)', () => {
  const billing = { ...address, address1: 'Billing Street 1' };
  it.each([
    ['card collection: the billing address', { paymentMethodTypeId: 1, billingAddress: billing }, collect, billing],
    ['card by-box: the billing address', { paymentMethodTypeId: 1, billingAddress: billing, deliveryAddress: address }, { ...delivery, isByBox: true }, billing],
    ['card delivery: the delivery address', { paymentMethodTypeId: 1, billingAddress: billing, deliveryAddress: address }, delivery, address],
    ['account delivery: the delivery address', { deliveryAddress: address }, delivery, address],
    ['account collection: none', { deliveryAddress: address }, collect, null],
  ] as const)('%s', (_name, form, facts, expected) => {
    expect(orderDeliveryAddress({ ...account, ...form }, facts)).toEqual(expected);
  });
});
