import { expect } from 'vitest';
import { and, asc, gt } from 'drizzle-orm';
import { normaliseManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { products } from '../../../db/schema/index';
import { demoOrganisationIds, demoUserIds } from '../../../db/seed/accounts';
import type { SignedInApp } from '../../signed-in-app';
import type { SignedIn } from '../../test-app';
import { basketViolations, savedRows, storedBasket, type RunSql } from '../basket-invariants';

interface BasketBody {
  version: number;
  lines: { manufacturerCode: string; qty: number }[];
}

/**
 * The races' shared stage: Acme's admin (a complete account, so adds are allowed), 100 priced parts of the mini
 * world, and readers that look at the database itself rather than at the API under test.
 */
export async function createBasketWorld(t: SignedInApp<'admin'>) {
  const session: SignedIn = t.sessions.admin;
  const run: RunSql = (text, values) => t.database.executeSql(text, values);
  const rows = await t.db.select({ mpn: products.mpn }).from(products).where(and(gt(products.pricePence, 0), gt(products.id, 10))).orderBy(asc(products.id)).limit(100);
  const codes = rows.map((row) => row.mpn);
  expect(codes).toHaveLength(100);
  const post = (url: string, payload: object) => t.post(session, url, payload);

  const basket = async (): Promise<BasketBody> => (await t.get(session, '/Basket/GetBasketForUser')).json();
  const world = {
    session,
    codes,
    run,
    post,
    basket,
    /** The open basket as stored: version and quantity per (normalised) code. */
    stored: async () => (await storedBasket(run, demoUserIds.admin))!,
    /** Acme's saved rows (single items have reference ''). */
    saved: () => savedRows(run, demoOrganisationIds.acme),
    /** Every line removed (courier lines too), so a race starts from a known, empty basket. */
    async emptyBasket(): Promise<number> {
      const current = await basket();
      if (current.lines.length === 0) return current.version;
      const emptied = await post('/Basket/UpdateBasketForUser', { version: current.version, quoteId: 0, lines: current.lines.map((l) => ({ manufacturerCode: l.manufacturerCode, qty: 0 })) });
      expect(emptied.statusCode).toBe(200);
      return emptied.json().version;
    },
    /** An empty basket, then these codes at qty 1, 2, 3 … in one write; answers the version after it. */
    async fillBasket(fill: readonly string[]): Promise<number> {
      await world.emptyBasket();
      const filled = await post('/Basket/AddLines', { lines: fill.map((manufacturerCode, i) => ({ manufacturerCode, qty: i + 1 })) });
      expect(filled.statusCode).toBe(200);
      return filled.json().version;
    },
    /** No half-written or duplicated basket anywhere (basket-invariants.ts). */
    async expectWhole() {
      expect(await basketViolations(run)).toEqual([]);
    },
    /** The stored product quantities, by normalised code. */
    async expectLines(expected: Record<string, number>) {
      const { qtyByCode } = await world.stored();
      expect(Object.fromEntries(qtyByCode)).toEqual(Object.fromEntries(Object.entries(expected).map(([code, qty]) => [normaliseManufacturerCode(code), qty])));
    },
  };
  return world;
}
export type BasketWorld = Awaited<ReturnType<typeof createBasketWorld>>;

/** Rows of `after` that `before` did not hold (a multiset difference), as 'REF:CODE×QTY'. */
export function addedRows(before: { reference: string; code: string; qty: number }[], after: typeof before): string[] {
  const left = before.map((row) => `${row.reference}:${row.code}×${row.qty}`);
  const added: string[] = [];
  for (const row of after.map((r) => `${r.reference}:${r.code}×${r.qty}`)) {
    const at = left.indexOf(row);
    if (at >= 0) left.splice(at, 1);
    else added.push(row);
  }
  return added.sort();
}

export const qtyMap = (codes: readonly string[], qtyOf: (index: number) => number) => Object.fromEntries(codes.map((code, i) => [code, qtyOf(i)]));
