/**
 * State of the external-service adapters, kept in the database so every app process shares it: the VAT register
 * answers (one per NIP per day; the register allows ~100 searches a day), the daily call budget per service, and
 * per-client request counters for rate limits.
 */
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const vatRegisterLookups = pgTable(
  "vat_register_lookups",
  {
    nip: text("nip").notNull(),
    /** The day the register was asked about (Warsaw). */
    day: date("day", { mode: "string" }).notNull(),
    found: boolean("found").notNull(),
    /** The register's subject record, as received (null when not found). */
    subject: jsonb("subject"),
    /** The register's proof of the check. */
    requestId: text("request_id").notNull(),
    requestDateTime: text("request_date_time").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nip, t.day] })],
);

export const externalCallBudgets = pgTable(
  "external_call_budgets",
  {
    service: text("service").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.service, t.day] })],
);

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** e.g. "company-lookup:203.0.113.7" */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
