/**
 * Customer subscriptions and their renewals (docs/decisions/2026-11-26-subscriptions.md). One subscription per
 * subscription line of a paid order (order_item_id UNIQUE: fulfilling twice, or from two processes, makes one). A
 * renewal is one row per subscription and period (UNIQUE): whoever inserts it renews that period, so overlapping
 * runs, two processes and a crash between the order and the charge never make a second order or charge.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";
import { customers } from "../customer/tables.ts";
import { orderItems, orders } from "../order/tables.ts";

export const customerSubscriptions = pgTable(
  "customer_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** the order that bought it (a renewal's order is on its renewal row) */
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    /** null for a guest's order: kept so the shop knows what to send, shown in no account */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    productId: integer("product_id"),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    /** the product's press_type (null for a collection): sets the issue interval (domain/subscription.ts) */
    pressType: text("press_type"),
    numberOptionId: integer("number_option_id"),
    /** issues in a period */
    numbers: integer("numbers").notNull(),
    /** the current period's first issue */
    firstIssueLabel: text("first_issue_label").notNull(),
    firstIssueDate: date("first_issue_date", { mode: "string" }).notNull(),
    periodNo: integer("period_no").notNull().default(1),
    /** active | pending (a renewal waits for payment) | expired (refunded, cancelled) */
    status: text("status").notNull().default("active"),
    recurring: boolean("recurring").notNull().default(false),
    renewalCancelledAt: timestampTz("renewal_cancelled_at"),
    /** when the next period is charged (recurring ones whose renewal is on); null otherwise */
    nextRenewalAt: timestampTz("next_renewal_at"),
    deliveryAddress: jsonb("delivery_address"),
    /** {firstname, lastname, street, city, postcode, country_id} when bought as a gift */
    giftRecipient: jsonb("gift_recipient"),
    giftMessage: text("gift_message"),
    /** the price of one period, grosze */
    periodAmount: integer("period_amount").notNull(),
    /** the line's product_option, sent again with each renewal */
    productOption: jsonb("product_option"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("customer_subscriptions_item_uq").on(t.orderItemId),
    index("customer_subscriptions_customer_idx").on(t.customerId, t.id),
    index("customer_subscriptions_due_idx").on(t.nextRenewalAt, t.id).where(sql`recurring AND status = 'active' AND renewal_cancelled_at IS NULL`),
    check("customer_subscriptions_status_ck", sql`status IN ('active', 'pending', 'expired')`),
  ],
);

export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => customerSubscriptions.id, { onDelete: "cascade" }),
    /** the period this renewal pays for (the subscription's period_no + 1 when it was claimed) */
    periodNo: integer("period_no").notNull(),
    /** the renewal's order, once placed (placed again with the same key it is the same order) */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** charges made so far */
    attempts: integer("attempts").notNull().default(0),
    /** when a run may (re)charge it: the retry time, or the end of a running charge's lease */
    nextAttemptAt: timestampTz("next_attempt_at").notNull(),
    /** ordered (to charge) | charging (a run holds it) | paid | declined (retry due) | suspended (customer pays) */
    status: text("status").notNull().default("ordered"),
    lastErrorCode: text("last_error_code"),
    /**
     * The period it pays for, worked out when its order is placed (domain/subscription.ts): its first issue's date
     * and label, and when the renewal after it is due. Null on a renewal placed before these were kept.
     */
    nextFirstIssueDate: date("next_first_issue_date", { mode: "string" }),
    nextFirstIssueLabel: text("next_first_issue_label"),
    nextRenewalAt: timestampTz("next_renewal_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("subscription_renewals_period_uq").on(t.subscriptionId, t.periodNo),
    index("subscription_renewals_order_idx").on(t.orderId),
    index("subscription_renewals_due_idx").on(t.nextAttemptAt).where(sql`status IN ('ordered', 'charging', 'declined')`),
    check("subscription_renewals_status_ck", sql`status IN ('ordered', 'charging', 'paid', 'declined', 'suspended')`),
  ],
);
