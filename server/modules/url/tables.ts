/**
 * The URL rewrites: a storefront path and the product, category or information page it
 * names, or a redirect. Written by the catalogue generator (scripts/catalogue); the url module reads them.
 */
import { integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";

export const urlRewrites = pgTable(
  "url_rewrites",
  {
    id: serial("id").primaryKey(),
    requestPath: text("request_path").notNull(),
    /** product | category | cms_page */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    /** 0 for a direct mapping, 301 or 302 for a redirect to target_path */
    redirectType: smallint("redirect_type").notNull().default(0),
    targetPath: text("target_path"),
  },
  (t) => [uniqueIndex("url_rewrites_request_path_uq").on(t.requestPath)],
);
