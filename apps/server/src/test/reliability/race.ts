import { expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from '../test-app';

/** One request of a race: who sends it and what. */
export interface RaceRequest {
  session: SignedIn;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
}

/**
 * A race: `times` copies of one kind of request fired together (Promise.all over app.inject, so every handler runs
 * interleaved on the app's connection pool), then the end state checked exactly. `prepare` sets the stage and
 * answers what `request` and `verify` need. Add a scenario for every route that changes shared state (the basket,
 * an order, stock, a payment): see the README's "concurrency" section.
 */
export interface RaceScenario<Context = unknown> {
  /** 'POST /Basket/AddLine': the route under race (concurrency.probe.test.ts checks every changing route has one). */
  route: string;
  name: string;
  /** How many requests race (default 50, the count). */
  times?: number;
  prepare(): Promise<Context>;
  request(index: number, context: Context): RaceRequest;
  verify(responses: LightMyRequestResponse[], context: Context): Promise<void>;
}

/** Keeps a scenario's context type when scenarios of several shapes share one list. */
export const race = <Context>(scenario: RaceScenario<Context>): RaceScenario => scenario as RaceScenario;

type Inject = (session: SignedIn, options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Runs one scenario: prepare, fire every request at once, verify. */
export async function runRace(inject: Inject, scenario: RaceScenario): Promise<void> {
  const context = await scenario.prepare();
  const requests = Array.from({ length: scenario.times ?? 50 }, (_, index) => scenario.request(index, context));
  const responses = await Promise.all(
    requests.map(({ session, method, url, payload }) => inject(session, { method, url, ...(payload === undefined ? {} : { payload }) })),
  );
  // Whatever the race, a 5xx is never a valid outcome.
  expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
  await scenario.verify(responses, context);
}

/** { 200: 1, 404: 49 }: how many responses had each status. */
export const statusCounts = (responses: readonly LightMyRequestResponse[]): Record<number, number> =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

/** The basket versions the successful responses answered (each write gets its own), ascending. */
export const answeredVersions = (responses: readonly LightMyRequestResponse[], basketOf: (body: { version: number; basket?: { version: number } }) => { version: number } = (body) => body) =>
  responses.filter((r) => r.statusCode === 200).map((r) => basketOf(r.json()).version).sort((a, b) => a - b);

/** The versions from..to, each once: what N serialised writes after `from - 1` must have answered. */
export const consecutive = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
