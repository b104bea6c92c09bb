-- A narrow copy of the product columns search matches, counts and ranks on (modules/catalogue/README.md "Search").
-- Why: the tsvector GIN always rechecks on the heap, so a broad term ('pump', 64k matches) read ~34,000 scattered
-- pages of the wide products table for its total and category counts. Here rows are ~5x smaller and stored in
-- classification order, so a term's matches (which cluster in a few categories) sit on a few hundred pages.
-- Products are written only by the seed (which fills this table with one INSERT … SELECT after its COPY, the
-- trigger being skipped under session_replication_role = replica) and by tests (kept in sync by the trigger).
CREATE TABLE "product_search" (
  "id" integer PRIMARY KEY,
  "classification_id" integer,
  "manufacturer_id" integer,
  "is_genuine" boolean NOT NULL,
  "mpn_normalised" text,
  "search_document" tsvector
);
--> statement-breakpoint
INSERT INTO "product_search" SELECT "id", "classification_id", "manufacturer_id", "is_genuine", "mpn_normalised", "search_document" FROM "products" ORDER BY "classification_id", "id";
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("search_document") WITH (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
CREATE INDEX "product_search_classification_idx" ON "product_search" ("classification_id");
--> statement-breakpoint
CREATE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_search WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO product_search (id, classification_id, manufacturer_id, is_genuine, mpn_normalised, search_document)
  VALUES (NEW.id, NEW.classification_id, NEW.manufacturer_id, NEW.is_genuine, NEW.mpn_normalised, NEW.search_document)
  ON CONFLICT (id) DO UPDATE SET classification_id = EXCLUDED.classification_id, manufacturer_id = EXCLUDED.manufacturer_id,
    is_genuine = EXCLUDED.is_genuine, mpn_normalised = EXCLUDED.mpn_normalised, search_document = EXCLUDED.search_document;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_sync" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();
