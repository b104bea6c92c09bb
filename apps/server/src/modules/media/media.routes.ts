import type { FastifyInstance, FastifyReply } from 'fastify';
import { deliveryLogoSvg } from './delivery-logo';
import { diagramSvg } from './diagram-image';
import { productImageSvg } from './product-image';
import { supplierLogoSvg } from './supplier-logo';

/**
 * Generated images for the demo catalogue (product placeholders, merchant logos, exploded diagrams, courier marks).
 * Public (no session): the pictures are the same for everyone and the shop's <img> tags load them directly. The
 * output depends only on the URL, so browsers may cache it for a year.
 */
// No params schema: the app compiles schemas with zod while a bare test instance does not; stem() validates instead.
const routeOptions = { schema: { hide: true } };

function stem(name: string, pattern: RegExp): string | undefined {
  if (name.length > 80 || !name.toLowerCase().endsWith('.svg')) return undefined;
  const value = decodeURIComponent(name.slice(0, -4));
  return pattern.test(value) ? value : undefined;
}

function sendSvg(reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return reply.status(404).send({ message: 'Image not found' });
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/images/products/:file', routeOptions, async (request, reply) => {
    const mpn = stem(request.params.file, /^[A-Za-z0-9][A-Za-z0-9._/-]{0,59}$/);
    return sendSvg(reply, mpn === undefined ? undefined : productImageSvg(mpn));
  });
  app.get<{ Params: { file: string } }>('/images/suppliers/:file', routeOptions, async (request, reply) => {
    const id = stem(request.params.file, /^\d{1,6}$/);
    return sendSvg(reply, id === undefined ? undefined : supplierLogoSvg(Number(id)));
  });
  app.get<{ Params: { file: string } }>('/images/diagrams/:file', routeOptions, async (request, reply) => {
    const id = stem(request.params.file, /^\d{1,9}$/);
    return sendSvg(reply, id === undefined || Number(id) < 1 ? undefined : diagramSvg(Number(id)));
  });
  app.get<{ Params: { file: string } }>('/images/delivery/:file', routeOptions, async (request, reply) => {
    const name = stem(request.params.file, /^[A-Za-z0-9-]{1,30}$/);
    return sendSvg(reply, name === undefined ? undefined : deliveryLogoSvg(name));
  });
}
