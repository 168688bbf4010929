/**
 * The VAT register's answers (one per NIP per day; the register allows ~100 searches a day), kept in the database
 * so every app process shares them. The company module asks the register and writes them.
 */
import { boolean, date, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns.ts";

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
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nip, t.day] })],
);
