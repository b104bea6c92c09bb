import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchAvailability, GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { liveHubPaths, type HubEvent } from '@sparesfinder/contracts/live';
import { fixedClock } from '../../lib/clock';
import { openLiveClient, type LiveClient } from '../../test/live-client';
import { cookieHeader, createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../test/test-app';

/**
 * Issue 14 performance item: 100 sockets asking at once (two organisations, two places) each get exactly their own
 * answer: one started, every branch of the same request's all-at-once answer once, one completed
 * with the count, and no frame carrying another socket's request id.
 */
const sockets = 100;
let t: TestApp;
let sessions: SignedIn[];
let hubUrl: string;
let origin: string;
const places = [
  { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' },
  { latitude: 51.5, longitude: -0.12, postCode: 'SW1A 2AA' },
];

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-03-02T10:00:00Z') });
  sessions = [await signIn(t.app, demoAccounts.admin), await signIn(t.app, demoAccounts.fresh)];
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hubUrl = `${origin.replace('http:', 'ws:')}${liveHubPaths.availability}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** What each (session, place) must receive: the all-at-once answer of the same request. */
async function expectedAnswers() {
  const answers = new Map<string, BranchAvailability[]>();
  for (const [s, session] of sessions.entries())
    for (const [p, place] of places.entries()) {
      const response = await t.app.inject({ method: 'POST', url: '/SparesAvailability/GetAvailability', headers: session.headers, payload: place });
      answers.set(`${s}:${p}`, response.json<GetAvailabilityResponse>().branches);
    }
  return answers;
}

describe(`${sockets} concurrent sockets`, () => {
  it('lose, duplicate and cross nothing', async () => {
    const expected = await expectedAnswers();
    const clients: { client: LiveClient; key: string }[] = await Promise.all(
      Array.from({ length: sockets }, async (_, index) => {
        const s = index % sessions.length;
        const p = Math.floor(index / sessions.length) % places.length;
        return { client: await openLiveClient(hubUrl, { origin, cookie: cookieHeader(sessions[s]!.cookies) }), key: `${s}:${p}` };
      }),
    );
    for (const { client, key } of clients) client.send({ invoke: 'GetAvailability', args: places[Number(key.split(':')[1])] });
    await Promise.all(clients.map(({ client }) => client.waitFor((event) => event.event === 'completed' || event.event === 'error', 90_000)));

    const requestIds = new Set<string>();
    for (const { client, key } of clients) {
      const started = client.events.filter((event) => event.event === 'started');
      expect(started).toHaveLength(1);
      const requestId = started[0]!.requestId!;
      requestIds.add(requestId);
      expect(client.events.every((event: HubEvent) => event.requestId === requestId)).toBe(true);
      const branchIds = client.events.filter((event) => event.event === 'availability').map((event) => (event.data as BranchAvailability).branch.id);
      // Every branch of the same request's answer, each once. Not its order: a merchant still silent after the
      // 200 ms hold has its branches sent last (availability.service.ts), which 100 sockets at once on a loaded CI
      // machine can cause (branches 2 and 5 came last once); get-availability.hub.test.ts covers that order.
      expect(new Set(branchIds).size).toBe(branchIds.length);
      expect([...branchIds].sort((a, b) => a - b)).toEqual(expected.get(key)!.map((result) => result.branch.id).sort((a, b) => a - b));
      expect(client.events.at(-1)).toEqual({ event: 'completed', requestId, branches: branchIds.length });
    }
    expect(requestIds.size).toBe(sockets);
    // The two baskets differ, so a crossed answer would show: Fresh Plumbing's basket is empty.
    expect(expected.get('0:0')![0]!.quantities.sameDay.requestedQty).toBeGreaterThan(0);
    expect(expected.get('1:0')![0]!.quantities.sameDay.requestedQty).toBe(0);
    await Promise.all(clients.map(({ client }) => (client.socket.close(), client.closed)));
  }, 180_000);
});
