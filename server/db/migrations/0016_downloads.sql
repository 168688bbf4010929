CREATE TABLE "download_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"bytes" integer NOT NULL,
	"range" text
);
--> statement-breakpoint
CREATE TABLE "download_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"customer_id" integer,
	"product_id" integer,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"format" text NOT NULL,
	"downloads_allowed" integer,
	"downloads_used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "download_grants_status_ck" CHECK (status IN ('available', 'pending', 'expired', 'revoked')),
	CONSTRAINT "download_grants_used_ck" CHECK (downloads_used >= 0 AND (downloads_allowed IS NULL OR downloads_used <= downloads_allowed))
);
--> statement-breakpoint
ALTER TABLE "download_events" ADD CONSTRAINT "download_events_grant_id_download_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."download_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_events_grant_idx" ON "download_events" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_grants_item_link_uq" ON "download_grants" USING btree ("order_item_id","link_id");--> statement-breakpoint
CREATE INDEX "download_grants_customer_idx" ON "download_grants" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "download_grants_order_idx" ON "download_grants" USING btree ("order_id");