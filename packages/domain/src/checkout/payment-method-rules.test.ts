import { describe, expect, it } from 'vitest';
import { choosePaymentMethod, preselectedBillingAddress, preselectedCard, toggleCardSelection, type PaymentFacts } from './payment-method-rules';

const base: PaymentFacts = { merchantDefaultPaymentMethodTypeId: 2, tradeCreditAccount: false, courierBasedFinderSupplier: false, hasDeliveryLine: false, hasMerchantAccount: true };

describe('choosePaymentMethod (spec 3 §4.7)', () => {
  it.each([
    ['merchant default account', {}, { defaultMethod: 2, allowed: [1, 2], cardSinceCourier: false }],
    ['merchant default card: card first', { merchantDefaultPaymentMethodTypeId: 1 }, { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false }],
    ['trade credit account forces account', { merchantDefaultPaymentMethodTypeId: 1, tradeCreditAccount: true }, { defaultMethod: 2, allowed: [2], cardSinceCourier: false }],
    ['trade credit account even without a merchant account', { tradeCreditAccount: true, hasMerchantAccount: false }, { defaultMethod: 2, allowed: [2], cardSinceCourier: false }],
    ['no merchant account: card only', { hasMerchantAccount: false }, { defaultMethod: 1, allowed: [1], cardSinceCourier: false }],
    ['courier supplier, default account, delivery line: split', { courierBasedFinderSupplier: true, hasDeliveryLine: true }, { defaultMethod: 2, allowed: [2], cardSinceCourier: true }],
    ['courier supplier without a delivery line: no split', { courierBasedFinderSupplier: true }, { defaultMethod: 2, allowed: [1, 2], cardSinceCourier: false }],
    ['courier supplier whose default is card: no split', { courierBasedFinderSupplier: true, hasDeliveryLine: true, merchantDefaultPaymentMethodTypeId: 1 }, { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false }],
  ] as const)('%s', (_name, facts, expected) => {
    expect(choosePaymentMethod({ ...base, ...facts })).toEqual(expected);
  });
});

describe('saved card and billing address selection (spec 3 §4.7, §5)', () => {
  it.each([
    [[], null],
    [[{ tokenID: 'a' }], 'a'],
    [[{ tokenID: 'a' }, { tokenID: 'b' }], null],
  ])('preselects only a single card: %j → %s', (cards, expected) => {
    expect(preselectedCard(cards)).toBe(expected);
  });
  it.each([
    [[], null],
    [[{ id: 1 }], { id: 1 }],
    [[{ id: 1 }, { id: 2 }], null],
  ])('preselects only a single saved billing address for a new card: %j → %j', (addresses, expected) => {
    expect(preselectedBillingAddress(addresses)).toEqual(expected);
  });
  it.each([
    [null, 'a', false, 'a'],
    ['a', 'a', false, null],
    ['a', 'b', false, 'b'],
    ['a', 'b', true, 'a'],
    [null, 'a', true, null],
  ] as const)('selected %s, clicked %s, locked %s → %s', (selected, clicked, locked, expected) => {
    expect(toggleCardSelection(selected, clicked, locked)).toBe(expected);
  });
});
