CREATE TABLE "popularity_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_popularity" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"view_score" double precision,
	"sales_score" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_popularity" ADD CONSTRAINT "product_popularity_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_popularity_view_score_idx" ON "product_popularity" USING btree ("view_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_popularity_sales_score_idx" ON "product_popularity" USING btree ("sales_score" DESC NULLS LAST);--> statement-breakpoint
-- Adding and taking back weight on the "effective day" scale of product_popularity's scores (server/modules/catalog/
-- popularity.ts): a ⊕ b = m + H·log2(2^((a−m)/H) + 2^((b−m)/H)), m = max(a, b), which never overflows; null is "nothing".
CREATE OR REPLACE FUNCTION kiosk_score_add(a float8, b float8, h float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a
    ELSE greatest(a, b) + h * ln(power(2::float8, (a - greatest(a, b)) / h) + power(2::float8, (b - greatest(a, b)) / h)) / ln(2::float8) END
$$;
--> statement-breakpoint
-- a ⊖ b: the weight b (once added) taken back from a; null when nothing (or only rounding) is left.
CREATE OR REPLACE FUNCTION kiosk_score_sub(a float8, b float8, h float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN a IS NULL OR b IS NULL THEN a WHEN (b - a) / h > -1e-9 THEN NULL
    ELSE a + h * ln(1 - power(2::float8, (b - a) / h)) / ln(2::float8) END
$$;
--> statement-breakpoint
-- The counts a catalogue came with (products.view_count and sales_count: an import, or the demo generator's) as the
-- starting popularity, as if counted at `at` with the half-life h (days); products already counted keep theirs.
CREATE OR REPLACE FUNCTION kiosk_seed_popularity(h float8, at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_popularity (product_id, views, sales, view_score, sales_score, updated_at)
  SELECT id, view_count, sales_count,
         CASE WHEN view_count > 0 THEN extract(epoch FROM at) / 86400 + h * ln(view_count) / ln(2::float8) END,
         CASE WHEN sales_count > 0 THEN extract(epoch FROM at) / 86400 + h * ln(sales_count) / ln(2::float8) END, at
    FROM products WHERE view_count > 0 OR sales_count > 0
  ON CONFLICT (product_id) DO NOTHING
$$;
--> statement-breakpoint
SELECT kiosk_seed_popularity(30, now());
--> statement-breakpoint
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
