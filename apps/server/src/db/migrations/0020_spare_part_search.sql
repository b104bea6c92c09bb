-- The spares finder's keyword search (issue #16) over a narrow copy of the spare parts, like product_search does for
-- the catalogue (0005). Why: a part-type word ('pcb', 'diverter valve') matches ~36,000 of the 640,000 spares at full
-- scale; reading their description from ~36,000 scattered pages of the wide products table and sorting the text took
-- 0.6-1.4 s. Here the rows are small and stored in description order, and description_order is a number, so the
-- page is a top-N sort of numbers over a few hundred pages (bench/results/spares.md).
CREATE TABLE "spare_part_search" (
  "product_id" integer PRIMARY KEY,
  "manufacturer_id" integer,
  "description" text NOT NULL,
  "mpn_normalised" text,
  "search_document" tsvector,
  -- Ascending with (description, product_id): the refill numbers the rows 1..n; a part written later takes the
  -- midpoint of its neighbours (exact for ~50 writes into one gap; the refill renumbers).
  "description_order" double precision NOT NULL
);
--> statement-breakpoint
-- Rebuilds the table from products, numbered and stored in description order. Called here and by the seed after its
-- COPY (which loads with triggers off).
CREATE FUNCTION "spare_part_search_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE spare_part_search;
  INSERT INTO spare_part_search (product_id, manufacturer_id, description, mpn_normalised, search_document, description_order)
  SELECT id, manufacturer_id, description, mpn_normalised, search_document, row_number() OVER (ORDER BY description, id)
  FROM products WHERE is_spare ORDER BY description, id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "spare_part_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lower_order double precision;
  upper_order double precision;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM spare_part_search WHERE product_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  IF NOT NEW.is_spare THEN
    RETURN NEW;
  END IF;
  SELECT description_order INTO lower_order FROM spare_part_search
    WHERE (description, product_id) < (NEW.description, NEW.id) ORDER BY description DESC, product_id DESC LIMIT 1;
  SELECT description_order INTO upper_order FROM spare_part_search
    WHERE (description, product_id) > (NEW.description, NEW.id) ORDER BY description, product_id LIMIT 1;
  INSERT INTO spare_part_search (product_id, manufacturer_id, description, mpn_normalised, search_document, description_order)
  VALUES (NEW.id, NEW.manufacturer_id, NEW.description, NEW.mpn_normalised, NEW.search_document,
    CASE
      WHEN lower_order IS NULL AND upper_order IS NULL THEN 1
      WHEN lower_order IS NULL THEN upper_order - 1
      WHEN upper_order IS NULL THEN lower_order + 1
      ELSE (lower_order + upper_order) / 2
    END);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "spare_part_search_sync" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "spare_part_search_sync"();
--> statement-breakpoint
SELECT "spare_part_search_refill"();
--> statement-breakpoint
CREATE INDEX "spare_part_search_document_idx" ON "spare_part_search" USING gin ("search_document") WITH (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
CREATE INDEX "spare_part_search_order_idx" ON "spare_part_search" ("description", "product_id");
--> statement-breakpoint
CREATE INDEX "spare_part_search_mpn_idx" ON "spare_part_search" ("mpn_normalised" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "spare_part_search_manufacturer_idx" ON "spare_part_search" ("manufacturer_id");
