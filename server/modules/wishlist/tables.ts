/**
 * The customers' wishlists (docs/decisions/2026-11-26-wishlist-reviews.md): one row per product a signed-in customer
 * keeps, with the server item id the API names it by. A guest's list lives in the browser and is merged in at
 * sign-in. A product appears once per customer (UNIQUE(customer_id, product_id)), so adding it again, from another
 * tab or device, changes nothing; the row goes with its customer or its product.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns.ts";
import { products } from "../catalog/tables.ts";
import { customers } from "../customer/tables.ts";

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** the product's own sku (a configurable child is kept as its parent), as the storefront names it */
    sku: text("sku").notNull(),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlist_items_customer_product_uq").on(t.customerId, t.productId), index("wishlist_items_customer_idx").on(t.customerId, t.id)],
);
