-- Online payments (PayU, issue 14): attempts (one live per order), notifications as received, refunds, saved card tokens,
-- the expiry sweep's leases; and the pending orders by age for that sweep. See server/modules/payment/tables.ts.
CREATE TABLE "customer_payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token" text NOT NULL,
	"mask" text,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_expiry_leases" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"kind" text NOT NULL,
	"ext_order_id" text NOT NULL,
	"payu_order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"body_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_outcome_ck" CHECK (outcome IN ('applied', 'ignored', 'mismatch', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"customer_id" integer,
	"ext_order_id" text NOT NULL,
	"payu_order_id" text,
	"method_code" text NOT NULL,
	"payu_method" text,
	"payu_method_type" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"redirect_uri" text,
	"error_code" text,
	"request_hash" text NOT NULL,
	"card_token" text,
	"card_mask" text,
	"card_saved" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_ck" CHECK (status IN ('NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED')),
	CONSTRAINT "payments_amount_ck" CHECK (amount >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_payment_cards" ADD CONSTRAINT "customer_payment_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_cards" ADD CONSTRAINT "customer_payment_cards_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_expiry_leases" ADD CONSTRAINT "payment_expiry_leases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_payment_cards_uq" ON "customer_payment_cards" USING btree ("customer_id","token");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_id_uq" ON "payment_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_ext_order_id_uq" ON "payments" USING btree ("ext_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_attempt_uq" ON "payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order_uq" ON "payments" USING btree ("order_id") WHERE status IN ('NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION');--> statement-breakpoint
CREATE INDEX "payments_payu_order_idx" ON "payments" USING btree ("payu_order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_created_idx" ON "orders" USING btree ("created_at","id") WHERE status = 'pending';