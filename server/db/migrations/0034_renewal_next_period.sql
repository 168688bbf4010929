ALTER TABLE "subscription_renewals" ADD COLUMN "next_first_issue_date" date;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "next_first_issue_label" text;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "next_renewal_at" timestamp with time zone;