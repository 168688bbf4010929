/**
 * The shop's delivery and payment terms as data (docs/decisions/2026-11-26-delivery-rules-data.md): at most one row,
 * the back office's settings laid over the code's rules (domain/delivery-rules.ts). No row: the code's rules with the
 * configuration, as before. `version` grows with every change; each process compares it, cheaply, to the one its
 * cached rules came from.
 */
import { check, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { timestampTz } from "../../db/columns.ts";

export const deliverySettings = pgTable(
  "delivery_settings",
  {
    /** always 1: the shop has one set of terms */
    id: smallint("id").primaryKey().default(1),
    /** DeliverySettings (domain/delivery-rules.ts), checked on save; null: the code's terms again (the back office's reset) */
    settings: jsonb("settings"),
    version: integer("version").notNull().default(1),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    /** the staff member's e-mail */
    updatedBy: text("updated_by"),
  },
  (t) => [check("delivery_settings_one_row", sql`${t.id} = 1`)],
);
