-- The full rebuild of the listing and search index, fast again (issue 20; docs/decisions/2026-11-26-listing-rebuild-speed.md).
--
-- kiosk_refresh_listing() builds the same rows as before (migration polish_search); what changes is how:
-- 1. A full rebuild (ids IS NULL) empties both tables with TRUNCATE instead of DELETE (no dead rows left behind:
--    the search table had grown to 2.4 times its size), drops their secondary indexes, inserts, and builds the
--    indexes again at the end from their own definitions (read from the catalogue, so an index a later migration
--    adds is rebuilt too). Filling a GIN index row by row cost ~35 s of the 100k rebuild; building it once, ~8 s.
--    Readers of catalog_listing and catalog_search wait while a full rebuild runs (it takes their ACCESS EXCLUSIVE
--    lock); a full rebuild only happens when the catalogue is loaded (seed, generator, the lemmas' first indexing).
--    A refresh of some products (ids given) keeps DELETE and INSERT under the live indexes, as before.
-- 2. The lemma vectors: a form met at one position gets its "lemma:position weight" text without a subquery.
--    No JIT: compiling the statements cost ~1.5 s and bought nothing.
-- 3. Memory is the caller's: on PostgreSQL refreshListing() gives a full rebuild's transaction 64 MB of work_mem
--    (with the default 4 MB the lemmas' aggregation spilled to disk) and 128 MB of maintenance_work_mem for the
--    index builds; PGlite keeps the session's own (its WebAssembly memory never shrinks).
CREATE OR REPLACE FUNCTION kiosk_refresh_listing(ids integer[]) RETURNS void LANGUAGE plpgsql
  SET jit = off AS $$
DECLARE
  defs text[] := '{}';
  def text;
BEGIN
  IF ids IS NULL THEN
    -- the secondary indexes (not those of a primary key or another constraint), to build again after the insert
    SELECT coalesce(array_agg(pg_get_indexdef(x.indexrelid) ORDER BY x.indexrelid), '{}') INTO defs
      FROM pg_index x
     WHERE x.indrelid IN ('catalog_listing'::regclass, 'catalog_search'::regclass)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid);
    FOR def IN
      SELECT x.indexrelid::regclass::text FROM pg_index x
       WHERE x.indrelid IN ('catalog_listing'::regclass, 'catalog_search'::regclass)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
    LOOP
      EXECUTE 'DROP INDEX ' || def;
    END LOOP;
    TRUNCATE catalog_listing, catalog_search;
  ELSE
    DELETE FROM catalog_listing WHERE product_id = ANY(ids);
    DELETE FROM catalog_search WHERE product_id = ANY(ids);
  END IF;

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

  -- The lemma vectors are built for all the products at once (one join of their words with search_forms).
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
                           WHEN cardinality(u.positions) = 1 THEN l.lemma || ':' || u.positions[1] || u.weights[1]
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

  FOREACH def IN ARRAY defs LOOP
    EXECUTE def;
  END LOOP;
  PERFORM nextval('kiosk_catalog_version');
END
$$;
