CREATE TABLE "delivery_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id" = 1)
);
--> statement-breakpoint
-- A change of the delivery terms changes what pages state (product texts, the delivery page, the checkout): it moves
-- the page version like the catalogue's tables (migration 0008), so every process's cached pages are retired.
CREATE TRIGGER "delivery_settings_page_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_settings" FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_page_version();
