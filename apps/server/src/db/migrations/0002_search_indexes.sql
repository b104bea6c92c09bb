-- Search columns and indexes (modules/catalogue/README.md "Search"); plain SQL because drizzle-kit cannot express
-- generated tsvector columns or operator-class indexes. Runs unchanged on PGlite (pg_trgm loaded) and PostgreSQL.
-- Generated STORED columns are filled by the seed's COPY with no extra step (they are not triggers, so the seed's
-- session_replication_role = replica does not skip them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- 'CAL-87161', 'cal 87161' and 'cal87161' all normalise to 'cal87161' (exact part-number matches rank first).
ALTER TABLE "products" ADD COLUMN "mpn_normalised" text GENERATED ALWAYS AS (lower(regexp_replace("mpn", '[^A-Za-z0-9]+', '', 'g'))) STORED;
--> statement-breakpoint
-- Part number weighs more than the description in ts_rank ('A' vs 'B').
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "mpn"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name")) STORED;
--> statement-breakpoint
-- fastupdate off: a pending list filled by the bulk load would make the first searches stall (TARGETS.md).
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "products_mpn_normalised_idx" ON "products" ("mpn_normalised" text_pattern_ops);
--> statement-breakpoint
-- Partial part numbers ('87161' inside 'cal87161') and typo fallback over descriptions.
CREATE INDEX "products_mpn_normalised_trgm_idx" ON "products" USING gin ("mpn_normalised" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "appliances_search_document_idx" ON "appliances" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "product_attributes_product_idx" ON "product_attributes" ("product_id", "attribute_id", "value");
--> statement-breakpoint
CREATE INDEX "related_products_product_idx" ON "related_products" ("product_id", "sort_order");
--> statement-breakpoint
CREATE INDEX "liked_products_org_user_idx" ON "liked_products" ("organisation_id", "user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "requested_products_org_user_idx" ON "requested_products" ("organisation_id", "user_id", "created_on");
