import type pg from 'pg';

export interface NaiveSearch {
  term: string;
  attributes: { attributeId: number; value: string }[];
}

/**
 * The contender named in TARGETS.md: ILIKE '%term%' over description and MPN, a count, a page, and one GROUP BY
 * per attribute for the filter counts, on the same database (no search columns or indexes used).
 */
export async function naiveSearch(pool: pg.Pool, search: NaiveSearch) {
  const like = `%${search.term}%`;
  const filter = search.attributes
    .map((_, i) => `AND EXISTS (SELECT 1 FROM product_attributes f WHERE f.product_id = p.id AND f.attribute_id = $${i * 2 + 2} AND f.value = $${i * 2 + 3})`)
    .join(' ');
  const params = [like, ...search.attributes.flatMap((a) => [a.attributeId, a.value])];
  const where = `(p.description ILIKE $1 OR p.mpn ILIKE $1) ${filter}`;
  await pool.query(`SELECT count(*) FROM products p WHERE ${where}`, params);
  await pool.query(`SELECT p.id, p.mpn, p.description, p.price_pence FROM products p WHERE ${where} ORDER BY p.description LIMIT 28`, params);
  const attributes = await pool.query<{ attribute_id: number }>(
    `SELECT DISTINCT pa.attribute_id FROM product_attributes pa JOIN products p ON p.id = pa.product_id WHERE ${where}`,
    params,
  );
  for (const { attribute_id: attributeId } of attributes.rows) {
    await pool.query(
      `SELECT pa.value, count(*) FROM product_attributes pa JOIN products p ON p.id = pa.product_id WHERE ${where} AND pa.attribute_id = $${params.length + 1} GROUP BY pa.value`,
      [...params, attributeId],
    );
  }
}

export async function naiveAutocomplete(pool: pg.Pool, term: string) {
  await pool.query(`SELECT DISTINCT description FROM products WHERE description ILIKE $1 LIMIT 10`, [`%${term}%`]);
}
