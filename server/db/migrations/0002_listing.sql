-- The listing index: one narrow row per listable product (visibility 2–4, status 0–1) with what listings
-- filter, sort and aggregate on. category_ids holds the product's categories AND their ancestors, so a
-- category listing (with subcategories) is one GIN lookup; option_ids holds every filterable option
-- (a configurable parent carries its children's). Rebuilt by kiosk_refresh_listing() after catalogue
-- writes; stock changes reach it at once through a trigger.
CREATE TABLE "catalog_listing" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "type_id" text NOT NULL,
  "category_ids" integer[] NOT NULL,
  "option_ids" integer[] NOT NULL,
  "position" integer NOT NULL DEFAULT 0,
  "price" integer NOT NULL,
  "special_price" integer,
  "special_from_date" date,
  "special_to_date" date,
  "bestseller" boolean NOT NULL,
  "news_from_date" date,
  "news_to_date" date,
  "view_count" integer NOT NULL,
  "sales_count" integer NOT NULL,
  "book_premiere" date,
  "magazine_id" integer,
  "in_stock" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_listing_categories_idx" ON "catalog_listing" USING gin ("category_ids");
--> statement-breakpoint
CREATE INDEX "catalog_listing_options_idx" ON "catalog_listing" USING gin ("option_ids");
--> statement-breakpoint
CREATE INDEX "catalog_listing_sales_idx" ON "catalog_listing" ("sales_count" DESC, "product_id" DESC);
--> statement-breakpoint
CREATE INDEX "catalog_listing_views_idx" ON "catalog_listing" ("view_count" DESC, "product_id" DESC);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_refresh_listing(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalog_listing WHERE ids IS NULL OR product_id = ANY(ids);
  INSERT INTO catalog_listing (product_id, type_id, category_ids, option_ids, position, price, special_price, special_from_date,
                               special_to_date, bestseller, news_from_date, news_to_date, view_count, sales_count, book_premiere,
                               magazine_id, in_stock)
  SELECT p.id, p.type_id,
         coalesce((SELECT array_agg(DISTINCT a.id::int) FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                     CROSS JOIN LATERAL unnest(string_to_array(c.path, '/')) AS a(id) WHERE pc.product_id = p.id), '{}'),
         coalesce((SELECT array_agg(DISTINCT v.option_id) FROM product_attribute_values v WHERE v.product_id = p.id), '{}'),
         coalesce((SELECT min(pc.position) FROM product_categories pc WHERE pc.product_id = p.id), 0),
         p.price, p.special_price, p.special_from_date, p.special_to_date, p.bestseller, p.news_from_date, p.news_to_date,
         p.view_count, p.sales_count, p.book_premiere, p.magazine_id, coalesce(s.is_in_stock, false)
    FROM products p LEFT JOIN stock_items s ON s.product_id = p.id
   WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1) AND (ids IS NULL OR p.id = ANY(ids));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiosk_listing_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_listing SET in_stock = NEW.is_in_stock
   WHERE product_id = NEW.product_id AND in_stock IS DISTINCT FROM NEW.is_in_stock;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_items_listing" AFTER INSERT OR UPDATE OF "is_in_stock" ON "stock_items"
  FOR EACH ROW EXECUTE FUNCTION kiosk_listing_stock();
--> statement-breakpoint
SELECT kiosk_refresh_listing(NULL);
