CREATE TABLE "attribute_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"swatch" text
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_code" text NOT NULL,
	"frontend_label" text NOT NULL,
	"frontend_input" text NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_comparable" boolean DEFAULT false NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_visible_on_front" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_attribute_code_unique" UNIQUE("attribute_code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"image_desktop" text,
	"image_mobile" text,
	"url_desktop" text,
	"url_mobile" text,
	"link" text,
	"alt" text DEFAULT '' NOT NULL,
	"text1" text,
	"desktop" boolean DEFAULT true NOT NULL,
	"mobile" boolean DEFAULT true NOT NULL,
	"from_date" date,
	"to_date" date,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"type" text DEFAULT 'select' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_selections" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"price" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"default_sort_by" text DEFAULT 'position' NOT NULL,
	"is_landing" boolean DEFAULT false NOT NULL,
	"cate_landing_img" text,
	"hide_prices" boolean DEFAULT false NOT NULL,
	"is_premium_subscription" boolean DEFAULT false NOT NULL,
	"special_group" text,
	"listing_sort" text
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_blocks_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "cms_hierarchy" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"parent_id" integer,
	"page_id" integer,
	"title" text NOT NULL,
	"request_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content_heading" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "configurable_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloadable_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_format" text NOT NULL,
	"file_path" text NOT NULL,
	"sample_url" text,
	"number_of_downloads" integer DEFAULT 0 NOT NULL,
	"is_shareable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_option_id_pk" PRIMARY KEY("product_id","attribute_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_links_product_id_linked_product_id_link_type_pk" PRIMARY KEY("product_id","linked_product_id","link_type")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"label" text,
	"position" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_super_links" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_super_links_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"visibility" smallint DEFAULT 4 NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer,
	"special_from_date" date,
	"special_to_date" date,
	"tax_class_id" integer NOT NULL,
	"retail_price" integer,
	"promo_price" integer,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keyword" text,
	"ean" text,
	"isbn" text,
	"image" text,
	"main_category_id" integer,
	"category_names" text DEFAULT '' NOT NULL,
	"author" text,
	"publisher" text,
	"press_type" text,
	"publication_form" integer,
	"publishing_series" integer,
	"manufacturer" text,
	"magazine_id" integer,
	"book_premiere" date,
	"editions_qty" integer,
	"shipping_schedule" text,
	"is_recurring_payment" boolean DEFAULT false NOT NULL,
	"is_gift_included" boolean DEFAULT false NOT NULL,
	"is_virtual_bundle" boolean DEFAULT false NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"promo_block" boolean DEFAULT false NOT NULL,
	"news_from_date" date,
	"news_to_date" date,
	"view_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"weight_g" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"backorders" smallint DEFAULT 0 NOT NULL,
	"min_sale_qty" integer DEFAULT 1 NOT NULL,
	"max_sale_qty" integer DEFAULT 10000 NOT NULL,
	"source_code" text DEFAULT 'default' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_number_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"numbers" integer NOT NULL,
	"label" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_starting_numbers" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label" text NOT NULL,
	"issue_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country_id" text DEFAULT 'PL' NOT NULL,
	"region_id" integer DEFAULT 0 NOT NULL,
	"region_name" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '*' NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "tax_rates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL,
	"customer_tax_class_ids" integer[] NOT NULL,
	"tax_rate_ids" integer[] NOT NULL,
	CONSTRAINT "tax_rules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_path" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"redirect_type" smallint DEFAULT 0 NOT NULL,
	"target_path" text
);
--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_options" ADD CONSTRAINT "bundle_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD CONSTRAINT "bundle_selections_option_id_bundle_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selections" ADD CONSTRAINT "bundle_selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_hierarchy" ADD CONSTRAINT "cms_hierarchy_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD CONSTRAINT "configurable_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_options" ADD CONSTRAINT "configurable_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloadable_links" ADD CONSTRAINT "downloadable_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_links" ADD CONSTRAINT "product_super_links_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_links" ADD CONSTRAINT "product_super_links_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_number_options" ADD CONSTRAINT "subscription_number_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_starting_numbers" ADD CONSTRAINT "subscription_starting_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_options_attr_idx" ON "attribute_options" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "banners_slot_idx" ON "banners" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "bundle_options_product_idx" ON "bundle_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_selections_option_idx" ON "bundle_selections" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_path_uq" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_url_key_idx" ON "categories" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "configurable_options_product_idx" ON "configurable_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "downloadable_links_product_idx" ON "downloadable_links" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "pav_attr_option_idx" ON "product_attribute_values" USING btree ("attribute_id","option_id");--> statement-breakpoint
CREATE INDEX "product_categories_cat_idx" ON "product_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "super_links_child_idx" ON "product_super_links" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_path_uq" ON "products" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "products_ean_idx" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "products_isbn_idx" ON "products" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "products_views_idx" ON "products" USING btree ("view_count");--> statement-breakpoint
CREATE INDEX "products_premiere_idx" ON "products" USING btree ("book_premiere");--> statement-breakpoint
CREATE INDEX "subscription_number_options_product_idx" ON "subscription_number_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "subscription_starting_numbers_product_idx" ON "subscription_starting_numbers" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_request_path_uq" ON "url_rewrites" USING btree ("request_path");