import { describe, expect, it } from 'vitest';
import { cardShareOfTotal, choosePaymentMethod, preselectedBillingAddress, preselectedCard, toggleCardSelection, type PaymentFacts } from './payment-method-rules';

const base: PaymentFacts = { merchantDefaultPaymentMethodTypeId: 2, tradeCreditAccount: false, courierBasedFinderSupplier: false, hasDeliveryLine: false, hasMerchantAccount: true };

describe('choosePaymentMethod (spec 3 §4.7)', () => {
  it.each([
    ['merchant default account', {}, { defaultMethod: 2, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' }],
    ['merchant default card: card first', { merchantDefaultPaymentMethodTypeId: 1 }, { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' }],
    ['trade credit account forces account', { merchantDefaultPaymentMethodTypeId: 1, tradeCreditAccount: true }, { defaultMethod: 2, allowed: [2], cardSinceCourier: false, accountKind: 'trade-credit' }],
    ['trade credit account even without a merchant account', { tradeCreditAccount: true, hasMerchantAccount: false }, { defaultMethod: 2, allowed: [2], cardSinceCourier: false, accountKind: 'trade-credit' }],
    ['no merchant account: card only', { hasMerchantAccount: false }, { defaultMethod: 1, allowed: [1], cardSinceCourier: false, accountKind: null }],
    ['courier supplier, default account, delivery line: split', { courierBasedFinderSupplier: true, hasDeliveryLine: true }, { defaultMethod: 1, allowed: [1], cardSinceCourier: true, accountKind: 'merchant' }],
    ['courier supplier without a delivery line: no split', { courierBasedFinderSupplier: true }, { defaultMethod: 2, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' }],
    ['courier supplier whose default is card: no split', { courierBasedFinderSupplier: true, hasDeliveryLine: true, merchantDefaultPaymentMethodTypeId: 1 }, { defaultMethod: 1, allowed: [1, 2], cardSinceCourier: false, accountKind: 'merchant' }],
  ] as const)('%s', (_name, facts, expected) => {
    expect(choosePaymentMethod({ ...base, ...facts })).toEqual(expected);
  });
});

describe('cardShareOfTotal (split payment: the parts add up to the total)', () => {
  it.each([
    ['card pays all', false, 6294, 880, { cardPence: 6294, accountPence: 0 }],
    ['split: the courier £8.80 + VAT on the card, the rest on account', true, 6294, 880, { cardPence: 1056, accountPence: 5238 }],
  ])('%s', (_name, cardSinceCourier, total, deliveryNet, expected) => {
    expect(cardShareOfTotal({ cardSinceCourier }, total, deliveryNet)).toEqual(expected);
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
