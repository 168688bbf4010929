ALTER TABLE "product_links" ALTER COLUMN "qty" SET DEFAULT 0;--> statement-breakpoint
-- The demo catalogue wrote 1 for every grouped member (never a merchant's choice): such a catalogue starts them at 0.
UPDATE "product_links" SET "qty" = 0
 WHERE "link_type" = 'associated' AND "qty" = 1 AND EXISTS (SELECT 1 FROM "catalog_meta" WHERE "key" = 'seeded');
