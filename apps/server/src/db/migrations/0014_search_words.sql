-- Custom SQL migration file, put your code below! --
-- hand-written
-- The vocabulary of the catalogue's words (issue #13): every word of the product names autocomplete lists
-- (search_suggestions), as PostgreSQL's 'simple' parser reads them ('80/125mm', 'radiator', 'push-fit'), with the
-- number of names holding it. Search corrects a misspelt word against it by trigram similarity and completes the
-- word being typed from it ('radiato' → radiator, '125mm' → 80/125mm), instead of matching every description.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY,
  "documents" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "search_words_refill"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE search_words;
  INSERT INTO search_words (word, documents)
  SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', name) FROM search_suggestions WHERE product_count > 0')
  WHERE length(word) >= 2;
$$;
--> statement-breakpoint
SELECT "search_words_refill"();
--> statement-breakpoint
ANALYZE "search_words";
--> statement-breakpoint
-- New names add their words (a word no product uses any more stays: correcting to it finds nothing, which is honest).
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, documents)
  SELECT t.word, count(*) FROM new_rows n, LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.name))) AS t(word)
  WHERE length(t.word) >= 2 GROUP BY t.word
  ON CONFLICT (word) DO UPDATE SET documents = search_words.documents + EXCLUDED.documents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_words_insert" AFTER INSERT ON "search_suggestions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
