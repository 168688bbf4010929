ALTER TABLE "categories" ADD COLUMN "sale_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Omnibus (docs/decisions/2026-11-22-omnibus.md): the listing index carries the decision of domain/omnibus.ts
-- (windowReduction) for each product's special-price window: whether the special price is below the lowest price
-- of the 30 days before it took effect, and by how many percent. The catalogue module writes both after every
-- kiosk_refresh_listing() and at start (server/modules/catalog/listing-index.ts); the search SQL checks only that
-- today lies in the window. The rows the function inserts start without a reduction.
ALTER TABLE "catalog_listing" ADD COLUMN "reduction" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "catalog_listing" ADD COLUMN "reduction_percent" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The demo catalogue (scripts/catalogue/reference.ts): its "Promocje" lists list reductions only, and the list of every
-- bundle, "Pakiety", moves from under "Promocje" to the top level right after it (same id, same /c/ slug), so that a
-- bundle that is not reduced is not shown under "Promocje". A shop's own catalogue sets these itself.
UPDATE "categories" SET "sale_only" = true WHERE "url_path" IN ('promocje', 'promocje/okazje-dnia');
--> statement-breakpoint
UPDATE "categories" SET "position" = "position" + 1
 WHERE "parent_id" = 2 AND "position" > (SELECT "position" FROM "categories" WHERE "url_path" = 'promocje')
   AND EXISTS (SELECT 1 FROM "categories" WHERE "url_path" = 'promocje/pakiety');
--> statement-breakpoint
UPDATE "categories" c SET "parent_id" = 2, "path" = '1/2/' || c."id", "level" = 2, "include_in_menu" = true, "url_path" = 'pakiety',
       "position" = p."position" + 1, "description" = replace(c."description", ' – Promocje', ''),
       "meta_title" = replace(c."meta_title", ' – Promocje', ''), "meta_description" = replace(c."meta_description", ' – Promocje', ''),
       "meta_keywords" = replace(c."meta_keywords", ', promocje', '')
  FROM "categories" p
 WHERE c."url_path" = 'promocje/pakiety' AND p."url_path" = 'promocje';
--> statement-breakpoint
UPDATE "url_rewrites" SET "request_path" = 'pakiety' WHERE "request_path" = 'promocje/pakiety' AND "entity_type" = 'category';
--> statement-breakpoint
-- Products are linked to their categories' ancestors too: a bundle no longer belongs to "Promocje" through "Pakiety".
DELETE FROM "product_categories" pc
 USING "categories" p
 WHERE p."url_path" = 'promocje' AND pc."category_id" = p."id"
   AND EXISTS (SELECT 1 FROM "product_categories" x JOIN "categories" k ON k."id" = x."category_id" WHERE x."product_id" = pc."product_id" AND k."url_path" = 'pakiety')
   AND NOT EXISTS (SELECT 1 FROM "product_categories" x JOIN "categories" k ON k."id" = x."category_id" WHERE x."product_id" = pc."product_id" AND k."parent_id" = p."id");
--> statement-breakpoint
-- The listing index lists each product under its categories' ancestors: rebuilt for the move (its reductions are then
-- written at start, server/main.ts).
SELECT kiosk_refresh_listing(NULL);
