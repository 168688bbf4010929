/**
 * Product reviews (docs/decisions/2026-11-26-wishlist-reviews.md): written by customers and, after a bot check, by
 * guests; every review waits for moderation (pending → approved or rejected) and only approved ones are shown. A
 * review by a customer who bought the product (a paid order line, read through the order module's door when the
 * review is written) is marked as a verified purchase. The text is stored as written; pages escape it.
 * A customer writes one review per product (UNIQUE(customer_id, product_id)).
 * Migration 0024 adds triggers that bump the page version when a review becomes, or stops being, approved, so the
 * product pages in the output cache show it (server/modules/page-cache).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestampTz } from "../../db/columns.ts";
import { products } from "../catalog/tables.ts";
import { customers } from "../customer/tables.ts";

export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** the author's account; null for a guest */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** the name shown with the review */
    nickname: text("nickname").notNull(),
    /** the author's e-mail (the account's for a customer): for moderation, never shown */
    email: text("email").notNull(),
    /** 1–5 stars; null: the review gave none (a Vue Storefront 1 client's form asks none): it counts, not in the average */
    rating: smallint("rating"),
    title: text("title").notNull(),
    detail: text("detail").notNull(),
    /** "I recommend this product" */
    recommend: boolean("recommend").notNull(),
    /** pending | approved | rejected */
    status: text("status").notNull().default("pending"),
    /** the author is a customer with a paid order line of this product (checked when the review is written) */
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    moderatedAt: timestampTz("moderated_at"),
  },
  (t) => [
    index("product_reviews_product_idx").on(t.productId, t.status, t.id),
    index("product_reviews_customer_idx").on(t.customerId, t.id),
    uniqueIndex("product_reviews_customer_product_uq").on(t.customerId, t.productId),
    check("product_reviews_rating_ck", sql`rating BETWEEN 1 AND 5`),
    check("product_reviews_status_ck", sql`status IN ('pending', 'approved', 'rejected')`),
  ],
);
