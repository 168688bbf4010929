/**
 * Carts (quotes), their lines, and coupons as sales rules (docs/decisions/2026-11-23-cart.md).
 * A guest cart is reached by its unguessable 32-hex `guest_token`; a customer cart by its numeric id plus the
 * owner's token. One active cart per customer (partial unique index); one line per (cart, line key), so two
 * concurrent adds of the same line end as one line.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, boolean } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";
import { customers } from "../customer/tables.ts";
import { products } from "../catalog/tables.ts";

export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    /** 32 lower-case hex characters for a guest cart; null for a customer cart */
    guestToken: text("guest_token"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** active | merged (into merged_into_id) | ordered */
    status: text("status").notNull().default("active"),
    mergedIntoId: integer("merged_into_id"),
    couponCode: text("coupon_code"),
    shippingCarrierCode: text("shipping_carrier_code"),
    shippingMethodCode: text("shipping_method_code"),
    paymentMethod: text("payment_method"),
    shippingAddress: jsonb("shipping_address"),
    billingAddress: jsonb("billing_address"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("carts_guest_token_uq").on(t.guestToken),
    uniqueIndex("carts_one_active_per_customer_uq").on(t.customerId).where(sql`status = 'active' AND customer_id IS NOT NULL`),
    check("carts_owner_ck", sql`(guest_token IS NULL) <> (customer_id IS NULL)`),
    check("carts_status_ck", sql`status IN ('active', 'merged', 'ordered')`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** the product on the line: the child for a configurable line */
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** the configurable parent, when the line is a configurable one */
    parentProductId: integer("parent_product_id").references(() => products.id),
    sku: text("sku").notNull(),
    /** the type the client sees: "configurable" for a configurable line, else the product's type */
    productType: text("product_type").notNull(),
    qty: integer("qty").notNull(),
    productOption: jsonb("product_option"),
    /** sku, plus the options checksum for bundle and custom-option lines (domain/cart-line.ts cartLineKey) */
    lineKey: text("line_key").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("cart_items_line_uq").on(t.cartId, t.lineKey), check("cart_items_qty_ck", sql`qty > 0`)],
);

export const salesRules = pgTable(
  "sales_rules",
  {
    id: serial("id").primaryKey(),
    /** upper-case */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** percent | fixed */
    discountType: text("discount_type").notNull(),
    /** percent: 1–100; fixed: grosze */
    discountValue: integer("discount_value").notNull(),
    /** goods gross (grosze) the cart must reach */
    minSubtotal: integer("min_subtotal").notNull().default(0),
    /** Warsaw calendar days, inclusive; null open-ended */
    fromDate: date("from_date"),
    toDate: date("to_date"),
    usesPerCoupon: integer("uses_per_coupon"),
    usesPerCustomer: integer("uses_per_customer"),
    timesUsed: integer("times_used").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** lower-cased; when set, only an order with this e-mail may use the code (the newsletter's welcome coupon) */
    email: text("email"),
  },
  (t) => [
    uniqueIndex("sales_rules_code_uq").on(t.code),
    check("sales_rules_type_ck", sql`discount_type IN ('percent', 'fixed')`),
    check("sales_rules_value_ck", sql`discount_value > 0 AND (discount_type = 'fixed' OR discount_value <= 100)`),
  ],
);

/** One row per order placed with a rule (written by the order module through CartService.recordCouponUse). */
export const salesRuleUsage = pgTable(
  "sales_rule_usage",
  {
    id: serial("id").primaryKey(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => salesRules.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    cartId: integer("cart_id").notNull(),
    usedAt: timestampTz("used_at").notNull().defaultNow(),
  },
  (t) => [index("sales_rule_usage_customer_idx").on(t.ruleId, t.customerId), uniqueIndex("sales_rule_usage_cart_uq").on(t.ruleId, t.cartId)],
);
