-- Bounded search work at full scale (modules/catalogue/README.md "Search", TARGETS.md), in four parts.
--
-- 1. Attribute values as small ids carried on product_search: facets and filters read one int[] per matching row
--    instead of joining product_attributes (2.3 rows per product, 3.7M at full scale) per matching product.
-- 2. A fixed 1-in-16 sample (id % 16 = 0) stored first and indexed on its own: a broad term's counts are estimated
--    from ~1/16 of its matches on ~1/16 of the pages; the page then says the counts are approximate.
-- 3. Exact product and filter-value counts per classification, kept by statement triggers: browsing a category
--    (no term, no ticked filter) reads its counts instead of counting its products.
-- 4. catalogue_version, bumped by every statement that writes the catalogue, so servers can cache search results
--    and reference lists and still never serve one from before a change.
CREATE TABLE "attribute_values" (
  "id" serial PRIMARY KEY,
  "attribute_id" integer NOT NULL REFERENCES "attributes" ("id"),
  "value" varchar(120) NOT NULL,
  CONSTRAINT "attribute_values_attribute_value_unique" UNIQUE ("attribute_id", "value")
);
--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "value") SELECT DISTINCT "attribute_id", "value" FROM "product_attributes" ORDER BY 1, 2;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "attribute_value_ids" integer[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- attribute_value_id 0 counts the classification's products; classification_id 0 stands for none.
CREATE TABLE "classification_value_counts" (
  "classification_id" integer NOT NULL,
  "attribute_value_id" integer NOT NULL,
  "count" integer NOT NULL,
  PRIMARY KEY ("classification_id", "attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- A product's attribute value ids, sorted (the && and <@ operators do not need it; equal arrays compare equal).
CREATE FUNCTION "product_attribute_value_ids"(product integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(av.id ORDER BY av.id), '{}')
  FROM product_attributes pa JOIN attribute_values av ON av.attribute_id = pa.attribute_id AND av.value = pa.value
  WHERE pa.product_id = product
$$;
--> statement-breakpoint
-- Rebuilds product_search from products in the stored order the search relies on: the sample first, each part in
-- classification order (a term's matches cluster in a few categories, so they sit on few pages). Called here and by
-- the seed after its COPY (which loads with triggers off).
CREATE FUNCTION "product_search_refill"() RETURNS void LANGUAGE plpgsql AS $$
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
  -- Counted here, not by the triggers below: the seed calls this with triggers off.
  TRUNCATE classification_value_counts;
  INSERT INTO classification_value_counts (classification_id, attribute_value_id, count)
  SELECT coalesce(ps.classification_id, 0), v, count(*) FROM product_search ps CROSS JOIN LATERAL unnest(array_prepend(0, ps.attribute_value_ids)) v GROUP BY 1, 2;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END
$$;
--> statement-breakpoint
DROP INDEX "product_search_document_idx";
--> statement-breakpoint
DROP INDEX "product_search_classification_idx";
--> statement-breakpoint
SELECT "product_search_refill"();
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("search_document") WITH (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
-- (classification, id) is the browsing order: a subtree's page is an index-only scan (= ANY keeps index order).
CREATE INDEX "product_search_classification_idx" ON "product_search" ("classification_id", "id");
--> statement-breakpoint
-- Part-number terms read product_search too (exact / prefix, then contains from 4 characters).
CREATE INDEX "product_search_mpn_idx" ON "product_search" ("mpn_normalised" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "product_search_mpn_trgm_idx" ON "product_search" USING gin ("mpn_normalised" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
-- The sample's own indexes: queries add the literal `id % 16 = 0` (a bound parameter would not match them).
CREATE INDEX "product_search_sample_document_idx" ON "product_search" USING gin ("search_document") WITH (fastupdate = on, gin_pending_list_limit = 1024) WHERE "id" % 16 = 0;
--> statement-breakpoint
CREATE INDEX "product_search_sample_classification_idx" ON "product_search" ("classification_id") WHERE "id" % 16 = 0;
--> statement-breakpoint
ANALYZE "product_search";
--> statement-breakpoint
ANALYZE "classification_value_counts";
--> statement-breakpoint
-- Rows written after the load go to the end of the table; that costs a few pages, not correctness.
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_search WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO product_search (id, classification_id, manufacturer_id, is_genuine, mpn_normalised, search_document, attribute_value_ids)
  VALUES (NEW.id, NEW.classification_id, NEW.manufacturer_id, NEW.is_genuine, NEW.mpn_normalised, NEW.search_document, product_attribute_value_ids(NEW.id))
  ON CONFLICT (id) DO UPDATE SET classification_id = EXCLUDED.classification_id, manufacturer_id = EXCLUDED.manufacturer_id,
    is_genuine = EXCLUDED.is_genuine, mpn_normalised = EXCLUDED.mpn_normalised, search_document = EXCLUDED.search_document;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "product_attributes_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO attribute_values (attribute_id, value) VALUES (NEW.attribute_id, NEW.value) ON CONFLICT DO NOTHING;
    UPDATE product_search SET attribute_value_ids = product_attribute_value_ids(NEW.product_id) WHERE id = NEW.product_id;
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.product_id <> NEW.product_id) THEN
    UPDATE product_search SET attribute_value_ids = product_attribute_value_ids(OLD.product_id) WHERE id = OLD.product_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_attributes_sync" AFTER INSERT OR UPDATE OR DELETE ON "product_attributes" FOR EACH ROW EXECUTE FUNCTION "product_attributes_sync"();
--> statement-breakpoint
-- Keeps classification_value_counts in step with product_search, one aggregate per statement (transition tables),
-- so a bulk write costs one pass, not one upsert per row. Concurrent catalogue writers queue on the counter rows;
-- catalogue writes are imports, not shop traffic.
CREATE FUNCTION "product_search_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO classification_value_counts (classification_id, attribute_value_id, count)
    SELECT coalesce(o.classification_id, 0), v, -count(*) FROM old_rows o CROSS JOIN LATERAL unnest(array_prepend(0, o.attribute_value_ids)) v GROUP BY 1, 2
    ON CONFLICT (classification_id, attribute_value_id) DO UPDATE SET count = classification_value_counts.count + EXCLUDED.count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO classification_value_counts (classification_id, attribute_value_id, count)
    SELECT coalesce(n.classification_id, 0), v, count(*) FROM new_rows n CROSS JOIN LATERAL unnest(array_prepend(0, n.attribute_value_ids)) v GROUP BY 1, 2
    ON CONFLICT (classification_id, attribute_value_id) DO UPDATE SET count = classification_value_counts.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_counts_insert" AFTER INSERT ON "product_search" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_counts"();
--> statement-breakpoint
CREATE TRIGGER "product_search_counts_delete" AFTER DELETE ON "product_search" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_counts"();
--> statement-breakpoint
CREATE TRIGGER "product_search_counts_update" AFTER UPDATE ON "product_search" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_counts"();
--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "classifications" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturers" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appliances" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appliance_parts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
