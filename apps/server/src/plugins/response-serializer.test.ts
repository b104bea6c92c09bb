import Fastify from 'fastify';
import type { ResponseSerializationError, ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { responseSerializerCompiler } from './response-serializer';

const Card = z.object({
  productId: z.number().int(),
  description: z.string(),
  buyingGroupCost: z.number().nullable(),
  appgc: z.string().nullable().optional(),
  status: z.enum(['available', 'unavailable']),
  kind: z.literal('card'),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
});
const Page = z.object({ collection: z.array(Card), count: z.number().int(), approximate: z.boolean() });

const card = {
  productId: 7,
  description: 'Diverter valve "cartridge" – 22mm \u2028 é',
  buyingGroupCost: null,
  status: 'available',
  kind: 'card',
  tags: ['a', 'b'],
  counts: { '1': 2, x: 0.5 },
};

let apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** An app answering GET /page with `answer` under `schema`, written by the compiled writer (checked or not). */
async function appAnswering(schema: z.ZodType, answer: unknown, check: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  apps.push(app);
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  registerErrorHandler(app);
  app.get('/page', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

describe('responseSerializerCompiler', () => {
  it('writes what zod writes: nullable, optional, enum, literal, record, escapes (keys may come in another order)', async () => {
    const answer = { collection: [card, { ...card, productId: 8, buyingGroupCost: 12.5, appgc: '47-311-19' }], count: 2, approximate: false };
    for (const check of [false, true]) {
      const response = await (await appAnswering(Page, answer, check)).inject({ method: 'GET', url: '/page' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toStrictEqual(JSON.parse(JSON.stringify(Page.parse(answer))));
    }
  });

  it('never sends a field the contract lacks (a password hash on the row stays on the server)', async () => {
    const answer = { collection: [{ ...card, passwordHash: 'secret' }], count: 1, approximate: false, internal: { cost: 3 } };
    const response = await (await appAnswering(Page, answer, false)).inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({ collection: [card], count: 1, approximate: false });
  });

  it('answers 500 without the answer when a required field is missing', async () => {
    const { description: _omitted, ...withoutDescription } = card;
    for (const check of [false, true]) {
      const response = await (await appAnswering(Page, { collection: [withoutDescription], count: 1, approximate: false }, check)).inject({ method: 'GET', url: '/page' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('Diverter');
    }
  });

  it('with the check on, refuses an answer zod refuses even where the compiled writer would have written it', async () => {
    const answer = { collection: [{ ...card, productId: 7.5 }], count: 1, approximate: false };
    expect((await (await appAnswering(Page, answer, true)).inject({ method: 'GET', url: '/page' })).statusCode).toBe(500);
    // Without it the field is written in the contract's type, as Fastify's own serializer does.
    expect((await (await appAnswering(Page, answer, false)).inject({ method: 'GET', url: '/page' })).json().collection[0].productId).toBe(7);
  });

  it('keeps zod for what JSON Schema cannot say (a transform), with the same answer', async () => {
    const Shouted = z.object({ name: z.string().transform((name) => name.toUpperCase()) });
    const response = await (await appAnswering(Shouted, { name: 'pump' }, false)).inject({ method: 'GET', url: '/page' });
    expect(response.json()).toEqual({ name: 'PUMP' });
  });
});

describe('responseSerializerCompiler with routes sharing one schema', () => {
  it('compiles the schema once and names the route that failed, not the first route that used it', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    apps.push(app);
    app.setSerializerCompiler(responseSerializerCompiler({ check: false }));
    const failures: string[] = [];
    app.setErrorHandler((error, _request, reply) => {
      const { method, url } = error as Partial<ResponseSerializationError>;
      failures.push(`${method} ${url}`);
      return reply.status(500).send({ message: 'failed' });
    });
    const { description: _omitted, ...withoutDescription } = card;
    const page = (collection: unknown[]): unknown => ({ collection, count: collection.length, approximate: false });
    const shared: z.ZodType = Page;
    app.get('/first', { schema: { response: { 200: shared } } }, async () => page([card]));
    app.get('/second', { schema: { response: { 200: shared } } }, async () => page([withoutDescription]));
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/first' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/second' })).statusCode).toBe(500);
    expect(failures).toEqual(['GET /second']);
  });
});
