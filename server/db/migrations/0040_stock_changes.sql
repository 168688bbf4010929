-- Targeted page invalidation (docs/decisions/2026-11-28-targeted-invalidation.md). A stock write no longer retires
-- every cached page: each statement on stock_items logs the products it touched here, and every app process reads
-- the new rows (about once a second) and drops only the pages of those products, their configurable parents and
-- their categories (with the categories' ancestors). The page token no longer reads kiosk_stock_version
-- (server/modules/page-cache/catalog-version.ts); the catalogue's document cache still does. Rows older than an hour are
-- pruned by the readers. An insert per statement takes no shared lock, so concurrent orders do not queue on it.
CREATE TABLE IF NOT EXISTS "stock_changes" (
  "id" bigserial PRIMARY KEY,
  "product_id" integer NOT NULL,
  "at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_changes_at_idx" ON "stock_changes" ("at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_log_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_changes (product_id) SELECT DISTINCT product_id FROM changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_items_changes_insert" AFTER INSERT ON "stock_items" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_stock_change();
--> statement-breakpoint
CREATE TRIGGER "stock_items_changes_update" AFTER UPDATE ON "stock_items" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_stock_change();
--> statement-breakpoint
CREATE TRIGGER "stock_items_changes_delete" AFTER DELETE ON "stock_items" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_log_stock_change();
