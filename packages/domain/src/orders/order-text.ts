import { formatOrderDateTime, type DateInput } from '../dates';
import { fulfilmentOptionIds } from '../availability/fulfilment-options';
import { toUkMoment } from '../availability/uk-time';

/** spec 1 §4 "three named merchants" (DEMO_DATA.md Merchants: supplier ids 1, 2 and 4). */
export const namedMerchantIds = { heatline: 1, pipeworks: 2, tradeHub: 4 } as const;

export interface OrderTextInput {
  quoteId: number;
  isDelivery: boolean;
  supplierId: number | null;
  supplierName: string | null;
  branchName: string | null;
  orderDate: DateInput | null;
  collectFromBranchOn: DateInput | null;
  /** The option accepted on the availability page (spec 3 §4.1 ids 0-5); null if the order never recorded one. */
  fulfilmentOptionId: number | null;
  publicTrackerUrl: string | null;
}

export type OrderTextVariant = 'express' | 'heatline' | 'pipeworks' | 'tradeHub' | 'default';

export interface OrderText {
  variant: OrderTextVariant;
  title: string;
  lines: string[];
  /** Express same-day orders: the courier's public tracker. */
  trackingUrl: string | null;
}

/** spec 1 §9 constants quoted to the buyer. */
export const orderNotes = {
  saturday: 'Saturday collections can be collected until midday.',
  nextDay: 'Next-day collections are ready from 9:30am.',
  statusDelay: 'Merchant order status can take up to 60 minutes to update.',
} as const;

/** A collection booked for a later date (spec 3 §4.1 option 3) names its date, as spec 1 §9 writes order dates. */
export const collectLaterNote = (collectFromBranchOn: DateInput): string => `Collect on a later date: ${formatOrderDateTime(collectFromBranchOn)}.`;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));
const ukDay = (value: DateInput) => toUkMoment(toDate(value)).day;
const isSaturday = (value: DateInput) => (ukDay(value) + 4) % 7 === 6;

/**
 * spec 1 §4 Order text variants: quoteId above 0 is Express Same-Day Delivery with a tracking link; the three named
 * merchants have their own wording; everything else the default. Collections add the Saturday (until midday) or
 * next-day (ready by 9:30am) note, or the date of one booked for later (collectionNotes).
 */
export function orderText(order: OrderTextInput): OrderText {
  const branch = order.branchName ?? 'the branch';
  const merchant = order.supplierName ?? 'the merchant';
  const notes = collectionNotes(order);
  if (order.quoteId > 0)
    return {
      variant: 'express',
      title: 'Express Same-Day Delivery',
      lines: [`A same-day courier collects your order from ${branch} and delivers it to site. Follow it with the tracking link.`],
      trackingUrl: order.publicTrackerUrl,
    };
  const how = order.isDelivery ? `Your order will be delivered from ${branch}.` : `Collect your order from the trade counter at ${branch}.`;
  switch (order.supplierId) {
    case namedMerchantIds.heatline:
      return { variant: 'heatline', title: `${merchant} order`, lines: [how, 'Quote your Heatline account number or order number at the counter.', ...notes], trackingUrl: null };
    case namedMerchantIds.pipeworks:
      return { variant: 'pipeworks', title: `${merchant} order`, lines: [how, 'Pipeworks Direct e-mails you when your order has been picked.', ...notes], trackingUrl: null };
    case namedMerchantIds.tradeHub:
      return { variant: 'tradeHub', title: `${merchant} order`, lines: [how, ...tradeHubLines(order), ...notes], trackingUrl: null };
    default:
      return { variant: 'default', title: order.isDelivery ? 'Delivery' : 'Collection', lines: [how, ...notes], trackingUrl: null };
  }
}

/** The locker wording belongs to by-box orders only; a counter collection gets the counter's. */
function tradeHubLines(order: OrderTextInput): string[] {
  if (order.fulfilmentOptionId === fulfilmentOptionIds.byBox) return [tradeHubNotes.byBox];
  return order.isDelivery ? [] : [tradeHubNotes.counter];
}
export const tradeHubNotes = {
  byBox: 'TradeHub by-box orders wait in your chosen locker until 8pm.',
  counter: 'Quote your TradeHub trade club number at the counter.',
} as const;

/**
 * spec 1 §4/§9: a Saturday collection is until midday; the 9:30am note is for next-day collections only (option 1),
 * never for one booked for a later date (option 3), which names its date instead. An order that recorded no option
 * counts as next-day only when it is collected the day after it was placed.
 */
function collectionNotes(order: OrderTextInput): string[] {
  if (order.isDelivery || !order.collectFromBranchOn) return [];
  const later = order.fulfilmentOptionId === fulfilmentOptionIds.collectLater ? [collectLaterNote(order.collectFromBranchOn)] : [];
  if (isSaturday(order.collectFromBranchOn)) return [...later, orderNotes.saturday];
  return isNextDayCollection(order, order.collectFromBranchOn) ? [orderNotes.nextDay] : later;
}

function isNextDayCollection(order: OrderTextInput, collectFromBranchOn: DateInput): boolean {
  if (order.fulfilmentOptionId !== null) return order.fulfilmentOptionId === fulfilmentOptionIds.collectNextDay;
  return order.orderDate !== null && ukDay(collectFromBranchOn) === ukDay(order.orderDate) + 1;
}
