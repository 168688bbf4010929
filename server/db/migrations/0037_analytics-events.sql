CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_attempts_ck" CHECK (attempts >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ga_client_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_event_key_uq" ON "analytics_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "analytics_events_due_idx" ON "analytics_events" USING btree ("next_attempt_at") WHERE sent_at IS NULL;