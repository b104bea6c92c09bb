import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BranchAvailability } from '@sparesfinder/contracts/availability';
import { liveHubPaths, type HubEvent } from '@sparesfinder/contracts/live';
import { fixedClock } from '../../lib/clock';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { cookieHeader, createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../test/test-app';

/**
 * GetAvailability on /availabilityHub against a real socket. Merchant 2 (Pipeworks) answers through the HTTP
 * adapter from a stock service run here, which can answer, fail or hold its answer, so the tests can show a slow
 * merchant holding up nobody and the stream arriving before the last branch is computed.
 */
type Mode = 'answer' | 'fail' | 'hold';
let mode: Mode = 'answer';
const held: ServerResponse[] = [];
const aborted: string[] = [];
let stockService: Server;

let t: TestApp;
let admin: SignedIn;
let fresh: SignedIn;
let hubUrl: string;
let shopOrigin: string;
const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
// Long enough that a loaded CI machine (two cores, two test workers) still computes the first branches well inside it:
// at 1 s the first event once came after the timeout and 'streams before the slow merchant' failed.
const timeoutMs = 2500;

function serveStock(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (mode === 'fail') return response.writeHead(500).end();
    if (mode === 'hold') {
      response.on('close', () => !response.writableEnded && aborted.push('stock request aborted'));
      return held.push(response);
    }
    const { branchIds, mpns } = JSON.parse(body) as { branchIds: number[]; mpns: string[] };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ stock: branchIds.flatMap((branchId) => mpns.map((mpn) => ({ branchId, mpn, qty: 7 }))) }));
  });
}

beforeAll(async () => {
  stockService = createServer(serveStock);
  await new Promise<void>((resolve) => stockService.listen(0, '127.0.0.1', resolve));
  const { port } = stockService.address() as AddressInfo;
  // Warm up fetch (undici loads on first use, slowly on a busy machine) so the first test measures the app.
  await fetch(`http://127.0.0.1:${port}/stock`, { method: 'POST', body: JSON.stringify({ branchIds: [], mpns: [] }) });
  t = await createTestApp({
    clock: fixedClock('2026-03-02T10:00:00Z'),
    env: { MERCHANT_STOCK_SERVICES: `2=http://127.0.0.1:${port}`, MERCHANT_STOCK_TIMEOUT_MS: String(timeoutMs) },
  });
  admin = await signIn(t.app, demoAccounts.admin);
  fresh = await signIn(t.app, demoAccounts.fresh);
  await t.app.inject({ method: 'POST', url: '/Basket/AddLine', headers: admin.headers, payload: { manufacturerCode: 'CAL-87161', qty: 2 } });
  shopOrigin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hubUrl = `${shopOrigin.replace('http:', 'ws:')}${liveHubPaths.availability}`;
});
afterAll(async () => {
  held.forEach((response) => response.destroy());
  await t.close();
  await new Promise((resolve) => stockService.close(resolve));
});
beforeEach(() => {
  mode = 'answer';
  aborted.length = 0;
  held.splice(0).forEach((response) => response.destroy());
});

const open = (session: SignedIn | null, origin = shopOrigin) => openLiveClient(hubUrl, { origin, cookie: session ? cookieHeader(session.cookies) : undefined });
const invoke = (client: LiveClient, args: object = leeds) => client.send({ invoke: 'GetAvailability', args });
const branchesOf = (events: HubEvent[], requestId: string) =>
  events.filter((event) => event.event === 'availability' && event.requestId === requestId).map((event) => event.data as BranchAvailability);
const finished = async (client: LiveClient) => {
  const started = await client.waitFor((event) => event.event === 'started');
  const completed = await client.waitFor((event) => event.event === 'completed' && event.requestId === started.requestId);
  return { requestId: started.requestId as string, completed, branches: branchesOf(client.events, started.requestId as string) };
};

describe('GetAvailability', () => {
  it('sends started, one availability event per branch nearest first, then completed with the count', async () => {
    const client = await open(admin);
    invoke(client);
    const { requestId, completed, branches } = await finished(client);
    expect(client.events[0]).toEqual({ event: 'started', requestId });
    expect(completed).toEqual({ event: 'completed', requestId, branches: 24 });
    expect(branches).toHaveLength(24);
    expect(new Set(branches.map((branch) => branch.branch.id)).size).toBe(24);
    const distances = branches.map((branch) => branch.branch.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(branches[0]?.branch).toMatchObject({ id: 1, name: 'Heatline Leeds South' });
    // Pipeworks answered through its stock service (7 of each part at every branch).
    const pipeworks = branches.find((branch) => branch.branch.supplierID === 2);
    expect(pipeworks?.status).toBe('available');
    expect(pipeworks?.quantities.sameDay.availableQty).toBe(pipeworks?.quantities.sameDay.requestedQty);
    expect(pipeworks?.sameDayAvailability.find((entry) => entry.manufacturerCode === 'CAL-87161')).toMatchObject({ qty: 2, availableQty: 2, available: true });
    client.socket.close();
  });

  it('a slow merchant holds up nobody: its branches come last, unavailable, after its timeout', async () => {
    mode = 'hold';
    const client = await open(admin);
    const startedAt = Date.now();
    invoke(client);
    // The first branch arrives while merchant 2 is still silent: results stream before the last is computed.
    const first = await client.waitFor((event) => event.event === 'availability');
    const firstAt = Date.now() - startedAt;
    expect((first.data as BranchAvailability).branch.id).toBe(1);
    const { branches } = await finished(client);
    expect(firstAt).toBeLessThan(timeoutMs);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(timeoutMs - 50); // the last branch waited for the timeout
    const firstSlow = branches.findIndex((branch) => branch.branch.supplierID === 2);
    expect(firstSlow).toBeGreaterThan(0);
    expect(branches.slice(firstSlow).every((branch) => branch.branch.supplierID === 2 && branch.status === 'unavailable')).toBe(true);
    expect(branches.slice(0, firstSlow).every((branch) => branch.status === 'available')).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(timeoutMs + 5_000);
    client.socket.close();
  });

  it('a failing merchant is reported unavailable', async () => {
    mode = 'fail';
    const client = await open(admin);
    invoke(client);
    const { branches } = await finished(client);
    expect(branches.filter((branch) => branch.branch.supplierID === 2).every((branch) => branch.status === 'unavailable')).toBe(true);
    expect(branches.filter((branch) => branch.branch.supplierID !== 2).every((branch) => branch.status === 'available')).toBe(true);
    client.socket.close();
  });

  it('a new request cancels the running one: nothing more is sent for it, and the merchant question is aborted', async () => {
    mode = 'hold';
    const client = await open(admin);
    invoke(client);
    const first = await client.waitFor((event) => event.event === 'availability');
    await expect.poll(() => held.length, { timeout: 2_000 }).toBeGreaterThan(0); // the merchant has been asked
    mode = 'answer';
    invoke(client, { ...leeds, latitude: 53.8 });
    const second = await client.waitFor((event) => event.event === 'started' && event.requestId !== first.requestId);
    await client.waitFor((event) => event.event === 'completed' && event.requestId === second.requestId);
    await new Promise((resolve) => setTimeout(resolve, timeoutMs + 200)); // past the old call's merchant timeout
    const old = client.events.filter((event) => event.requestId === first.requestId);
    expect(old.some((event) => event.event === 'completed' || event.event === 'error')).toBe(false);
    expect(client.events.findLastIndex((event) => event.requestId === first.requestId)).toBeLessThan(client.events.indexOf(second));
    expect(aborted.length).toBeGreaterThan(0);
    client.socket.close();
  });

  it('a closed socket cancels the call (the merchant question is aborted)', async () => {
    mode = 'hold';
    const client = await open(admin);
    invoke(client);
    await client.waitFor((event) => event.event === 'availability');
    await expect.poll(() => held.length, { timeout: 2_000 }).toBeGreaterThan(0);
    client.socket.close();
    await client.closed;
    await expect.poll(() => aborted.length, { timeout: 2_000 }).toBeGreaterThan(0);
  });

  it('answers a bad location with an error event and stays usable', async () => {
    const client = await open(admin);
    invoke(client, { latitude: 'north', longitude: -1.55 });
    const error = await client.waitFor((event) => event.event === 'error');
    expect(error.message).toContain('Invalid arguments for GetAvailability: latitude');
    invoke(client);
    await finished(client);
    client.socket.close();
  });

  it('reads the caller\'s own basket only: another organisation gets no entries of Acme\'s basket', async () => {
    const client = await open(fresh);
    invoke(client);
    const { branches } = await finished(client);
    expect(branches.length).toBe(24);
    expect(branches.flatMap((branch) => [...branch.sameDayAvailability, ...branch.nextDayAvailability, ...branch.futureDateAvailability])).toEqual([]);
    client.socket.close();
  });

  it('refuses the handshake without a session (401) and from a foreign origin (403)', async () => {
    await expect(open(null)).rejects.toThrow('HTTP 401');
    await expect(open(admin, 'https://evil.example')).rejects.toThrow('HTTP 403');
  });
});
