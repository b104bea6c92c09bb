-- Part numbers matched anywhere (`LIKE '%87161%'`) through 5-character grams instead of trigrams (decision 007).
-- Part numbers are mostly digits, and every digit trigram is in tens of thousands of part numbers, so the trigram
-- index reads long posting lists (0.8 ms for one 5-digit term at full scale). A 5-character gram is in a few dozen.
-- A term of 5+ characters matches products whose grams include all of its own (a substring test then confirms); shorter terms
-- keep the trigram index.
CREATE FUNCTION "part_number_grams"(mpn text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(mpn, i, 5)), '{}') FROM generate_series(1, length(mpn) - 4) AS i
$$;
--> statement-breakpoint
-- Generated, so product_search_refill() and the product_search_sync trigger keep it without knowing of it.
ALTER TABLE "product_search" ADD COLUMN "mpn_grams" text[] GENERATED ALWAYS AS (part_number_grams("mpn_normalised")) STORED;
--> statement-breakpoint
CREATE INDEX "product_search_mpn_grams_idx" ON "product_search" USING gin ("mpn_grams") WITH (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
ANALYZE "product_search";
