CREATE TABLE "newsletter_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"consent_version" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_coupons" (
	"email" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_pending" (
	"email" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"source" text NOT NULL,
	"consent_version" text NOT NULL,
	"ip" text,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "sales_rules" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "newsletter_consents_email_idx" ON "newsletter_consents" USING btree ("email","at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_pending_token_uq" ON "newsletter_pending" USING btree ("token_hash");