CREATE TABLE "password_check_claims" (
	"subject" text PRIMARY KEY NOT NULL,
	"claims" timestamp with time zone[] NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "locked_until";