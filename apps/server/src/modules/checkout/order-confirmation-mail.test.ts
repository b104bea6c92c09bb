import { describe, expect, it } from 'vitest';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { formatDayDate } from '@sparesfinder/domain/dates';
import { confirmationRecipients, orderConfirmationMail, type PlacedOrderForMail } from './order-confirmation-mail';

const order: PlacedOrderForMail = {
  orderId: 500321,
  orderDate: new Date('2026-06-02T09:15:00Z'),
  customerOrderNo: 'JOB-2301',
  supplierName: 'Heatline Merchants',
  branch: { name: 'Heatline Leeds South', address: 'Unit 11, Kings Road, Leeds, LS11 5DX' },
  isDelivery: true,
  collectFromBranchOn: new Date('2026-06-03T09:00:00Z'),
  deliveryAddress: { address1: '42 Cross Flatts Avenue', address2: 'Beeston', town: 'Leeds', postCode: 'LS11 7BU' },
  byBox: null,
  lines: [
    { basketLineTypeId: basketLineTypeIds.product, manufacturerCode: 'CAL-87161', description: 'Diverter valve', qty: 2, costPence: 4800 },
    { basketLineTypeId: basketLineTypeIds.delivery, manufacturerCode: 'DELIVERY', description: 'Next-day delivery', qty: 1, costPence: 995 },
    { basketLineTypeId: basketLineTypeIds.discount, manufacturerCode: 'SAVE10', description: '10% off', qty: 1, costPence: -960 },
  ],
  totals: { totalCostPence: 9635, totalCostWithVatPence: 11_562 },
  cardAmountPence: null,
  accountNumber: 'ACM1001',
};
const recipients = { typed: 'site@acme.test', userEmail: 'admin@acme-heating.test' };

describe('orderConfirmationMail (issue #44 item 10: the confirmation page in an e-mail)', () => {
  it('goes to the address typed at checkout and to the signed-in user, with the order number in the subject', () => {
    const mail = orderConfirmationMail(order, recipients);
    expect(mail.to).toEqual(['site@acme.test', 'admin@acme-heating.test']);
    expect(mail.subject).toBe('Your SparesFinder order 500321');
  });

  it("carries the confirmation page's rows and figures: lines, charges, discount, totals ex VAT, VAT and with VAT", () => {
    const { text } = orderConfirmationMail(order, recipients);
    for (const expected of [
      'Your order has been successfully placed.',
      `Delivery from Heatline Leeds South on ${formatDayDate(order.collectFromBranchOn!)}`,
      'Order number: 500321',
      `Order date: ${formatDayDate(order.orderDate)}`,
      'Payment: On your merchant account ACM1001',
      'Your reference: JOB-2301',
      'Merchant: Heatline Merchants, Heatline Leeds South',
      'Branch address: Unit 11, Kings Road, Leeds, LS11 5DX',
      'Delivery address: 42 Cross Flatts Avenue, Beeston, Leeds, LS11 7BU',
      '2 x CAL-87161 Diverter valve: £96.00 plus VAT',
      'Next-day delivery: £9.95',
      '10% off: −£9.60',
      'Total plus VAT: £96.35',
      'VAT (20%): £19.27',
      'Total with VAT: £115.62',
      `Expected delivery: ${formatDayDate(order.collectFromBranchOn!)}`,
    ])
      expect(text).toContain(expected);
  });

  it('says how a card paid: all of it, or the delivery with the rest on account', () => {
    expect(orderConfirmationMail({ ...order, cardAmountPence: 11_562, accountNumber: null }, recipients).text).toContain('Payment: Paid by card\n');
    expect(orderConfirmationMail({ ...order, cardAmountPence: 1194 }, recipients).text).toContain('Payment: Paid by card £11.94; On your merchant account ACM1001 £103.68');
  });

  it('a collection names the branch and its date, and no delivery address', () => {
    const { text } = orderConfirmationMail({ ...order, isDelivery: false, deliveryAddress: null, lines: order.lines.slice(0, 1), totals: { totalCostPence: 9600, totalCostWithVatPence: 11_520 } }, recipients);
    expect(text).toContain(`Collect from Heatline Leeds South on ${formatDayDate(order.collectFromBranchOn!)}`);
    expect(text).toContain(`Ready to collect: ${formatDayDate(order.collectFromBranchOn!)}`);
    expect(text).not.toContain('Delivery address');
    expect(text).toContain('VAT (20%): £19.20');
  });
});

describe('confirmationRecipients', () => {
  it.each([
    ['site@acme.test', 'admin@acme.test', ['site@acme.test', 'admin@acme.test']],
    ['Admin@Acme.test ', 'admin@acme.test', ['Admin@Acme.test']],
    ['', 'admin@acme.test', ['admin@acme.test']],
    [null, 'admin@acme.test', ['admin@acme.test']],
    ['not an address', 'admin@acme.test', ['admin@acme.test']],
    ['site@acme.test', null, ['site@acme.test']],
  ] as const)('typed %j, user %j → %j', (typed, user, expected) => {
    expect(confirmationRecipients(typed, user)).toEqual(expected);
  });
});
