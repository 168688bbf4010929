-- The search index held in each app process (docs/decisions/2026-11-27-search-index.md) follows the listing and search
-- tables through this log: each statement on catalog_listing or catalog_search logs the products it touched, and a
-- TRUNCATE (a full rebuild) logs one row without a product, which means "everything". A process reads the rows after
-- the last it saw before it answers a search (ids skipped over are asked for again for a while: a sequence's values
-- can commit out of order). Rows older than an hour are pruned by the readers.
CREATE TABLE IF NOT EXISTS "catalog_listing_changes" (
  "id" bigserial PRIMARY KEY,
  "product_id" integer,
  "at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalog_listing_changes_at_idx" ON "catalog_listing_changes" ("at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_log_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalog_listing_changes (product_id) VALUES (NULL);
  ELSE
    INSERT INTO catalog_listing_changes (product_id) SELECT DISTINCT product_id FROM changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_listing_changes_insert" AFTER INSERT ON "catalog_listing" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_listing_changes_update" AFTER UPDATE ON "catalog_listing" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_listing_changes_delete" AFTER DELETE ON "catalog_listing" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_listing_changes_truncate" AFTER TRUNCATE ON "catalog_listing"
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_changes_insert" AFTER INSERT ON "catalog_search" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_changes_update" AFTER UPDATE ON "catalog_search" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_changes_delete" AFTER DELETE ON "catalog_search" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_changes_truncate" AFTER TRUNCATE ON "catalog_search"
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_listing_change();
--> statement-breakpoint
-- A product's sales score (product_popularity) breaks ties of the relevance order, and the index holds it: a change
-- of it is logged as a change of the product. Scores are never rewritten as time passes (domain/popularity.ts), and
-- a views flush does not touch them, so this logs a row per product sold or refunded.
CREATE OR REPLACE FUNCTION kiosk_log_sales_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_listing_changes (product_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_popularity_sales_insert" AFTER INSERT ON "product_popularity"
  FOR EACH ROW WHEN (NEW.sales_score IS NOT NULL) EXECUTE FUNCTION kiosk_log_sales_change();
--> statement-breakpoint
CREATE TRIGGER "product_popularity_sales_update" AFTER UPDATE ON "product_popularity"
  FOR EACH ROW WHEN (NEW.sales_score IS DISTINCT FROM OLD.sales_score) EXECUTE FUNCTION kiosk_log_sales_change();
--> statement-breakpoint
CREATE TRIGGER "product_popularity_sales_delete" AFTER DELETE ON "product_popularity"
  FOR EACH ROW WHEN (OLD.sales_score IS NOT NULL) EXECUTE FUNCTION kiosk_log_sales_change();
