CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"recommend" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "product_reviews_rating_ck" CHECK (rating BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_status_ck" CHECK (status IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_customer_product_uq" ON "wishlist_items" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_customer_idx" ON "wishlist_items" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","status","id");--> statement-breakpoint
CREATE INDEX "product_reviews_customer_idx" ON "product_reviews" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_customer_product_uq" ON "product_reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
-- Hand-written (keep at the end; re-append after regenerating): a review that becomes, or stops being, approved
-- changes what its product page shows (the list, the rating, the JSON-LD), so it bumps the page version that the
-- output cache keys on (migration 0008). A new pending review changes no page and bumps nothing.
CREATE TRIGGER product_reviews_page_version_upd AFTER UPDATE ON product_reviews FOR EACH ROW
  WHEN ((OLD.status = 'approved') IS DISTINCT FROM (NEW.status = 'approved')) EXECUTE FUNCTION kiosk_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER product_reviews_page_version_del AFTER DELETE ON product_reviews FOR EACH ROW
  WHEN (OLD.status = 'approved') EXECUTE FUNCTION kiosk_bump_page_version();
--> statement-breakpoint
CREATE TRIGGER product_reviews_page_version_ins AFTER INSERT ON product_reviews FOR EACH ROW
  WHEN (NEW.status = 'approved') EXECUTE FUNCTION kiosk_bump_page_version();
