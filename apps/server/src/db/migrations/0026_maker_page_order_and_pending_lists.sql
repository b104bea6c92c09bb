-- A maker's name typed alone lists the maker's products, genuine first, then the shorter part numbers (search.repository.ts
-- orderBy, relevance with no words). The page was sorted from every product of the maker: 5,725 rows read, 3.3-4.9 ms
-- at full scale for 28 ids (issue #13). In this index's order the page is the index's first entries. Its leading
-- column serves every other `manufacturer_id = …` lookup, so it replaces product_search_manufacturer_idx.
CREATE INDEX "product_search_maker_order_idx" ON "product_search" ("manufacturer_id", "is_genuine" DESC, length("mpn_normalised"), "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "product_search_manufacturer_idx";
--> statement-breakpoint
-- Every search reads the whole pending list of each GIN index it uses (migration 0004 caps it at 1 MB): left full by
-- a bulk load, the part-number grams' 86 pending pages cost an exact lookup 3 ms of its 3.7 (0.2 ms once merged).
-- The seed merges them as its last step; this merges what an existing database holds.
SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam WHERE am.amname = 'gin';
