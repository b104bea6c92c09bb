import { describe, expect, it } from 'vitest';
import { isOrderNotSupplied, mayIssueInvoice, mayReturnItems, notSuppliedMoneyText, orderOutcome } from './order-outcome';
import { orderStatusNotice } from './order-status-notice';
import { orderStatuses, type OrderStatus } from './order-status';

const card = 1;
const account = 2;

describe('orderOutcome (issue #18: a rejected order is never supplied)', () => {
  it.each([
    // Charged as placed (issue #44 item 11): invoiced, then credited in full; the card refunded.
    ['rejected', card, { showFulfilmentInstructions: false, invoiceAvailable: true, returnable: false, moneyText: notSuppliedMoneyText.card }],
    ['rejected', account, { showFulfilmentInstructions: false, invoiceAvailable: true, returnable: false, moneyText: notSuppliedMoneyText.account }],
    // Nothing charged: nothing invoiced, and the text says so.
    ['rejected', null, { showFulfilmentInstructions: false, invoiceAvailable: false, returnable: false, moneyText: notSuppliedMoneyText.nothingCharged }],
    ['placed', card, { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null }],
    ['accepted', account, { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null }],
    ['readyToCollect', card, { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null }],
    ['outForDelivery', card, { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null }],
    ['completed', account, { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null }],
    // Part fulfilled: some goods were supplied, so they are invoiced; the rest is credited (credit notes).
    ['partFulfilled', card, { showFulfilmentInstructions: true, invoiceAvailable: true, returnable: true, moneyText: null }],
  ] as [OrderStatus, number | null, object][])('%s, payment method %s', (status, paymentMethodTypeId, expected) => {
    expect(orderOutcome({ status, paymentMethodTypeId })).toEqual(expected);
  });

  it('only rejected is not supplied; every charged order is invoiced (a rejected one then credited in full)', () => {
    expect(orderStatuses.filter(isOrderNotSupplied)).toEqual(['rejected']);
    expect(orderStatuses.filter((status) => !mayIssueInvoice(status, { paymentMethodTypeId: account }))).toEqual([]);
    expect(orderStatuses.filter((status) => !mayIssueInvoice(status, { paymentMethodTypeId: null }))).toEqual(['rejected']);
  });

  it('nothing can be returned from a rejected order; every other status offers Return', () => {
    expect(orderStatuses.filter((status) => !mayReturnItems(status))).toEqual(['rejected']);
  });

  it('the rejection notification says the same about the money as the order page', () => {
    const { text } = orderStatusNotice({ orderNumber: 800_039, supplierName: 'Heatline', branchName: 'Leeds South' }, 'rejected');
    expect(text).toContain(notSuppliedMoneyText.either);
    expect(notSuppliedMoneyText.either).toContain('refunded to your card or credited to your account in full');
    // A charged order's texts promise the credit note; none says nothing was charged.
    for (const text of [notSuppliedMoneyText.card, notSuppliedMoneyText.account, notSuppliedMoneyText.either]) {
      expect(text).toContain('credit');
      expect(text).not.toMatch(/nothing/i);
    }
  });
});
