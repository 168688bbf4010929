-- The catalogue's own labels in other languages (docs/decisions/2026-11-26-catalogue-translations.md): each row keeps its
-- Polish text in its own columns and English, German and Italian in `translations`, {"en": {"name": "…"}, …}; a missing
-- or empty text falls back to Polish. The tables already bump the catalogue and page versions (migrations 0003, 0008),
-- so a change of a translation retires the cached documents and pages like any other catalogue write. A demo catalogue
-- seeded before this migration gets the generator's texts at the next start (server/db/seed.ts).
ALTER TABLE "attribute_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "downloadable_links" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_number_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_starting_numbers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;