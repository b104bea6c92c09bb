import { describe, expect, it } from 'vitest';
import { paymentSummary } from './payment-summary';

describe('paymentSummary (issue #44: the account charged, and the split)', () => {
  it.each([
    ['card', { paymentMethodTypeId: 1, cardAmountPence: 5238, accountKind: null, accountNumber: null }, 5238, 'Paid by card'],
    ['a card order placed before the card amount was kept', { paymentMethodTypeId: 1, cardAmountPence: null, accountKind: null, accountNumber: null }, 5238, 'Paid by card'],
    ['merchant account', { paymentMethodTypeId: 2, cardAmountPence: null, accountKind: 'merchant', accountNumber: 'ACM1001' }, 5238, 'On your merchant account ACM1001'],
    ['a seeded account order without the kind', { paymentMethodTypeId: 2, cardAmountPence: null, accountKind: null, accountNumber: null }, 5238, 'On your merchant account'],
    ['trade credit', { paymentMethodTypeId: 2, cardAmountPence: null, accountKind: 'trade-credit', accountNumber: 'THB-204517' }, 5238, 'On your trade credit account THB-204517'],
    ['split: courier by card, parts on account', { paymentMethodTypeId: 1, cardAmountPence: 1056, accountKind: 'merchant', accountNumber: 'BHS-7745' }, 6294, '£10.56 by card, £52.38 on merchant account BHS-7745'],
  ] as const)('%s', (_name, payment, total, expected) => {
    expect(paymentSummary(payment, total)).toBe(expected);
  });
});
