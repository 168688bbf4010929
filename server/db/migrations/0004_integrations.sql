CREATE TABLE "external_call_budgets" (
	"service" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "external_call_budgets_service_day_pk" PRIMARY KEY("service","day")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "vat_register_lookups" (
	"nip" text NOT NULL,
	"day" date NOT NULL,
	"found" boolean NOT NULL,
	"subject" jsonb,
	"request_id" text NOT NULL,
	"request_date_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_register_lookups_nip_day_pk" PRIMARY KEY("nip","day")
);
