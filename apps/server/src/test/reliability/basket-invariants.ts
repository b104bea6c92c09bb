import { basketTotals } from '@sparesfinder/domain/basket/basket-totals';
import { normaliseManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { basketStatuses } from '@sparesfinder/domain/basket/basket-status';

/** Runs one SQL statement with $n parameters on whatever connection the caller has (DatabaseHandle.executeSql, pg). */
export type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

interface LineRow {
  basket_id: number;
  manufacturer_code: string;
  qty: number;
  cost_pence: number;
  displayed_cost_pence: number;
}
interface BasketRow {
  id: number;
  user_id: number;
  version: number;
  total_cost_pence: number | null;
  total_cost_with_vat_pence: number | null;
}

/**
 * What a basket write leaves behind when it is whole: the header's stored totals are the totals of its lines
 * (domain basketTotals, the writer stores both in one transaction), no manufacturer code twice in one basket, one
 * open basket per user. A write cut in half (lines without header, header without lines) breaks one of them.
 * Answers the violations found (empty when every open basket is whole).
 */
export async function basketViolations(run: RunSql): Promise<string[]> {
  const baskets = (await run('select id, user_id, version, total_cost_pence, total_cost_with_vat_pence from baskets where status = $1', [basketStatuses.open])).rows as BasketRow[];
  const lines = (await run(
    'select l.basket_id, l.manufacturer_code, l.qty, l.cost_pence, l.displayed_cost_pence from basket_lines l join baskets b on b.id = l.basket_id where b.status = $1',
    [basketStatuses.open],
  )).rows as LineRow[];
  const violations: string[] = [];
  const users = new Map<number, number>();
  for (const basket of baskets) {
    users.set(basket.user_id, (users.get(basket.user_id) ?? 0) + 1);
    const own = lines.filter((line) => line.basket_id === basket.id);
    const totals = basketTotals(own.map((l) => ({ qty: l.qty, costPence: l.cost_pence, displayedCostPence: l.displayed_cost_pence })));
    // A basket never written since it was created has no stored totals yet (null); one with lines always has.
    const stored = basket.total_cost_pence ?? (own.length === 0 ? 0 : null);
    if (stored !== totals.totalCostPence || (basket.total_cost_pence !== null && basket.total_cost_with_vat_pence !== totals.totalCostWithVatPence))
      violations.push(`basket ${basket.id} (version ${basket.version}) stores ${basket.total_cost_pence}/${basket.total_cost_with_vat_pence} pence but its ${own.length} lines make ${totals.totalCostPence}/${totals.totalCostWithVatPence}`);
    const codes = own.map((line) => normaliseManufacturerCode(line.manufacturer_code));
    const twice = codes.filter((code, i) => codes.indexOf(code) !== i);
    if (twice.length) violations.push(`basket ${basket.id} holds ${[...new Set(twice)].join(', ')} more than once`);
  }
  for (const [user, count] of users) if (count > 1) violations.push(`user ${user} has ${count} open baskets`);
  return violations;
}

/** The user's open basket as the database holds it: version and product quantities by code. */
export async function storedBasket(run: RunSql, userId: number): Promise<{ version: number; qtyByCode: Map<string, number> } | null> {
  const [basket] = (await run('select id, version from baskets where user_id = $1 and status = $2', [userId, basketStatuses.open])).rows as { id: number; version: number }[];
  if (!basket) return null;
  const rows = (await run('select manufacturer_code, qty from basket_lines where basket_id = $1', [basket.id])).rows as { manufacturer_code: string; qty: number }[];
  return { version: basket.version, qtyByCode: new Map(rows.map((row) => [normaliseManufacturerCode(row.manufacturer_code), row.qty])) };
}

/** Saved (save-for-later) rows of an organisation by order reference ('' for single saved items). */
export async function savedRows(run: RunSql, organisationId: number): Promise<{ reference: string; code: string; qty: number }[]> {
  const rows = (await run('select order_reference, manufacturer_code, qty from save_for_later where organisation_id = $1 order by id', [organisationId])).rows as {
    order_reference: string | null;
    manufacturer_code: string;
    qty: number;
  }[];
  return rows.map((row) => ({ reference: row.order_reference ?? '', code: normaliseManufacturerCode(row.manufacturer_code), qty: row.qty }));
}
