-- Nothing reads kiosk_stock_version any more: the page cache (migration 0040) and, since 2026-11-27, the catalogue's
-- document cache read the stock log (stock_changes) and drop only what the moved products show
-- (docs/decisions/2026-11-27-document-cache.md). Its trigger ran on every stock statement, every order's included.
DROP TRIGGER IF EXISTS "stock_items_stock_version" ON "stock_items";
--> statement-breakpoint
DROP FUNCTION IF EXISTS kiosk_bump_stock_version();
--> statement-breakpoint
DROP SEQUENCE IF EXISTS kiosk_stock_version;
