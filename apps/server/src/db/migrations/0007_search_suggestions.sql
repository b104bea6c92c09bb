-- Autocomplete names (modules/catalogue/README.md "Autocomplete"): the distinct names products are shown under
-- (the description without a trailing part-number run, domain displayDescription), per classification, with how
-- many products carry each. 1.6M products have ~21k such names, so a typed prefix searches a table ~80x smaller
-- than product_search and needs no DISTINCT over matching products (TARGETS.md: autocomplete p95 ≤ 15 ms).
CREATE FUNCTION "display_name"(description text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(description, '\s*\d{5,}\s*$', ''), '\s+$', '')
$$;
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
  "name" text NOT NULL,
  -- 0 stands for no classification.
  "classification_id" integer NOT NULL,
  "product_count" integer NOT NULL,
  "document" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "name")) STORED,
  PRIMARY KEY ("name", "classification_id")
);
--> statement-breakpoint
-- fastupdate off: a pending list (the refill writes the whole table at once) is scanned in full by every lookup.
CREATE INDEX "search_suggestions_document_idx" ON "search_suggestions" USING gin ("document") WITH (fastupdate = off);
--> statement-breakpoint
-- Rebuilt from products by the seed after its COPY (which loads with triggers off) and here.
CREATE FUNCTION "search_suggestions_refill"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE search_suggestions;
  INSERT INTO search_suggestions (name, classification_id, product_count)
  SELECT display_name(description), coalesce(classification_id, 0), count(*) FROM products
  WHERE display_name(description) <> '' GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT "search_suggestions_refill"();
--> statement-breakpoint
-- Statistics now, or the planner scans the table instead of using its index until autovacuum gets to it.
ANALYZE "search_suggestions";
--> statement-breakpoint
-- Kept in step with products, one aggregate per statement (transition tables); names no product carries any more
-- keep a row with count 0, which autocomplete skips.
CREATE FUNCTION "search_suggestions_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO search_suggestions (name, classification_id, product_count)
    SELECT display_name(o.description), coalesce(o.classification_id, 0), -count(*) FROM old_rows o WHERE display_name(o.description) <> '' GROUP BY 1, 2
    ON CONFLICT (name, classification_id) DO UPDATE SET product_count = search_suggestions.product_count + EXCLUDED.product_count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_suggestions (name, classification_id, product_count)
    SELECT display_name(n.description), coalesce(n.classification_id, 0), count(*) FROM new_rows n WHERE display_name(n.description) <> '' GROUP BY 1, 2
    ON CONFLICT (name, classification_id) DO UPDATE SET product_count = search_suggestions.product_count + EXCLUDED.product_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_suggestions_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_suggestions_counts"();
--> statement-breakpoint
CREATE TRIGGER "search_suggestions_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_suggestions_counts"();
--> statement-breakpoint
CREATE TRIGGER "search_suggestions_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_suggestions_counts"();
