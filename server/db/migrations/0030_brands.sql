CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "brands_kind_name_uq" ON "brands" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "brands_kind_slug_idx" ON "brands" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "products_author_idx" ON "products" USING btree ("author");--> statement-breakpoint
CREATE INDEX "products_publisher_idx" ON "products" USING btree ("publisher");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_kind_ck" CHECK ("kind" IN ('author', 'publisher'));
--> statement-breakpoint
-- A description edited shows at once: the brands retire cached pages like the other catalogue tables (migration 0008).
CREATE TRIGGER "brands_page_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_page_version();
