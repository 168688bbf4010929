-- Search that understands Polish (docs/decisions/2026-11-27-polish-search.md).
--
-- 1. Lemmas. Node lemmatises the catalogue's words with the Polish Hunspell dictionary when the catalogue is indexed
--    (server/modules/catalog/search-lemmas.ts, before kiosk_refresh_listing) and stores, folded (no diacritics), every
--    form of every lemma it found: "zurawia" → {zuraw}. The index adds each word's lemmas beside the word; a query
--    word matches its prefix or one of its lemmas. search_words lists the words already lemmatised.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY
);
--> statement-breakpoint
CREATE TABLE "search_forms" (
  "form" text PRIMARY KEY,
  "lemmas" text[] NOT NULL,
  -- lemmas go into tsvector and tsquery text: [a-z0-9] words only
  CONSTRAINT "search_forms_lemmas_plain" CHECK (array_to_string("lemmas", ' ') ~ '^[a-z0-9]+( [a-z0-9]+)*$')
);
--> statement-breakpoint
-- A tsvector's lemma lexemes: each lexeme that is a known form gives its lemmas, at the same positions and weights
-- (kiosk_refresh_listing() builds the same for all the products at once).
CREATE OR REPLACE FUNCTION kiosk_lemma_vector(v tsvector) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN u.positions IS NULL THEN l.lemma
                                  ELSE l.lemma || ':' || array_to_string(ARRAY(SELECT x.p || x.w FROM unnest(u.positions, u.weights) AS x(p, w)), ',') END,
                             ' ')::tsvector, ''::tsvector)
    FROM unnest(v) u JOIN search_forms f ON f.form = u.lexeme CROSS JOIN LATERAL unnest(f.lemmas) AS l(lemma)
$$;
--> statement-breakpoint
-- What a product is, in words: the names of its categories, its form (E-book, PDF...) and the word for its type.
-- field_vector weighs them apart from the name: A = this kind, B = author, C = publishing series, D = publisher.
CREATE OR REPLACE FUNCTION kiosk_type_words(type_id text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE type_id WHEN 'bundle' THEN 'pakiet' WHEN 'grouped' THEN 'zestaw' WHEN 'subscription' THEN 'prenumerata'
                      WHEN 'single_number' THEN 'czasopismo numer' WHEN 'virtual' THEN 'dostęp cyfrowy' ELSE '' END
$$;
--> statement-breakpoint
ALTER TABLE "catalog_search" ADD COLUMN "field_vector" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- the name as the query text is normalised (lower case, no diacritics, words of [a-z0-9]): an exact title match
ALTER TABLE "catalog_search" ADD COLUMN "title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- a magazine issue's ISSN (its first 7 digits): the EAN of an issue is 977 + ISSN without the check digit + issue + check
ALTER TABLE "catalog_search" ADD COLUMN "issn" text;
--> statement-breakpoint
CREATE INDEX "catalog_search_title_idx" ON "catalog_search" ("title");
--> statement-breakpoint
CREATE INDEX "catalog_search_issn_idx" ON "catalog_search" ("issn") WHERE "issn" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_refresh_listing(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalog_listing WHERE ids IS NULL OR product_id = ANY(ids);
  INSERT INTO catalog_listing (product_id, type_id, category_ids, option_ids, position, price, special_price, special_from_date,
                               special_to_date, bestseller, news_from_date, news_to_date, view_count, sales_count, book_premiere,
                               magazine_id, in_stock)
  SELECT p.id, p.type_id,
         coalesce((SELECT array_agg(DISTINCT a.id::int) FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                     CROSS JOIN LATERAL unnest(string_to_array(c.path, '/')) AS a(id) WHERE pc.product_id = p.id), '{}'),
         coalesce((SELECT array_agg(DISTINCT v.option_id) FROM product_attribute_values v WHERE v.product_id = p.id), '{}'),
         coalesce((SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id), 0),
         p.price, p.special_price, p.special_from_date, p.special_to_date, p.bestseller, p.news_from_date, p.news_to_date,
         p.view_count, p.sales_count, p.book_premiere, p.magazine_id, coalesce(s.is_in_stock, false)
    FROM products p LEFT JOIN stock_items s ON s.product_id = p.id
   WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1) AND (ids IS NULL OR p.id = ANY(ids));
  DELETE FROM catalog_search WHERE ids IS NULL OR product_id = ANY(ids);
  -- The lemma vectors are built for all the products at once (one join of their words with search_forms), not by
  -- calling kiosk_lemma_vector() a product: the same vectors in about a third of the time.
  WITH src AS MATERIALIZED (
    SELECT p.id, p.sku, p.ean, p.isbn, p.search_name,
           -- the product's own vector (weights A–D: codes and keywords, name, categories, the rest), the series' name
           -- beside author and publisher, the word for its type beside its categories
           p.search_vector || setweight(to_tsvector('simple', lower(kiosk_unaccent(coalesce(so.label, '')))), 'D') ||
             setweight(to_tsvector('simple', kiosk_unaccent(kiosk_type_words(p.type_id))), 'C') AS own_v,
           -- what gets lemmas at the same weights: all but the descriptions
           setweight(to_tsvector('simple', lower(kiosk_unaccent(coalesce(p.meta_keyword, '')))), 'A') ||
             setweight(to_tsvector('simple', p.search_name), 'B') ||
             setweight(to_tsvector('simple', lower(kiosk_unaccent(p.category_names))), 'C') ||
             setweight(to_tsvector('simple', lower(kiosk_unaccent(concat_ws(' ', p.author, p.publisher, so.label)))), 'D') AS words_v,
           setweight(to_tsvector('simple', lower(kiosk_unaccent(concat_ws(' ', p.category_names, fo.label, kiosk_type_words(p.type_id))))), 'A') ||
             setweight(to_tsvector('simple', lower(kiosk_unaccent(coalesce(p.author, '')))), 'B') ||
             setweight(to_tsvector('simple', lower(kiosk_unaccent(coalesce(so.label, '')))), 'C') ||
             setweight(to_tsvector('simple', lower(kiosk_unaccent(coalesce(p.publisher, '')))), 'D') AS field_v
      FROM products p
      LEFT JOIN attribute_options so ON so.id = p.publishing_series
      LEFT JOIN attribute_options fo ON fo.id = p.publication_form
     WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1) AND (ids IS NULL OR p.id = ANY(ids))
  ), lemmas AS (
    SELECT s.id, v.which,
           string_agg(CASE WHEN u.positions IS NULL THEN l.lemma
                           ELSE l.lemma || ':' || array_to_string(ARRAY(SELECT x.p || x.w FROM unnest(u.positions, u.weights) AS x(p, w)), ',') END,
                      ' ')::tsvector AS v
      FROM src s
     CROSS JOIN LATERAL (VALUES (1, s.words_v), (2, s.field_v)) AS v(which, vec)
     CROSS JOIN LATERAL unnest(v.vec) AS u
      JOIN search_forms f ON f.form = u.lexeme
     CROSS JOIN LATERAL unnest(f.lemmas) AS l(lemma)
     GROUP BY s.id, v.which
  )
  INSERT INTO catalog_search (product_id, sku, ean, isbn, issn, search_name, title, search_vector, field_vector)
  SELECT s.id, s.sku, s.ean, s.isbn, CASE WHEN s.ean ~ '^977[0-9]{10}$' THEN substr(s.ean, 4, 7) END, s.search_name,
         btrim(regexp_replace(s.search_name, '[^a-z0-9]+', ' ', 'g')),
         s.own_v || coalesce(w.v, ''::tsvector), s.field_v || coalesce(f.v, ''::tsvector)
    FROM src s
    LEFT JOIN lemmas w ON w.id = s.id AND w.which = 1
    LEFT JOIN lemmas f ON f.id = s.id AND f.which = 2;
  SELECT nextval('kiosk_catalog_version');
$$;
