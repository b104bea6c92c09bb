-- The seed loads with COPY into tables that already carry these GIN indexes. With fastupdate off every row updated
-- the trees one by one (demo seed 5 s → 20 s on PGlite); a pending list batches the inserts. Capped at 1 MB so a
-- search never scans more than that of pending entries (TARGETS.md: a large pending list stalls searches after a
-- bulk load); VACUUM / autovacuum or the next 1 MB of inserts merge it into the tree.
ALTER INDEX "products_search_document_idx" SET (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
ALTER INDEX "products_mpn_normalised_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 1024);
--> statement-breakpoint
ALTER INDEX "products_description_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 1024);
