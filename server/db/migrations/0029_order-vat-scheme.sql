ALTER TABLE "orders" ADD COLUMN "vat_scheme" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_country" text DEFAULT 'PL' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_scheme_ck" CHECK (vat_scheme IN ('domestic', 'oss', 'export'));