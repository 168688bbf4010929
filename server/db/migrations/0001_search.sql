-- Catalogue search: unaccented full-text (weights A..D carry the boosts sku/ean/isbn/meta_keyword 100,
-- name 90, category name 50, description 10) and pg_trgm on the unaccented name for typos.
-- drizzle-kit does not emit extensions or generated tsvector columns, so they live in this custom migration.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text
  GENERATED ALWAYS AS (lower(kiosk_unaccent("name"))) STORED;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, lower(kiosk_unaccent(
      coalesce("sku", '') || ' ' || coalesce("ean", '') || ' ' || coalesce("isbn", '') || ' ' || coalesce("meta_keyword", '')))), 'A') ||
    setweight(to_tsvector('simple'::regconfig, lower(kiosk_unaccent("name"))), 'B') ||
    setweight(to_tsvector('simple'::regconfig, lower(kiosk_unaccent("category_names"))), 'C') ||
    setweight(to_tsvector('simple'::regconfig, lower(kiosk_unaccent(
      coalesce("author", '') || ' ' || coalesce("publisher", '') || ' ' || "short_description" || ' ' || "description"))), 'D')
  ) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_listable_idx" ON "products" ("id" DESC) WHERE "visibility" IN (2, 3, 4) AND "status" IN (0, 1);
