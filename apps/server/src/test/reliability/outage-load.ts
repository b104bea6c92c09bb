import type { FastifyInstance } from 'fastify';
import { and, asc, gt } from 'drizzle-orm';
import { normaliseManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/index';
import { demoUserIds } from '../../db/seed/accounts';
import type { SignedIn } from '../test-app';
import { storedBasket, type RunSql } from './basket-invariants';

export interface Outcome {
  path: string;
  status: number;
  body: string;
  retryAfter: string | undefined;
  startedAt: number;
  endedAt: number;
  /** AddLines writes: which pair and the quantity both its lines were set to. */
  write?: { pair: number; qty: number };
}

/** 100 priced parts of the mini world, used two by two: a write sets both parts of a pair to one quantity. */
export async function pairCodes(db: Database): Promise<string[]> {
  const rows = await db.select({ mpn: products.mpn }).from(products).where(and(gt(products.pricePence, 0), gt(products.id, 10))).orderBy(asc(products.id)).limit(100);
  return rows.map((row) => row.mpn);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady load on the admin's basket: three writers sending AddLines (pair n % 50 set to quantity n), a /readyz
 * and a /healthz poller. Every answer is recorded with its timing, to be judged after the outage.
 */
export function writeLoad(app: FastifyInstance, session: SignedIn, codes: readonly string[]) {
  const outcomes: Outcome[] = [];
  const pairs = codes.length / 2;
  let running = true;
  let next = 1;
  const call = async (path: string, method: 'GET' | 'POST', payload?: object, write?: Outcome['write']) => {
    const startedAt = Date.now();
    const response = await app.inject({ method, url: path, headers: session.headers, ...(payload ? { payload } : {}) });
    const retryAfter = response.headers['retry-after'];
    outcomes.push({ path, status: response.statusCode, body: response.body, retryAfter: retryAfter === undefined ? undefined : String(retryAfter), startedAt, endedAt: Date.now(), write });
  };
  const loop = async (every: number, step: () => Promise<void>) => {
    while (running) {
      await step();
      await pause(every);
    }
  };
  const writer = () =>
    loop(100, async () => {
      const n = next++;
      const pair = n % pairs;
      const qty = (n % 9999) + 1;
      const lines = [codes[2 * pair], codes[2 * pair + 1]].map((manufacturerCode) => ({ manufacturerCode, qty }));
      await call('/Basket/AddLines', 'POST', { lines }, { pair, qty });
    });
  const loops = [writer(), writer(), writer(), loop(250, () => call('/readyz', 'GET')), loop(500, () => call('/healthz', 'GET'))];

  return {
    until: async (time: number) => {
      while (Date.now() < time) await pause(Math.min(100, time - Date.now()));
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes.sort((a, b) => a.startedAt - b.startedAt);
    },
    /**
     * Pairs not whole: both parts of a pair always hold one write's quantity (a half write would split them), and
     * that is the last acknowledged write's, or one whose answer was lost with the line (it may have committed).
     */
    async halfWritten(run: RunSql): Promise<string[]> {
      const writes = outcomes.flatMap((o) => (o.write ? [{ ...o.write, acknowledged: o.status === 200 }] : []));
      return pairProblems(writes, codes, (await storedBasket(run, demoUserIds.admin))!.qtyByCode);
    },
  };
}

/**
 * Pairs not whole. Both parts of a pair are always written together with one quantity, so a half write would split
 * them; and the pair holds the last acknowledged write's quantity, or that of a later write whose answer was lost
 * (it may have committed). `writes` in the order they were sent.
 */
export function pairProblems(writes: readonly { pair: number; qty: number; acknowledged: boolean }[], codes: readonly string[], qtyByCode: Map<string, number>): string[] {
  const problems: string[] = [];
  for (let pair = 0; pair < codes.length / 2; pair++) {
    const [a, b] = [codes[2 * pair]!, codes[2 * pair + 1]!].map((code) => qtyByCode.get(normaliseManufacturerCode(code)));
    const own = writes.filter((w) => w.pair === pair);
    const lastAcked = own.findLastIndex((w) => w.acknowledged);
    const possible = new Set(own.slice(Math.max(lastAcked, 0)).filter((w, i) => i === 0 || !w.acknowledged).map((w) => w.qty));
    if (a !== b) problems.push(`pair ${pair} is split: ${a} and ${b}`);
    else if (a === undefined ? lastAcked >= 0 : !possible.has(a)) problems.push(`pair ${pair} holds ${a}; acknowledged ${lastAcked >= 0 ? own[lastAcked]!.qty : 'none'}`);
  }
  return problems;
}
