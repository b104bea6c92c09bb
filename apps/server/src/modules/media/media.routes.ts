import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deliveryLogoSvg } from './delivery-logo';
import { diagramSvg, maxDiagramCallouts } from './diagram-image';
import { productImageWidths } from '@sparesfinder/domain/catalogue/product-image-url';
import { isFinish } from './drawing-paint';
import { legacyProductImageSvg, productImageSvg } from './product-image';
import { isDrawingKind } from './product-kinds';
import { supplierLogoSvg } from './supplier-logo';
import { hashText } from './svg';

/**
 * Generated images for the demo catalogue (product pictures, merchant logos, exploded diagrams, courier marks).
 * Public (no session): the pictures are the same for everyone and the shop's <img> tags load them directly. The
 * output depends only on the URL, so browsers may cache it for a year; the ETag lets a revalidation answer 304.
 * Product pictures come in the widths of `productImageWidths` (`?w=320`), for the web's srcset and the zoom.
 */
// No params schema: the app compiles schemas with zod while a bare test instance does not; stem() validates instead.
const routeOptions = { schema: { hide: true } };
const mpnPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,59}$/;
const brandPattern = /^[A-Za-z0-9][A-Za-z0-9 &'.-]{0,39}$/;

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function stem(name: string, pattern: RegExp): string | undefined {
  if (name.length > 80 || !name.toLowerCase().endsWith('.svg')) return undefined;
  const value = decoded(name.slice(0, -4));
  return value !== undefined && pattern.test(value) ? value : undefined;
}

/** `?w=`: absent → the 400 px original; one of productImageWidths → that width; anything else → null (400). */
function widthOf(request: FastifyRequest): number | null | undefined {
  const { w } = request.query as { w?: unknown };
  if (w === undefined) return undefined;
  const width = typeof w === 'string' && /^\d{1,4}$/.test(w) ? Number(w) : NaN;
  return (productImageWidths as readonly number[]).includes(width) ? width : null;
}

/** `?callouts=` of a diagram: undefined when absent, null when not 0..maxDiagramCallouts. */
function calloutsOf(request: FastifyRequest): number | null | undefined {
  const { callouts } = request.query as { callouts?: unknown };
  if (callouts === undefined) return undefined;
  const value = typeof callouts === 'string' && /^\d{1,2}$/.test(callouts) ? Number(callouts) : NaN;
  return value <= maxDiagramCallouts ? value : null;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return reply.status(404).send({ message: 'Image not found' });
  const etag = `"${hashText(svg).toString(36)}-${svg.length.toString(36)}"`;
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
}

const badWidth = (reply: FastifyReply) =>
  reply.status(400).send({ message: `w must be one of ${productImageWidths.join(', ')}` });

export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; brand: string; file: string } }>('/images/products/:kind/:brand/:file', routeOptions, async (request, reply) => {
    const width = widthOf(request);
    if (width === null) return badWidth(reply);
    const { kind, brand, file } = request.params;
    const mpn = stem(file, mpnPattern);
    const ok = mpn !== undefined && isDrawingKind(kind) && brandPattern.test(brand);
    return sendSvg(request, reply, ok ? productImageSvg({ kind, brand, mpn }, width) : undefined);
  });
  app.get<{ Params: { kind: string; brand: string; finish: string; file: string } }>('/images/products/:kind/:brand/:finish/:file', routeOptions, async (request, reply) => {
    const width = widthOf(request);
    if (width === null) return badWidth(reply);
    const { kind, brand, finish, file } = request.params;
    const mpn = stem(file, mpnPattern);
    const ok = mpn !== undefined && isDrawingKind(kind) && brandPattern.test(brand) && isFinish(finish);
    return sendSvg(request, reply, ok ? productImageSvg({ kind, brand, mpn, finish }, width) : undefined);
  });
  app.get<{ Params: { file: string } }>('/images/products/:file', routeOptions, async (request, reply) => {
    const width = widthOf(request);
    if (width === null) return badWidth(reply);
    const mpn = stem(request.params.file, mpnPattern);
    return sendSvg(request, reply, mpn === undefined ? undefined : legacyProductImageSvg(mpn, width));
  });
  app.get<{ Params: { file: string } }>('/images/suppliers/:file', routeOptions, async (request, reply) => {
    const id = stem(request.params.file, /^\d{1,6}$/);
    return sendSvg(request, reply, id === undefined ? undefined : supplierLogoSvg(Number(id)));
  });
  app.get<{ Params: { file: string } }>('/images/diagrams/:file', routeOptions, async (request, reply) => {
    const id = stem(request.params.file, /^\d{1,9}$/);
    const callouts = calloutsOf(request);
    if (callouts === null) return reply.status(400).send({ message: `callouts must be a whole number from 0 to ${maxDiagramCallouts}` });
    return sendSvg(request, reply, id === undefined || Number(id) < 1 ? undefined : diagramSvg(Number(id), callouts));
  });
  app.get<{ Params: { file: string } }>('/images/delivery/:file', routeOptions, async (request, reply) => {
    const name = stem(request.params.file, /^[A-Za-z0-9-]{1,30}$/);
    return sendSvg(request, reply, name === undefined ? undefined : deliveryLogoSvg(name));
  });
}
