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
-- The demo catalogue's "Promocje" lists (scripts/catalogue/reference.ts) list true reductions only; the bundles'
-- list below them ("Pakiety") stays every bundle.
UPDATE "categories" SET "sale_only" = true WHERE "url_path" IN ('promocje', 'promocje/okazje-dnia');
