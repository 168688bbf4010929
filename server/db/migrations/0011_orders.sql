CREATE SEQUENCE "public"."order_increment_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"type_id" text NOT NULL,
	"qty" integer NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"unit_gross" integer NOT NULL,
	"unit_net" integer NOT NULL,
	"row_gross" integer NOT NULL,
	"row_net" integer NOT NULL,
	"discount_gross" integer NOT NULL,
	"row_net_after_discount" integer NOT NULL,
	"tax" integer NOT NULL,
	"product_option" jsonb,
	"options" jsonb NOT NULL,
	CONSTRAINT "order_items_qty_ck" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_order_id" text NOT NULL,
	"increment_id" text NOT NULL,
	"customer_id" integer,
	"cart_id" integer,
	"status" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"customer_type" text NOT NULL,
	"invoice_requested" boolean DEFAULT false NOT NULL,
	"company" text,
	"vat_id" text,
	"regon" text,
	"register_request_id" text,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"shipping_description" text,
	"pickup_point" jsonb,
	"payment_method_code" text NOT NULL,
	"payment_additional" jsonb,
	"coupon_code" text,
	"subtotal_gross" integer NOT NULL,
	"subtotal_net" integer NOT NULL,
	"discount_gross" integer NOT NULL,
	"shipping_gross" integer NOT NULL,
	"shipping_net" integer NOT NULL,
	"shipping_tax" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"tax_breakdown" jsonb NOT NULL,
	"consents" jsonb NOT NULL,
	"store_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK (status IN ('pending', 'processing', 'complete', 'canceled')),
	CONSTRAINT "orders_customer_type_ck" CHECK (customer_type IN ('private', 'company'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_order_id_uq" ON "orders" USING btree ("client_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_increment_id_uq" ON "orders" USING btree ("increment_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");