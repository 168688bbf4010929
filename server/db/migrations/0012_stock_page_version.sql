-- Stock no longer bumps the page version row (catalog_meta 'version'). That row upsert took a row lock that
-- every order held until its commit, so concurrent orders queued behind one another. Stock writes already
-- bump the kiosk_stock_version sequence (no lock: sequences are not transactional), and the page cache's
-- version token now reads both (server/modules/page-cache/catalog-version.ts).
DROP TRIGGER IF EXISTS "stock_items_page_version" ON "stock_items";
