import type { DateInput } from '../dates';
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

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));
const ukDay = (value: DateInput) => toUkMoment(toDate(value)).day;
const isSaturday = (value: DateInput) => (ukDay(value) + 4) % 7 === 6;

/**
 * spec 1 §4 Order text variants: quoteId above 0 is Express Same-Day Delivery with a tracking link; the three named
 * merchants have their own wording; everything else the default. Collections add the Saturday (until midday) or
 * next-day (ready by 9:30am) note.
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
      return { variant: 'tradeHub', title: `${merchant} order`, lines: [how, 'TradeHub by-box orders wait in your chosen locker until 8pm.', ...notes], trackingUrl: null };
    default:
      return { variant: 'default', title: order.isDelivery ? 'Delivery' : 'Collection', lines: [how, ...notes], trackingUrl: null };
  }
}

function collectionNotes(order: OrderTextInput): string[] {
  if (order.isDelivery || !order.collectFromBranchOn) return [];
  if (isSaturday(order.collectFromBranchOn)) return [orderNotes.saturday];
  if (order.orderDate && ukDay(order.collectFromBranchOn) > ukDay(order.orderDate)) return [orderNotes.nextDay];
  return [];
}
