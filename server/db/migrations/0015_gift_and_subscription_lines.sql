ALTER TABLE "orders" ADD COLUMN "gift_recipient" jsonb;--> statement-breakpoint
-- Subscription lines are told apart by their period, first issue and gift choice (domain/cart-line.ts cartLineKey):
-- re-key the lines of open carts that were keyed by the sku alone.
UPDATE "cart_items" SET "line_key" = "sku" || '#n' || coalesce("product_option"->'extension_attributes'->'subscription_options'->>'number_option_id', '')
  || 's' || coalesce("product_option"->'extension_attributes'->'subscription_options'->>'starting_number_id', '')
  || CASE WHEN ("product_option"->'extension_attributes'->'subscription_options'->>'is_gift') = 'true' THEN 'g' ELSE '' END
WHERE jsonb_typeof("product_option"->'extension_attributes'->'subscription_options') = 'object' AND "line_key" = "sku";
