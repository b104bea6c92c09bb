-- A part number that proves too broad to count exactly ('RAD-1': 15,696 matches of '%rad1%') is estimated from the
-- fixed sample (search.service.ts count). Its sample statements had no part-number index of the sample's own, so
-- PostgreSQL read all 100,000 sample rows and tested each: 33 and 29 ms at full scale (issue #13). These partial
-- indexes are the sample's part-number indexes, as product_search_sample_document_idx (migration 0006) is its text
-- index; queries name the sample with the literal `id % 16 = 0`, which they match.
CREATE INDEX "product_search_sample_mpn_trgm_idx" ON "product_search" USING gin ("mpn_normalised" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 1024) WHERE "id" % 16 = 0;
--> statement-breakpoint
CREATE INDEX "product_search_sample_mpn_grams_idx" ON "product_search" USING gin ("mpn_grams") WITH (fastupdate = on, gin_pending_list_limit = 1024) WHERE "id" % 16 = 0;
