/**
 * Downloads (docs/decisions/2026-11-26-downloads.md). A paid order's downloadable line grants each of its product's
 * files once (UNIQUE(order_item_id, link_id): fulfilling twice, or from two processes, grants once). A grant keeps
 * what its file is made of (sku, title, author, format) so it serves the same file if the catalogue changes; the
 * count of downloads is raised by one guarded UPDATE, so concurrent downloads never pass the limit. Every download
 * served is recorded in download_events.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns.ts";
import { customers } from "../customer/tables.ts";
import { orderItems, orders } from "../order/tables.ts";
import { products } from "../catalog/tables.ts";

export const downloadGrants = pgTable(
  "download_grants",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    /** the catalogue's downloadable_links.id (no foreign key: a rebuilt catalogue must not take a bought file away) */
    linkId: integer("link_id").notNull(),
    /** the owner: only this customer lists and downloads the grant */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    /** the product's name as ordered */
    title: text("title").notNull(),
    author: text("author"),
    /** pdf | epub */
    format: text("format").notNull(),
    /** null: unlimited */
    downloadsAllowed: integer("downloads_allowed"),
    downloadsUsed: integer("downloads_used").notNull().default(0),
    /** available | pending | expired | revoked */
    status: text("status").notNull().default("available"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    revokedAt: timestampTz("revoked_at"),
  },
  (t) => [
    uniqueIndex("download_grants_item_link_uq").on(t.orderItemId, t.linkId),
    index("download_grants_customer_idx").on(t.customerId, t.id),
    index("download_grants_order_idx").on(t.orderId),
    check("download_grants_status_ck", sql`status IN ('available', 'pending', 'expired', 'revoked')`),
    check("download_grants_used_ck", sql`downloads_used >= 0 AND (downloads_allowed IS NULL OR downloads_used <= downloads_allowed)`),
  ],
);

/** One row per download served (a full file or the first range of one). */
export const downloadEvents = pgTable(
  "download_events",
  {
    id: serial("id").primaryKey(),
    grantId: integer("grant_id")
      .notNull()
      .references(() => downloadGrants.id, { onDelete: "cascade" }),
    at: timestampTz("at").notNull().defaultNow(),
    ip: text("ip"),
    bytes: integer("bytes").notNull(),
    /** the Range header asked for, if any */
    range: text("range"),
  },
  (t) => [index("download_events_grant_idx").on(t.grantId)],
);
