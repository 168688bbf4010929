/**
 * Column builders the tables share (server/modules/<m>/tables.ts, ./shared-tables.ts): every timestamp of the shop
 * carries its time zone, most tables record when a row was created and last updated, and ordered lists keep a
 * position. Each call builds a fresh column, so a table's definition (and the migration drizzle-kit generates
 * from it) is the same as when it was written out in full.
 */
import { integer, jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Translations } from "../../domain/language.ts";

/** A timestamp with time zone. */
export function timestampTz<N extends string>(name: N) {
  return timestamp(name, { withTimezone: true });
}

/** created_at and updated_at, both now() unless given. */
export function timestamps() {
  return {
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  };
}

/** A row's place in its list, 0 unless given. */
export function position() {
  return integer("position").notNull().default(0);
}

/**
 * A catalogue label's other languages, `{"en": {"label": "…"}, "de": {…}}`; the row's own columns are Polish, the
 * fallback (domain/language.ts translated; docs/decisions/2026-11-26-catalogue-translations.md).
 */
export function translations() {
  return jsonb("translations").$type<Translations>().notNull().default({});
}
