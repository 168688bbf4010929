-- Transactional outbox for the order confirmation (and checkout welcome) mail: the row is written in the
-- order's own statement, a background sender in any app process claims due rows (FOR UPDATE SKIP LOCKED plus a
-- lease in next_attempt_at), sends them after the commit, records sent_at, and retries failures with backoff.
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer REFERENCES "public"."orders"("id") ON DELETE cascade,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at", "id") WHERE "sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id");
