import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorised, validationError } from '@sparesfinder/contracts/errors';
import { OrderStatusWebhookEvent, OrderStatusWebhookResponse, orderStatusWebhookHeaders, orderStatusWebhookPaths } from '@sparesfinder/contracts/order-status-webhook';
import type { OrderStatusProvider } from '../../providers/order-status/order-status-provider';
import type { OrderStatusService } from './order-status.service';

const rawBodies = new WeakMap<FastifyRequest, string>();
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A merchant's order-status webhook (issue #18; providers/order-status/README.md). No session: the merchant signs
 * the raw body with its shared secret. The signature is checked before the body is even parsed, so a stranger
 * learns nothing (401) and never reaches validation (400), the order (404) or the state machine (409).
 */
export async function orderStatusWebhookRoutes(fastify: FastifyInstance, deps: { orderStatusService: OrderStatusService; provider: OrderStatusProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // This plugin's own JSON parser keeps the raw text (the HMAC is over the bytes sent) and parses after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    rawBodies.set(request, body as string);
    done(null, undefined);
  });
  app.addHook('preValidation', async (request) => {
    const supplierId = Number(header(request, orderStatusWebhookHeaders.merchantId));
    const raw = rawBodies.get(request) ?? '';
    if (!Number.isInteger(supplierId) || !deps.provider.verifyWebhookSignature(supplierId, raw, header(request, orderStatusWebhookHeaders.signature))) {
      throw unauthorised('The signature does not match this merchant');
    }
    try {
      request.body = JSON.parse(raw) as unknown;
    } catch {
      throw validationError('The body is not JSON', { _: ['The body is not JSON'] });
    }
  });

  app.post(
    orderStatusWebhookPaths.receive,
    { schema: { tags: ['merchant'], body: OrderStatusWebhookEvent, response: { 200: OrderStatusWebhookResponse } } },
    async (request) => deps.orderStatusService.applyMerchantEvent(Number(header(request, orderStatusWebhookHeaders.merchantId)), request.body),
  );
}
