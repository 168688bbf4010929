-- The catalogue version: a random token in catalog_meta ('version') that changes, at commit, with every
-- write to a table whose data shows on a storefront page. Each process's HTML output cache keys its
-- entries on it (server/modules/page-cache), so a change made through any process, or by the catalogue
-- generator, retires every process's cached pages. Statement-level triggers: a bulk load bumps it once per
-- statement, not per row.
CREATE OR REPLACE FUNCTION kiosk_bump_page_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_meta (key, value) VALUES ('version', md5(random()::text || clock_timestamp()::text))
  ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['attribute_options', 'attributes', 'banners', 'bundle_options', 'bundle_selections', 'categories',
    'cms_blocks', 'cms_hierarchy', 'cms_pages', 'configurable_options', 'downloadable_links', 'price_history',
    'product_attribute_values', 'product_categories', 'product_links', 'product_media', 'product_super_links', 'products',
    'stock_items', 'subscription_number_options', 'subscription_starting_numbers', 'tax_classes', 'tax_rates', 'tax_rules',
    'url_rewrites', 'catalog_listing']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION kiosk_bump_page_version()', t || '_page_version', t);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO catalog_meta (key, value) VALUES ('version', md5(random()::text || clock_timestamp()::text)) ON CONFLICT (key) DO NOTHING;
