import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { z } from 'zod';
import { ruleBroken } from '@sparesfinder/contracts/errors';
import { sessionEndedCloseCode } from '@sparesfinder/contracts/live';
import { messages } from '@sparesfinder/contracts/messages';
import type { SessionContext } from '../plugins/session';
import { registerErrorHandler } from '../plugins/error-handler';
import { openLiveClient } from '../test/live-client';
import { frameErrors } from './hub-connection';
import { registerHub } from './hub';
import { defineInvocation } from './invocation';

/**
 * The hub machinery alone, on a bare Fastify app with a stub session check (the cookie `session=<user id>`, valid
 * while that id is in `signedIn`) and probe invocations that record how they ended.
 */
const signedIn = new Set(['1']);
const ended: { requestId: string; how: string }[] = [];
const sessionOf = (userId: number): SessionContext => ({ userId, organisationId: 1, roleName: 'CompanyAdmin', csrfToken: '', utm: {} });

const waitUntilCancelled = defineInvocation({
  name: 'WaitUntilCancelled',
  args: z.object({}),
  handle: (_args, call) =>
    new Promise((resolve) => {
      call.emit('waiting', { userId: call.session.userId });
      call.signal.addEventListener('abort', () => {
        ended.push({ requestId: call.requestId, how: String((call.signal.reason as Error).message) });
        resolve();
      });
    }),
});
const failing = defineInvocation({
  name: 'Fail',
  args: z.object({ rule: z.boolean() }),
  async handle({ rule }) {
    throw rule ? ruleBroken('That part is not sold any more.') : new Error('database exploded');
  },
});

let app: FastifyInstance;
let url: string;
const cookie = (userId: string) => `session=${userId}`;
const origin = () => url.replace('ws:', 'http:').replace('/hub', '');

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(websocket);
  registerHub(app, {
    path: '/hub',
    invocations: [waitUntilCancelled, failing],
    allowedOrigins: [],
    authenticate: async (request) => {
      const userId = /session=(\d+)/.exec(request.headers.cookie ?? '')?.[1];
      return userId && signedIn.has(userId) ? sessionOf(Number(userId)) : null;
    },
  });
  registerHub(app, {
    path: '/hub-quick-heartbeat',
    invocations: [waitUntilCancelled],
    allowedOrigins: [],
    authenticate: async () => sessionOf(1),
    heartbeatMs: 100,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http:', 'ws:')}/hub`;
});
afterAll(() => app.close());

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
};

describe('hub machinery', () => {
  it('refuses the handshake without a session (401) and from a foreign origin (403)', async () => {
    await expect(openLiveClient(url, { origin: origin() })).rejects.toThrow('HTTP 401');
    await expect(openLiveClient(url, { origin: 'https://evil.test', cookie: cookie('1') })).rejects.toThrow('HTTP 403');
  });

  it('cancels the running call when the socket closes', async () => {
    const client = await openLiveClient(url, { origin: origin(), cookie: cookie('1') });
    client.send({ invoke: 'WaitUntilCancelled' });
    const started = await client.waitFor((event) => event.event === 'started');
    expect(await client.waitFor((event) => event.event === 'waiting')).toEqual({ event: 'waiting', requestId: started.requestId, userId: 1 });
    client.socket.close();
    await until(() => ended.some((entry) => entry.requestId === started.requestId));
    expect(ended.find((entry) => entry.requestId === started.requestId)?.how).toBe('socket closed');
  });

  it('cancels the running call when another arrives, and sends nothing more for it', async () => {
    const client = await openLiveClient(url, { origin: origin(), cookie: cookie('1') });
    client.send({ invoke: 'WaitUntilCancelled' });
    const first = await client.waitFor((event) => event.event === 'started');
    client.send({ invoke: 'Fail', args: { rule: true } });
    await client.waitFor((event) => event.event === 'error');
    expect(ended.find((entry) => entry.requestId === first.requestId)?.how).toBe('superseded');
    expect(client.events.filter((event) => event.requestId === first.requestId).map((event) => event.event)).toEqual(['started', 'waiting']);
    client.socket.close();
  });

  it('does not cancel the running call for a frame it cannot serve', async () => {
    const client = await openLiveClient(url, { origin: origin(), cookie: cookie('1') });
    client.send({ invoke: 'WaitUntilCancelled' });
    const started = await client.waitFor((event) => event.event === 'started');
    client.send('not json');
    await client.waitFor((event) => event.message === frameErrors.invalid);
    expect(ended.some((entry) => entry.requestId === started.requestId)).toBe(false);
    client.socket.close();
  });

  it("answers a DomainError with its message and anything else with the generic text, keeping the socket open", async () => {
    const client = await openLiveClient(url, { origin: origin(), cookie: cookie('1') });
    client.send({ invoke: 'Fail', args: { rule: true } });
    const rule = await client.waitFor((event) => event.event === 'error');
    expect(rule).toEqual({ event: 'error', requestId: expect.any(String), message: 'That part is not sold any more.' });
    client.send({ invoke: 'Fail', args: { rule: false } });
    const crash = await client.waitFor((event) => event.event === 'error' && event.requestId !== rule.requestId);
    expect(crash.message).toBe(messages.common.somethingWentWrong);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.socket.close();
  });

  it('drops a socket that stops answering pings, cancelling its call', async () => {
    const client = await openLiveClient(url.replace('/hub', '/hub-quick-heartbeat'), { origin: origin(), autoPong: false });
    client.send({ invoke: 'WaitUntilCancelled' });
    const started = await client.waitFor((event) => event.event === 'started');
    expect(await client.closed).toBe(1006);
    await until(() => ended.some((entry) => entry.requestId === started.requestId && entry.how === 'socket closed'));
  });

  it('checks the session again for every invocation: once it has ended, an error then a policy close', async () => {
    signedIn.add('2');
    const client = await openLiveClient(url, { origin: origin(), cookie: cookie('2') });
    signedIn.delete('2');
    client.send({ invoke: 'Fail', args: { rule: true } });
    expect(await client.waitFor((event) => event.event === 'error')).toMatchObject({ message: messages.auth.notSignedIn });
    expect(await client.closed).toBe(sessionEndedCloseCode);
  });
});
