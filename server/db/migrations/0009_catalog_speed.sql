-- Catalogue speed (docs/decisions/2026-11-23-catalogue-speed.md).
--
-- 1. Version numbers that tell every app process, cheaply, that the catalogue changed: two sequences,
--    bumped once per writing statement by triggers. kiosk_catalog_version follows products, prices,
--    categories, attributes, relations and tax; kiosk_stock_version follows stock. A process reads both
--    (one tiny query, at most once a second) and drops its built product documents when either moved.
--    Sequences are not transactional: no lock, no contention between writers; a rolled-back write only
--    costs a needless refresh.
CREATE SEQUENCE IF NOT EXISTS kiosk_catalog_version;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS kiosk_stock_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('kiosk_catalog_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('kiosk_stock_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_categories', 'product_attribute_values', 'product_super_links', 'configurable_options',
    'product_links', 'bundle_options', 'bundle_selections', 'subscription_number_options', 'subscription_starting_numbers',
    'downloadable_links', 'product_media', 'price_history', 'categories', 'attributes', 'attribute_options', 'tax_classes',
    'tax_rates', 'tax_rules']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_catalog_version()',
                   t || '_catalog_version', t);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_items_stock_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock_items"
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_stock_version();
--> statement-breakpoint
-- 2. The search index: one narrow row per listable product with only what matching and ranking read
--    (the tsvector, the unaccented name for trigrams, the exact codes). ts_rank and the trigram recheck
--    read ~9k pages instead of the 230 MB products table. Rebuilt with the listing index.
CREATE TABLE "catalog_search" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "sku" text NOT NULL,
  "ean" text,
  "isbn" text,
  "search_name" text NOT NULL,
  "search_vector" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_search_vector_idx" ON "catalog_search" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "catalog_search_name_trgm_idx" ON "catalog_search" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "catalog_search_sku_idx" ON "catalog_search" ("sku");
--> statement-breakpoint
CREATE INDEX "catalog_search_ean_idx" ON "catalog_search" ("ean") WHERE "ean" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "catalog_search_isbn_idx" ON "catalog_search" ("isbn") WHERE "isbn" IS NOT NULL;
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
  INSERT INTO catalog_search (product_id, sku, ean, isbn, search_name, search_vector)
  SELECT p.id, p.sku, p.ean, p.isbn, p.search_name, p.search_vector
    FROM products p
   WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1) AND (ids IS NULL OR p.id = ANY(ids));
  SELECT nextval('kiosk_catalog_version');
$$;
--> statement-breakpoint
SELECT kiosk_refresh_listing(NULL);
--> statement-breakpoint
-- The trigram comparison costs ~7 µs a row, not the planner's default of one operator: with its real
-- weight the planner looks trigram matches up in the GIN index instead of comparing every product.
ALTER FUNCTION word_similarity_op(text, text) COST 100;
--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
