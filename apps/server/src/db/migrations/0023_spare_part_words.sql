-- The spares finder's keyword search by words (issue #16) without reading every match. A part-type word across all
-- makers ('thermistor', 'seal kit') matches 24,000-41,000 of the 640,000 spares at full scale; the page is the first
-- 52 of them by description and the total is shown, so the text index (which knows no order) made every match be
-- read, counted and top-N sorted: p95 31 ms against a 20 ms target (bench/results/spares.md). Three kept tables:
-- - spare_part_words: each spare's words (the lexemes of its search_document) in description order, so a page walks
--   the term's words' lists merged in that order and stops after 52 (part-keyword-sql.ts);
-- - spare_word_counts: how many parts of each maker hold each word, and how many hold it in their description: which
--   words to walk, whether the walk pays, and a one-word term's total without counting;
-- - spare_descriptions: the distinct descriptions of each maker with their parts, so a term whose words only ever
--   occur in descriptions is counted over ~160,000 descriptions instead of its tens of thousands of parts.
-- The maker (0 for none) rides in the words' index, so one maker's walk skips the others' entries without a row read.
CREATE TABLE "spare_part_words" (
  "lexeme" text NOT NULL,
  "description_order" double precision NOT NULL,
  "product_id" integer NOT NULL,
  "manufacturer_id" integer NOT NULL,
  PRIMARY KEY ("lexeme", "description_order", "product_id") INCLUDE ("manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "spare_word_counts" (
  "lexeme" text NOT NULL,
  "manufacturer_id" integer NOT NULL,
  "parts" integer NOT NULL,
  "description_parts" integer NOT NULL,
  PRIMARY KEY ("lexeme", "manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "spare_descriptions" (
  "description" text NOT NULL,
  "manufacturer_id" integer NOT NULL,
  "document" tsvector NOT NULL,
  "parts" integer NOT NULL,
  PRIMARY KEY ("description", "manufacturer_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "spare_part_search_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE spare_part_search, spare_part_words, spare_word_counts, spare_descriptions;
  INSERT INTO spare_part_search (product_id, manufacturer_id, description, mpn_normalised, search_document, description_order)
  SELECT id, manufacturer_id, description, mpn_normalised, search_document, row_number() OVER (ORDER BY description, id)
  FROM products WHERE is_spare ORDER BY description, id;
  INSERT INTO spare_part_words (lexeme, description_order, product_id, manufacturer_id)
  SELECT w.lexeme, s.description_order, s.product_id, coalesce(s.manufacturer_id, 0)
  FROM spare_part_search s CROSS JOIN LATERAL unnest(tsvector_to_array(s.search_document)) AS w(lexeme)
  ORDER BY 1, 2, 3;
  INSERT INTO spare_descriptions (description, manufacturer_id, document, parts)
  SELECT description, coalesce(manufacturer_id, 0), to_tsvector('english', description), count(*)
  FROM spare_part_search GROUP BY 1, 2 ORDER BY 1, 2;
  INSERT INTO spare_word_counts (lexeme, manufacturer_id, parts, description_parts)
  SELECT a.lexeme, a.manufacturer_id, a.parts, coalesce(d.parts, 0)
  FROM (SELECT lexeme, manufacturer_id, count(*)::int AS parts FROM spare_part_words GROUP BY 1, 2) a
  LEFT JOIN (
    SELECT l.lexeme, d.manufacturer_id, sum(d.parts)::int AS parts
    FROM spare_descriptions d CROSS JOIN LATERAL unnest(tsvector_to_array(d.document)) AS l(lexeme) GROUP BY 1, 2
  ) d ON d.lexeme = a.lexeme AND d.manufacturer_id = a.manufacturer_id
  -- Stored in key order: a word's makers share a page or two (in hash order they were spread over ~100 pages).
  ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
-- As in 0020, plus the part's words, their counts and its description: what a row had is taken out by the old row's
-- words and order (primary-key deletes), what it has now is put in with its new order.
CREATE OR REPLACE FUNCTION "spare_part_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lower_order double precision;
  upper_order double precision;
  new_order double precision;
  old_row spare_part_search%ROWTYPE;
  maker integer;
  described text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM spare_part_search WHERE product_id = OLD.id RETURNING * INTO old_row;
    IF old_row.product_id IS NOT NULL THEN
      maker := coalesce(old_row.manufacturer_id, 0);
      described := tsvector_to_array(to_tsvector('english', old_row.description));
      DELETE FROM spare_part_words WHERE lexeme = ANY (tsvector_to_array(old_row.search_document))
        AND description_order = old_row.description_order AND product_id = old_row.product_id;
      UPDATE spare_word_counts SET parts = parts - 1, description_parts = description_parts - (lexeme = ANY (described))::int
        WHERE lexeme = ANY (tsvector_to_array(old_row.search_document)) AND manufacturer_id = maker;
      UPDATE spare_descriptions SET parts = parts - 1 WHERE description = old_row.description AND manufacturer_id = maker;
      DELETE FROM spare_descriptions WHERE description = old_row.description AND manufacturer_id = maker AND parts <= 0;
    END IF;
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
  new_order := CASE
    WHEN lower_order IS NULL AND upper_order IS NULL THEN 1
    WHEN lower_order IS NULL THEN upper_order - 1
    WHEN upper_order IS NULL THEN lower_order + 1
    ELSE (lower_order + upper_order) / 2
  END;
  maker := coalesce(NEW.manufacturer_id, 0);
  described := tsvector_to_array(to_tsvector('english', NEW.description));
  INSERT INTO spare_part_search (product_id, manufacturer_id, description, mpn_normalised, search_document, description_order)
  VALUES (NEW.id, NEW.manufacturer_id, NEW.description, NEW.mpn_normalised, NEW.search_document, new_order);
  INSERT INTO spare_part_words (lexeme, description_order, product_id, manufacturer_id)
  SELECT w.lexeme, new_order, NEW.id, maker FROM unnest(tsvector_to_array(NEW.search_document)) AS w(lexeme);
  INSERT INTO spare_word_counts (lexeme, manufacturer_id, parts, description_parts)
  SELECT w.lexeme, maker, 1, (w.lexeme = ANY (described))::int FROM unnest(tsvector_to_array(NEW.search_document)) AS w(lexeme)
    ON CONFLICT (lexeme, manufacturer_id) DO UPDATE
    SET parts = spare_word_counts.parts + 1, description_parts = spare_word_counts.description_parts + EXCLUDED.description_parts;
  INSERT INTO spare_descriptions (description, manufacturer_id, document, parts)
  VALUES (NEW.description, maker, to_tsvector('english', NEW.description), 1)
    ON CONFLICT (description, manufacturer_id) DO UPDATE SET parts = spare_descriptions.parts + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
SELECT "spare_part_search_refill"();
--> statement-breakpoint
CREATE INDEX "spare_descriptions_document_idx" ON "spare_descriptions" USING gin ("document");
--> statement-breakpoint
-- A keyword page walked (part-keyword-sql.ts walksWordParts decides when): the lists of the term's first (rarest) one
-- to three words merge-joined on (description_order, product_id) in page order, each merged part's row checked
-- against the whole term and the maker, merged with the few parts whose code starts with the term but whose words do
-- not match. The SET clauses pin the plan for the function's own statement only: the planner reads the words as
-- independent, expects almost no part to hold them all, and would otherwise hash every entry of each list.
CREATE FUNCTION "spare_keyword_walk"(words text[], query tsquery, maker integer, code_prefix text, skip integer, take integer, descending boolean)
RETURNS TABLE (product_id integer) LANGUAGE plpgsql STABLE
SET enable_hashjoin = off SET enable_sort = off SET enable_bitmapscan = off SET max_parallel_workers_per_gather = 0
AS $$
DECLARE
  direction text := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
  joins text := '';
BEGIN
  FOR i IN 2 .. least(cardinality(words), 3) LOOP
    joins := joins || format(' JOIN spare_part_words w%1$s ON w%1$s.lexeme = $1[%1$s] AND w%1$s.description_order = w1.description_order AND w%1$s.product_id = w1.product_id', i);
  END LOOP;
  RETURN QUERY EXECUTE format(
    'SELECT u.product_id FROM (
       (SELECT w1.product_id, w1.description_order FROM spare_part_words w1%1$s JOIN spare_part_search s ON s.product_id = w1.product_id
         WHERE w1.lexeme = $1[1] AND ($3 IS NULL OR w1.manufacturer_id = $3) AND s.search_document @@ $2 AND ($3 IS NULL OR s.manufacturer_id = $3)
         ORDER BY w1.description_order %2$s, w1.product_id %2$s LIMIT $5 + $6)
       UNION ALL
       (SELECT s.product_id, s.description_order FROM spare_part_search s
         WHERE $4 IS NOT NULL AND s.mpn_normalised LIKE $4 || ''%%'' AND NOT s.search_document @@ $2 AND ($3 IS NULL OR s.manufacturer_id = $3)
         ORDER BY s.description_order %2$s, s.product_id %2$s LIMIT $5 + $6)
     ) u ORDER BY u.description_order %2$s, u.product_id %2$s LIMIT $6 OFFSET $5', joins, direction)
  USING words, query, maker, code_prefix, skip, take;
END
$$;
