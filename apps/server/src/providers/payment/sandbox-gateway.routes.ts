import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '@sparesfinder/contracts/errors';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { requireSession } from '../../plugins/session';
import { customerReferenceOf } from './payment-provider';
import { sandboxBasePath, sandboxTestCardOutcomes, type SandboxGateway } from './sandbox-gateway';
import { sandboxPageHtml, sandboxScript } from './sandbox-page';

const PaymentParams = z.object({ paymentReference: z.string().regex(/^sbx_[\w-]{10,40}$/) });
const CardBody = z.object({ cardNumber: z.string().max(23), expiry: z.string().max(7), cvc: z.string().max(4), saveCard: z.boolean().default(false) });
const Next = z.object({ next: z.string() });
/** The hosted page's own refusals (a gateway's texts, not the shop's): shown on the page, the payment still pending. */
const cardRefusals = { invalid: 'Please check your card details.', expired: 'Your card has expired.' } as const;

/**
 * The sandbox gateway's hosted page (decision 014), on its own path as a real gateway is on its own origin. It ends
 * on /payment-completed, /payment-failed or /payment-abort, which tell the embedding checkout. The card number and
 * CVC arrive in a JSON body (never a URL, so never a log line) and stay inside the sandbox.
 */
export async function sandboxGatewayRoutes(fastify: FastifyInstance, { gateway }: { gateway: SandboxGateway }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment sandbox'];
  // The gateway's customer is the organisation that started the payment: anyone else's session finds nothing (404).
  const found = async (request: FastifyRequest, payment: string) => {
    const row = await gateway.find(payment, customerReferenceOf(requireSession(request)));
    if (!row) throw notFound('Payment');
    return row;
  };

  app.get(`${sandboxBasePath}/sandbox.js`, { schema: { tags } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(sandboxScript));
  app.get(`${sandboxBasePath}/pay/:paymentReference`, { schema: { tags, params: PaymentParams } }, async (request, reply) => {
    const payment = await found(request, request.params.paymentReference);
    const savedCardLast4 = payment.tokenId ? ((await gateway.savedCardLast4(payment)) ?? 'saved') : null;
    const html = sandboxPageHtml({ payment: request.params.paymentReference, amountPence: payment.amountPence, savedCardLast4, offerToSave: payment.offerToSave, basePath: sandboxBasePath, testCards: sandboxTestCardOutcomes });
    return reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'").send(html);
  });
  app.post(`${sandboxBasePath}/pay/:paymentReference/card`, { schema: { tags, params: PaymentParams, body: CardBody, response: { 200: Next } } }, async (request) => {
    await found(request, request.params.paymentReference);
    const result = await gateway.payWithCard(request.params.paymentReference, request.body);
    if (result === 'invalid') throw validationError(cardRefusals.invalid, { cardNumber: [cardRefusals.invalid] });
    if (result === 'expired') throw validationError(cardRefusals.expired, { expiry: [cardRefusals.expired] });
    return { next: result === 'paid' ? pagePaths.paymentCompleted : pagePaths.paymentFailed };
  });
  app.post(`${sandboxBasePath}/pay/:paymentReference/token`, { schema: { tags, params: PaymentParams, response: { 200: Next } } }, async (request) => {
    await found(request, request.params.paymentReference);
    return { next: (await gateway.payWithToken(request.params.paymentReference)) === 'paid' ? pagePaths.paymentCompleted : pagePaths.paymentFailed };
  });
  app.post(`${sandboxBasePath}/pay/:paymentReference/abort`, { schema: { tags, params: PaymentParams, response: { 200: Next } } }, async (request) => {
    await found(request, request.params.paymentReference);
    await gateway.abort(request.params.paymentReference);
    return { next: pagePaths.paymentAbort };
  });
}
