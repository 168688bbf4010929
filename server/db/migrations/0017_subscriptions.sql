CREATE TABLE "customer_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"customer_id" integer,
	"product_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"press_type" text,
	"number_option_id" integer,
	"numbers" integer NOT NULL,
	"first_issue_label" text NOT NULL,
	"first_issue_date" date NOT NULL,
	"period_no" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"renewal_cancelled_at" timestamp with time zone,
	"next_renewal_at" timestamp with time zone,
	"delivery_address" jsonb,
	"gift_recipient" jsonb,
	"gift_message" text,
	"period_amount" integer NOT NULL,
	"product_option" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_subscriptions_status_ck" CHECK (status IN ('active', 'pending', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_no" integer NOT NULL,
	"order_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"last_error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_status_ck" CHECK (status IN ('ordered', 'charging', 'paid', 'declined', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_subscriptions_item_uq" ON "customer_subscriptions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_customer_idx" ON "customer_subscriptions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_due_idx" ON "customer_subscriptions" USING btree ("next_renewal_at","id") WHERE recurring AND status = 'active' AND renewal_cancelled_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_period_uq" ON "subscription_renewals" USING btree ("subscription_id","period_no");--> statement-breakpoint
CREATE INDEX "subscription_renewals_order_idx" ON "subscription_renewals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_renewals_due_idx" ON "subscription_renewals" USING btree ("next_attempt_at") WHERE status IN ('ordered', 'charging', 'declined');