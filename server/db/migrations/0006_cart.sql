CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"sku" text NOT NULL,
	"product_type" text NOT NULL,
	"qty" integer NOT NULL,
	"product_option" jsonb,
	"line_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty_ck" CHECK (qty > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_token" text,
	"customer_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"merged_into_id" integer,
	"coupon_code" text,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_ck" CHECK ((guest_token IS NULL) <> (customer_id IS NULL)),
	CONSTRAINT "carts_status_ck" CHECK (status IN ('active', 'merged', 'ordered'))
);
--> statement-breakpoint
CREATE TABLE "sales_rule_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"customer_id" integer,
	"cart_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"from_date" date,
	"to_date" date,
	"uses_per_coupon" integer,
	"uses_per_customer" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sales_rules_type_ck" CHECK (discount_type IN ('percent', 'fixed')),
	CONSTRAINT "sales_rules_value_ck" CHECK (discount_value > 0 AND (discount_type = 'fixed' OR discount_value <= 100))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_usage" ADD CONSTRAINT "sales_rule_usage_rule_id_sales_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sales_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rule_usage" ADD CONSTRAINT "sales_rule_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_uq" ON "cart_items" USING btree ("cart_id","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_token_uq" ON "carts" USING btree ("guest_token");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_per_customer_uq" ON "carts" USING btree ("customer_id") WHERE status = 'active' AND customer_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_rule_usage_customer_idx" ON "sales_rule_usage" USING btree ("rule_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rule_usage_cart_uq" ON "sales_rule_usage" USING btree ("rule_id","cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rules_code_uq" ON "sales_rules" USING btree ("code");