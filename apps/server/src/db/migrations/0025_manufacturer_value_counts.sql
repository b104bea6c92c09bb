-- A maker's name typed alone ('kelvar', 'Northwind Heating') lists that maker's products (issue #13). They were
-- counted on every search: 5,700 products, 28,000 value rows unnested and grouped, 14 ms of statements at full
-- scale, and the kind was slower than plain full text. Like browsing a category (migration 0006), the product and
-- filter-value counts are now kept, per maker and classification, by the same statement triggers: 0.8 ms to read
-- (294,000 rows, about 25 MB at full scale). attribute_value_id 0 counts the products; classification_id 0 stands
-- for none. Products without a maker are not kept here (no search names them by maker). Written in key order, so a
-- maker's 2,400 rows sit on a few pages rather than 1,200 (2.3 → 0.7 ms at full scale).
CREATE TABLE "manufacturer_value_counts" (
  "manufacturer_id" integer NOT NULL,
  "classification_id" integer NOT NULL,
  "attribute_value_id" integer NOT NULL,
  "count" integer NOT NULL,
  PRIMARY KEY ("manufacturer_id", "classification_id", "attribute_value_id")
);
--> statement-breakpoint
INSERT INTO manufacturer_value_counts (manufacturer_id, classification_id, attribute_value_id, count)
SELECT ps.manufacturer_id, coalesce(ps.classification_id, 0), v, count(*)
FROM product_search ps CROSS JOIN LATERAL unnest(array_prepend(0, ps.attribute_value_ids)) v
WHERE ps.manufacturer_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
--> statement-breakpoint
ANALYZE "manufacturer_value_counts";
--> statement-breakpoint
-- As in migration 0006, plus the maker counts: one aggregate per statement and table (transition tables).
CREATE OR REPLACE FUNCTION "product_search_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO classification_value_counts (classification_id, attribute_value_id, count)
    SELECT coalesce(o.classification_id, 0), v, -count(*) FROM old_rows o CROSS JOIN LATERAL unnest(array_prepend(0, o.attribute_value_ids)) v GROUP BY 1, 2
    ON CONFLICT (classification_id, attribute_value_id) DO UPDATE SET count = classification_value_counts.count + EXCLUDED.count;
    INSERT INTO manufacturer_value_counts (manufacturer_id, classification_id, attribute_value_id, count)
    SELECT o.manufacturer_id, coalesce(o.classification_id, 0), v, -count(*) FROM old_rows o CROSS JOIN LATERAL unnest(array_prepend(0, o.attribute_value_ids)) v
    WHERE o.manufacturer_id IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (manufacturer_id, classification_id, attribute_value_id) DO UPDATE SET count = manufacturer_value_counts.count + EXCLUDED.count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO classification_value_counts (classification_id, attribute_value_id, count)
    SELECT coalesce(n.classification_id, 0), v, count(*) FROM new_rows n CROSS JOIN LATERAL unnest(array_prepend(0, n.attribute_value_ids)) v GROUP BY 1, 2
    ON CONFLICT (classification_id, attribute_value_id) DO UPDATE SET count = classification_value_counts.count + EXCLUDED.count;
    INSERT INTO manufacturer_value_counts (manufacturer_id, classification_id, attribute_value_id, count)
    SELECT n.manufacturer_id, coalesce(n.classification_id, 0), v, count(*) FROM new_rows n CROSS JOIN LATERAL unnest(array_prepend(0, n.attribute_value_ids)) v
    WHERE n.manufacturer_id IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (manufacturer_id, classification_id, attribute_value_id) DO UPDATE SET count = manufacturer_value_counts.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in migration 0006, plus the maker counts (the seed calls this after its COPY, with triggers off).
CREATE OR REPLACE FUNCTION "product_search_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attribute_values (attribute_id, value) SELECT DISTINCT attribute_id, value FROM product_attributes ON CONFLICT DO NOTHING;
  TRUNCATE product_search;
  INSERT INTO product_search (id, classification_id, manufacturer_id, is_genuine, mpn_normalised, search_document, attribute_value_ids)
  SELECT p.id, p.classification_id, p.manufacturer_id, p.is_genuine, p.mpn_normalised, p.search_document, coalesce(v.ids, '{}')
  FROM products p
  LEFT JOIN (
    SELECT pa.product_id, array_agg(av.id ORDER BY av.id) AS ids
    FROM product_attributes pa JOIN attribute_values av ON av.attribute_id = pa.attribute_id AND av.value = pa.value
    GROUP BY pa.product_id
  ) v ON v.product_id = p.id
  ORDER BY (p.id % 16 <> 0), p.classification_id, p.id;
  -- Counted here, not by the triggers: the seed calls this with triggers off.
  TRUNCATE classification_value_counts;
  INSERT INTO classification_value_counts (classification_id, attribute_value_id, count)
  SELECT coalesce(ps.classification_id, 0), v, count(*) FROM product_search ps CROSS JOIN LATERAL unnest(array_prepend(0, ps.attribute_value_ids)) v GROUP BY 1, 2;
  TRUNCATE manufacturer_value_counts;
  INSERT INTO manufacturer_value_counts (manufacturer_id, classification_id, attribute_value_id, count)
  SELECT ps.manufacturer_id, coalesce(ps.classification_id, 0), v, count(*) FROM product_search ps CROSS JOIN LATERAL unnest(array_prepend(0, ps.attribute_value_ids)) v
  WHERE ps.manufacturer_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END
$$;
