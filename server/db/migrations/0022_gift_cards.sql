CREATE TABLE "gift_card_carts" (
	"cart_id" integer NOT NULL,
	"gift_card_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_carts_cart_id_gift_card_id_pk" PRIMARY KEY("cart_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'debited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "gift_card_redemptions_amount_ck" CHECK (amount > 0),
	CONSTRAINT "gift_card_redemptions_status_ck" CHECK (status IN ('debited', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"code_secret" text,
	"initial_value" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"order_item_id" integer,
	"seq" integer DEFAULT 1 NOT NULL,
	"customer_id" integer,
	"buyer_email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_ck" CHECK (balance >= 0 AND balance <= initial_value),
	CONSTRAINT "gift_cards_status_ck" CHECK (status IN ('active', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "tax_rates" ALTER COLUMN "rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "vat_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_carts" ADD CONSTRAINT "gift_card_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_carts" ADD CONSTRAINT "gift_card_carts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_carts_card_idx" ON "gift_card_carts" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_redemptions_card_order_uq" ON "gift_card_redemptions" USING btree ("gift_card_id","order_id");--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_order_idx" ON "gift_card_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_uq" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_item_seq_uq" ON "gift_cards" USING btree ("order_item_id","seq");--> statement-breakpoint
CREATE INDEX "gift_cards_customer_idx" ON "gift_cards" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_amount_ck" CHECK (gift_card_amount >= 0 AND gift_card_amount <= grand_total);--> statement-breakpoint
-- Gift cards are multi-purpose vouchers, sold outside VAT (docs/polish-rules.md §3.1): a catalogue filled before
-- this migration gets the "np." rate, its tax class and rule, and its gift cards move to that class. An empty
-- database is left alone: the catalogue generator writes the same reference rows (scripts/catalogue/reference.ts).
INSERT INTO "tax_classes" ("id", "name", "type")
  SELECT 5, 'Bony różnego przeznaczenia (karty podarunkowe)', 'product' WHERE EXISTS (SELECT 1 FROM "tax_classes")
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "tax_rates" ("id", "code", "country_id", "region_id", "region_name", "postcode", "rate")
  SELECT 4, 'PL-NP', 'PL', 0, '', '*', NULL WHERE EXISTS (SELECT 1 FROM "tax_rates")
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "tax_rules" ("id", "code", "priority", "position", "product_tax_class_ids", "customer_tax_class_ids", "tax_rate_ids")
  SELECT 4, 'Poza VAT: bony różnego przeznaczenia', 0, 3, ARRAY[5], ARRAY[10], ARRAY[4]
  WHERE EXISTS (SELECT 1 FROM "tax_classes" WHERE "id" = 5) AND EXISTS (SELECT 1 FROM "tax_rates" WHERE "id" = 4)
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
UPDATE "products" SET "tax_class_id" = 5, "updated_at" = now()
  WHERE "type_id" = 'virtual' AND "name" LIKE 'Karta podarunkowa%' AND "tax_class_id" <> 5
    AND EXISTS (SELECT 1 FROM "tax_classes" WHERE "id" = 5);
