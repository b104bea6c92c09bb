import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goingAwayCloseCode, liveHubPaths, sessionEndedCloseCode } from '@sparesfinder/contracts/live';
import { messages } from '@sparesfinder/contracts/messages';
import { cookieHeader, createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../test/test-app';
import { openLiveClient, type LiveClient } from '../test/live-client';
import { frameErrors } from './hub-connection';

/** /availabilityHub in the whole app, listening on 127.0.0.1, driven by a real WebSocket client. */
let t: TestApp;
let admin: SignedIn;
let hubUrl: string;
let shopOrigin: string;
const devServerOrigin = 'http://localhost:5173';

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_ALLOWED_ORIGINS: devServerOrigin } });
  admin = await signIn(t.app, demoAccounts.admin);
  shopOrigin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hubUrl = `${shopOrigin.replace('http:', 'ws:')}${liveHubPaths.availability}`;
});
let leftOpen: LiveClient | undefined;
// A refused handshake must not leave its socket open: closing the app would wait for it (hence the short timeout).
afterAll(async () => {
  await t.close();
  if (leftOpen) expect(await leftOpen.closed).toBe(goingAwayCloseCode);
}, 10_000);

/** `origin: null` sends no Origin header. */
const open = (signedIn: SignedIn | null, origin: string | null = shopOrigin) =>
  openLiveClient(hubUrl, { origin: origin ?? undefined, cookie: signedIn ? cookieHeader(signedIn.cookies) : undefined });

const completedCall = async (client: LiveClient, requestId: string) => {
  await client.waitFor((event) => event.event === 'completed' && event.requestId === requestId);
  return client.events.filter((event) => event.requestId === requestId);
};

describe('handshake', () => {
  it('is refused with 401 without a session, before any upgrade', async () => {
    await expect(open(null)).rejects.toThrow('HTTP 401');
  });

  it('is refused with 403 for a foreign or missing Origin, even with a session', async () => {
    await expect(open(admin, 'https://evil.test')).rejects.toThrow('HTTP 403');
    await expect(open(admin, null)).rejects.toThrow('HTTP 403');
  });

  it('is refused with 403 for a signed-in non-admin (spec 1 §6)', async () => {
    await expect(open(await signIn(t.app, demoAccounts.buyer))).rejects.toThrow('HTTP 403');
  });

  it('accepts the shop itself and a configured origin (LIVE_ALLOWED_ORIGINS)', async () => {
    for (const origin of [shopOrigin, devServerOrigin]) {
      const client = await open(admin, origin);
      expect(client.socket.readyState).toBe(client.socket.OPEN);
      client.socket.close();
    }
  });

  it('answers a plain GET without the upgrade with 404', async () => {
    const headers = { ...admin.headers, origin: 'http://localhost' };
    const response = await t.app.inject({ method: 'GET', url: liveHubPaths.availability, headers });
    expect(response.statusCode).toBe(404);
  });
});

describe('shutdown', () => {
  it('closes the open sockets with 1001 when the app closes (checked after closing)', async () => {
    const client = await open(admin);
    client.send({ invoke: 'Ping', args: { delayMs: 5_000 } });
    await client.waitFor((event) => event.event === 'started');
    leftOpen = client;
  });
});

describe('invocations', () => {
  it('answers Ping: started, pong, completed, all with the same request id', async () => {
    const client = await open(admin);
    client.send({ invoke: 'Ping', args: { message: 'hello' } });
    const started = await client.waitFor((event) => event.event === 'started');
    expect(await completedCall(client, started.requestId as string)).toEqual([
      { event: 'started', requestId: started.requestId },
      { event: 'pong', requestId: started.requestId, message: 'hello' },
      { event: 'completed', requestId: started.requestId, message: 'hello' },
    ]);
    client.socket.close();
  });

  it.each([
    ['text that is not JSON', '{"invoke":', frameErrors.invalid],
    ['JSON of the wrong shape', { call: 'Ping' }, frameErrors.invalid],
    ['an unknown invocation', { invoke: 'GetWeather', args: {} }, frameErrors.unknownInvocation('GetWeather')],
    ['invalid arguments', { invoke: 'Ping', args: { delayMs: -1 } }, expect.stringContaining('Invalid arguments for Ping: delayMs')],
  ])('answers %s with an error event and stays usable', async (_case, frame, message) => {
    const client = await open(admin);
    client.send(frame);
    expect(await client.waitFor((event) => event.event === 'error')).toEqual({ event: 'error', message });
    client.send({ invoke: 'Ping' });
    await client.waitFor((event) => event.event === 'completed');
    client.socket.close();
  });

  it('answers a binary frame with an error event', async () => {
    const client = await open(admin);
    client.socket.send(Buffer.from([1, 2, 3]));
    expect(await client.waitFor((event) => event.event === 'error')).toEqual({ event: 'error', message: frameErrors.notText });
    client.socket.close();
  });

  it('cancels the running Ping when a new one arrives: the first never completes', async () => {
    const client = await open(admin);
    client.send({ invoke: 'Ping', args: { message: 'slow', delayMs: 300 } });
    const first = await client.waitFor((event) => event.event === 'started');
    client.send({ invoke: 'Ping', args: { message: 'fast' } });
    const second = await client.waitFor((event) => event.event === 'started' && event.requestId !== first.requestId);
    await completedCall(client, second.requestId as string);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.events.filter((event) => event.requestId === first.requestId)).toEqual([{ event: 'started', requestId: first.requestId }]);
    expect(client.events.some((event) => event.message === 'slow')).toBe(false);
    client.socket.close();
  });

  it('ends an open socket once its user signs out: error, then a policy close', async () => {
    const session = await signIn(t.app, demoAccounts.admin);
    const client = await open(session);
    await t.app.inject({ method: 'GET', url: '/account/logout', headers: session.headers });
    client.send({ invoke: 'Ping' });
    expect(await client.waitFor((event) => event.event === 'error')).toMatchObject({ message: messages.auth.notSignedIn });
    expect(await client.closed).toBe(sessionEndedCloseCode);
  });
});
