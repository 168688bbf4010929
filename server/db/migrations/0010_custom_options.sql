CREATE TABLE "product_custom_options" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_custom_options" ADD CONSTRAINT "product_custom_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Custom options show on product pages and price cart lines: their writes retire cached documents and pages
-- like every other catalogue table (migrations 0008 and 0009).
CREATE TRIGGER "product_custom_options_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_custom_options"
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "product_custom_options_page_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_custom_options"
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_page_version();
