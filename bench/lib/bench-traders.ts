import type pg from 'pg';
import { seededRandom } from './broad-queries';

/**
 * Trade customers for the mixed-load bench. The demo world (seed accounts.ts) has only the seven demo users, at every
 * scale, and a basket is per user: so that concurrent virtual users are different organisations with their own
 * basket, as in life, the bench adds its own organisations to the bench database here (never in the seed): one
 * organisation per virtual user, named 'Mixed-load bench trader NNN', its CompanyAdmin user
 * vuNNN@mixed-load.bench.test (password: the demo password, its hash copied from the demo admin), an address at a
 * branch's town (the account is complete, so adding to the basket is allowed), and a validated merchant account with
 * every merchant (account orders possible wherever the basket is accepted), with a credit limit no run can reach.
 * Idempotent: a second run reuses them, moves them to this seed's towns and clears their balances.
 */

export interface BenchTrader {
  index: number;
  email: string;
  organisationId: number;
  userId: number;
  /** Where the trader works: a branch's town (postcode and coordinates), and that branch (the nearest one). */
  home: {
    branchId: number;
    supplierId: number;
    postcode: string;
    town: string;
    latitude: number;
    longitude: number;
  };
}

export const benchTraderEmail = (index: number) =>
  `vu${String(index).padStart(3, '0')}@mixed-load.bench.test`;
const creditLimitPence = 2_000_000_000;

export async function ensureBenchTraders(pool: pg.Pool, count: number, seed: number): Promise<BenchTrader[]> {
  const random = seededRandom(seed * 7919 + 17);
  const branches = (
    await pool.query<{
      id: number;
      supplierId: number;
      postcode: string;
      town: string;
      latitude: number;
      longitude: number;
    }>(
      `SELECT id, supplier_id AS "supplierId", postcode, town, latitude, longitude FROM branches ORDER BY id`,
    )
  ).rows;
  const supplierIds = (await pool.query<{ id: number }>(`SELECT id FROM suppliers ORDER BY id`)).rows.map(
    (row) => row.id,
  );
  const admin = (
    await pool.query<{ hash: string }>(
      `SELECT password_hash AS hash FROM users WHERE email = 'admin@acme-heating.test'`,
    )
  ).rows[0];
  if (!admin) throw new Error('the demo admin is missing: is this a seeded database?');

  const client = await pool.connect();
  const traders: BenchTrader[] = [];
  try {
    await client.query('BEGIN');
    for (let index = 1; index <= count; index++) {
      const home = random.pick(branches);
      const email = benchTraderEmail(index);
      const name = `Mixed-load bench trader ${String(index).padStart(3, '0')}`;
      const telephone = `0113 496 ${String(1000 + index).slice(-4)}`;
      let user = (
        await client.query<{ userId: number; organisationId: number }>(
          `SELECT id AS "userId", organisation_id AS "organisationId" FROM users WHERE email = $1`,
          [email],
        )
      ).rows[0];
      if (!user) {
        const organisationId = (
          await client.query<{ id: number }>(
            `INSERT INTO organisations (org_name, user_group_id, email, telephone, mobile, contact_name, post_code, address1, town_city)
             VALUES ($1, 1, $2, $3, '07700 900000', 'Bench Trader', $4, '1 Trade Park', $5) RETURNING id`,
            [name, email, telephone, home.postcode, home.town.slice(0, 30)],
          )
        ).rows[0]!.id;
        const userId = (
          await client.query<{ id: number }>(
            `INSERT INTO users (organisation_id, email, password_hash, first_name, surname, telephone, role_name, is_contact_user)
             VALUES ($1, $2, $3, 'Bench', $4, $5, 'CompanyAdmin', true) RETURNING id`,
            [organisationId, email, admin.hash, `Trader${index}`, telephone],
          )
        ).rows[0]!.id;
        user = { userId, organisationId };
      }
      await client.query(
        `UPDATE organisations SET post_code = $2, town_city = $3, address1 = '1 Trade Park' WHERE id = $1`,
        [user.organisationId, home.postcode, home.town.slice(0, 30)],
      );
      const existing = new Set(
        (
          await client.query<{ supplierId: number }>(
            `SELECT supplier_id AS "supplierId" FROM organisation_suppliers WHERE organisation_id = $1`,
            [user.organisationId],
          )
        ).rows.map((row) => row.supplierId),
      );
      for (const supplierId of supplierIds) {
        if (existing.has(supplierId)) continue;
        await client.query(
          `INSERT INTO organisation_suppliers (organisation_id, supplier_id, account_number, type_id, postcode, telephone_number, is_validated, spares_finder, default_payment_method_type_id, credit_limit_pence, balance_pence)
           VALUES ($1, $2, $3, 1, $4, $5, 1, true, 2, $6, 0)`,
          [
            user.organisationId,
            supplierId,
            `MLB${index}-${supplierId}`,
            home.postcode,
            telephone,
            creditLimitPence,
          ],
        );
      }
      await client.query(
        `UPDATE organisation_suppliers SET balance_pence = 0, credit_limit_pence = $2, is_validated = 1 WHERE organisation_id = $1`,
        [user.organisationId, creditLimitPence],
      );
      traders.push({
        index,
        email,
        organisationId: user.organisationId,
        userId: user.userId,
        home: {
          branchId: home.id,
          supplierId: home.supplierId,
          postcode: home.postcode,
          town: home.town,
          latitude: home.latitude,
          longitude: home.longitude,
        },
      });
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return traders;
}

/**
 * What each trader's checkout journeys buy: products their home branch stocks plenty of (≥ minQty, so a run's
 * orders never empty a shelf) at a price the branch's merchant lists, drawn with a fixed order (a hash of the ids).
 * branch_stock has no index on branch_id alone, so this is one scan of the table for all home branches.
 */
export async function checkoutCandidates(
  pool: pg.Pool,
  traders: readonly BenchTrader[],
  perBranch = 40,
  minQty = 20,
): Promise<Map<number, string[]>> {
  const branchIds = [...new Set(traders.map((trader) => trader.home.branchId))];
  const { rows } = await pool.query<{ branchId: number; mpn: string }>(
    `SELECT branch_id AS "branchId", mpn FROM (
       SELECT s.branch_id, p.mpn, row_number() OVER (PARTITION BY s.branch_id ORDER BY (s.product_id * 2654435761::bigint) % 4294967296) AS n
         FROM branch_stock s
         JOIN branches b ON b.id = s.branch_id
         JOIN products p ON p.id = s.product_id
         JOIN supplier_prices sp ON sp.supplier_id = b.supplier_id AND sp.product_id = s.product_id
        WHERE s.branch_id = ANY($1) AND s.qty >= $2 AND p.price_pence > 0 AND sp.price_pence > 0
     ) ranked WHERE n <= $3 ORDER BY branch_id, n`,
    [branchIds, minQty, perBranch],
  );
  const byBranch = new Map<number, string[]>();
  for (const row of rows) byBranch.set(row.branchId, [...(byBranch.get(row.branchId) ?? []), row.mpn]);
  return byBranch;
}
