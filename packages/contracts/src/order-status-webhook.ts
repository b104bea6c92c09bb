import { z } from 'zod';
import { orderStatuses } from '@sparesfinder/domain/orders/order-status';

/**
 * A merchant tells us it moved an order on (issue #18; apps/server/src/providers/order-status/README.md). Signed with
 * the merchant's shared secret: `X-Merchant-Id` names the merchant, `X-Signature` is `sha256=` + the hex HMAC-SHA256
 * of the raw body. The event id makes a retried delivery harmless.
 */
export const orderStatusWebhookPaths = {
  receive: '/Merchant/OrderStatusWebhook',
} as const;

export const orderStatusWebhookHeaders = {
  merchantId: 'x-merchant-id',
  signature: 'x-signature',
} as const;

export const OrderStatusWebhookEvent = z.object({
  /** The merchant's own id for this event, unique per merchant: a replay with the same id changes nothing. */
  eventId: z.string().trim().min(1, 'Enter the event id').max(100, 'The event id is at most 100 characters'),
  /** Our order number (shown to the buyer and on the merchant's order copy). */
  orderNumber: z.number({ error: 'Enter the order number' }).int('The order number is a whole number').positive('The order number is a whole number'),
  status: z.enum(orderStatuses, { error: `The status is one of ${orderStatuses.join(', ')}` }),
});
export type OrderStatusWebhookEvent = z.infer<typeof OrderStatusWebhookEvent>;

export const OrderStatusWebhookResponse = z.object({
  orderNumber: z.number().int(),
  status: z.enum(orderStatuses),
  /** true when this event id had been received before (nothing changed this time). */
  duplicate: z.boolean(),
});
export type OrderStatusWebhookResponse = z.infer<typeof OrderStatusWebhookResponse>;
