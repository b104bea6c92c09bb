import { messages } from '@sparesfinder/contracts/messages';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { lineTotalPence, vatOfTotals } from '@sparesfinder/domain/basket/basket-totals';
import { formatDayDate } from '@sparesfinder/domain/dates';
import { formatPence, type Pence } from '@sparesfinder/domain/money';

/** What the confirmation e-mail says about a placed order: the figures the confirmation page shows (spec 3 §2.7). */
export interface PlacedOrderForMail {
  orderId: number;
  orderDate: Date;
  customerOrderNo: string | null;
  supplierName: string | null;
  branch: { name: string; address: string } | null;
  isDelivery: boolean;
  /** The collection date, or the delivery's expected date. */
  collectFromBranchOn: Date | null;
  deliveryAddress: { address1: string | null; address2: string | null; town: string | null; postCode: string | null } | null;
  byBox: { exchange: string; postalCode: string; reference: string } | null;
  /** The order's lines as stored (unit price ex VAT in pence; a discount line is negative). */
  lines: readonly { basketLineTypeId: number; manufacturerCode: string; description: string; qty: number; costPence: Pence }[];
  /** The totals charged (ex VAT and with VAT); the VAT is what lies between them (domain vatOfTotals). */
  totals: { totalCostPence: Pence; totalCostWithVatPence: Pence };
  /** What the card paid (null: nothing), and the account the rest went on (null: none). */
  cardAmountPence: Pence | null;
  accountNumber: string | null;
}

export interface ConfirmationMail {
  to: string[];
  subject: string;
  text: string;
}

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The checkout's 'Email for the confirmation' (OrderSubmission.email) first, then the signed-in user's address when
 * it is another one (compared case-insensitively); a typed value that is not an address is left out.
 */
export function confirmationRecipients(typed: string | null | undefined, userEmail: string | null | undefined): string[] {
  const seen = new Set<string>();
  const to: string[] = [];
  for (const candidate of [typed, userEmail]) {
    const address = candidate?.trim() ?? '';
    if (!address || !looksLikeEmail(address) || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    to.push(address);
  }
  return to;
}

/** An amount off with a minus sign, as the confirmation page writes its discount ('−£4.80'). */
const signed = (pence: Pence) => (pence < 0 ? `−${formatPence(-pence)}` : formatPence(pence));
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');

/** The fulfilment sentence of the confirmation page (web checkout order-summary fulfilmentLine). */
function fulfilment(order: PlacedOrderForMail): string {
  const date = order.collectFromBranchOn ? ` on ${formatDayDate(order.collectFromBranchOn)}` : '';
  const branch = order.branch?.name ?? 'the branch';
  if (order.byBox) return `By-box delivery from ${branch} to ${order.byBox.exchange} (${order.byBox.postalCode})${date}, reference ${order.byBox.reference}`;
  return order.isDelivery ? `Delivery from ${branch}${date}` : `Collect from ${branch}${date}`;
}

function payment(order: PlacedOrderForMail): string {
  const card = order.cardAmountPence ?? 0;
  const onAccount = order.totals.totalCostWithVatPence - card;
  const account = `On your merchant account${order.accountNumber ? ` ${order.accountNumber}` : ''}`;
  if (card > 0 && onAccount > 0) return `Paid by card ${formatPence(card)}; ${account} ${formatPence(onAccount)}`;
  return card > 0 ? 'Paid by card' : account;
}

/**
 * The order confirmation e-mail (spec 3 §2.7, issue #44 item 10): the confirmation page's rows and figures in text,
 * to the address typed at checkout and the signed-in user. Formatted with the one money formatter; the totals are
 * the order's stored ones, so the e-mail, the page and the invoice say the same amounts.
 */
export function orderConfirmationMail(order: PlacedOrderForMail, recipients: { typed: string | null | undefined; userEmail: string | null | undefined }): ConfirmationMail {
  const products = order.lines.filter(isProductLine);
  const added = order.lines.filter((line) => !isProductLine(line));
  const { totalCostPence, totalCostWithVatPence } = order.totals;
  const rows: [string, string][] = [
    ['Order number', String(order.orderId)],
    ['Order date', formatDayDate(order.orderDate)],
    ['Payment', payment(order)],
    ...(order.customerOrderNo ? ([['Your reference', order.customerOrderNo]] as [string, string][]) : []),
    ['Merchant', joined(order.supplierName, order.branch?.name)],
    ...(order.branch?.address ? ([['Branch address', order.branch.address]] as [string, string][]) : []),
  ];
  const address = order.deliveryAddress ? joined(order.deliveryAddress.address1, order.deliveryAddress.address2, order.deliveryAddress.town, order.deliveryAddress.postCode) : '';
  if (order.isDelivery && address) rows.push(['Delivery address', address]);
  const text = [
    `${messages.confirmation.placed}.`,
    '',
    fulfilment(order),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...products.map((line) => `${line.qty} x ${line.manufacturerCode} ${line.description}: ${formatPence(lineTotalPence(line))} ${messages.totals.plusVat}`),
    '',
    ...added.map((line) => `${line.description}: ${signed(lineTotalPence(line))}`),
    `${messages.totals.totalPlusVat}: ${formatPence(totalCostPence)}`,
    `${messages.totals.vat}: ${formatPence(vatOfTotals(order.totals))}`,
    `${messages.totals.totalWithVat}: ${formatPence(totalCostWithVatPence)}`,
    ...(order.collectFromBranchOn ? ['', `${order.isDelivery ? 'Expected delivery' : 'Ready to collect'}: ${formatDayDate(order.collectFromBranchOn)}`] : []),
  ].join('\n');
  return { to: confirmationRecipients(recipients.typed, recipients.userEmail), subject: `${messages.orderPlacement.confirmationSubject} ${order.orderId}`, text: `${text}\n` };
}
