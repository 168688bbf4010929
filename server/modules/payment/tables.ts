/**
 * Online payments (PayU, docs/polish-rules.md §1; docs/decisions/2026-11-26-payments.md). The order is placed first;
 * each PayU order made for it is one `payments` row (an attempt: extOrderId `${increment_id}-${attempt}`). Statuses
 * move forward only, by guarded UPDATEs (server/modules/payment/transitions.ts); a partial unique index allows one
 * live attempt per order, so a double click or two processes make one PayU order. Every notification PayU sends is
 * recorded (audit and replay), refunds are kept with their status, and the reusable card token of a recurring
 * first payment is kept on the customer for later charges.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";
import { customers } from "../customer/tables.ts";
import { orders } from "../order/tables.ts";

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1, 2, …: the attempt's number for its order */
    attempt: integer("attempt").notNull(),
    /** the order's customer (null for a guest): whom a saved card belongs to */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** our id of the PayU order, unique per POS: `${increment_id}-${attempt}` */
    extOrderId: text("ext_order_id").notNull(),
    /** PayU's orderId, once PayU answered (or notified) */
    payuOrderId: text("payu_order_id"),
    /** the shop's payment method code: vue_payu_gateway, vue_payu_gateway_blik, vue_payu_gateway_recurring */
    methodCode: text("method_code").notNull(),
    /** PayU's method: a bank code, "blik", "c", "ap", "jp", "dpt", …; null for PayU's own picker */
    payuMethod: text("payu_method"),
    /** PBL, BLIK_AUTHORIZATION_CODE, CARD_TOKEN or PAYMENT_WALL */
    payuMethodType: text("payu_method_type").notNull(),
    /** NEW | PENDING | WAITING_FOR_CONFIRMATION | COMPLETED | CANCELED (PayU's statuses, §1.6) */
    status: text("status").notNull().default("NEW"),
    /** grosze */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("PLN"),
    redirectUri: text("redirect_uri"),
    /** why the attempt failed: a stable code for the shopper (BLIK_CODE_DECLINED, PAYMENT_PROVIDER_UNAVAILABLE, …) */
    errorCode: text("error_code"),
    /** a hash of what was asked (method, sub-method, BLIK code, card token): the same request twice is a double click */
    requestHash: text("request_hash").notNull(),
    /** the reusable card token (TOKC_) PayU gave for a recurring first payment, kept on the customer once paid */
    cardToken: text("card_token"),
    cardMask: text("card_mask"),
    /** the card was kept on the customer (customer_payment_cards) when the payment completed */
    cardSaved: boolean("card_saved").notNull().default(false),
    completedAt: timestampTz("completed_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("payments_ext_order_id_uq").on(t.extOrderId),
    uniqueIndex("payments_order_attempt_uq").on(t.orderId, t.attempt),
    // One live attempt per order: a second concurrent start inserts nothing and answers the first.
    uniqueIndex("payments_one_live_per_order_uq").on(t.orderId).where(sql`status IN ('NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION')`),
    index("payments_payu_order_idx").on(t.payuOrderId),
    check("payments_status_ck", sql`status IN ('NEW', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED')`),
    check("payments_amount_ck", sql`amount >= 0`),
  ],
);

/** Every notification PayU delivered, verified or not: what it said and what it did (applied, ignored, mismatch, unknown). */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial("id").primaryKey(),
    /** null when the notification names no attempt of ours */
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    /** order | refund */
    kind: text("kind").notNull(),
    extOrderId: text("ext_order_id").notNull(),
    payuOrderId: text("payu_order_id").notNull(),
    /** the status the notification carried (the order's, or the refund's) */
    status: text("status").notNull(),
    /** grosze, as notified */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** SHA-256 of the raw body, hex: the same delivery twice has the same hash */
    bodyHash: text("body_hash").notNull(),
    /** applied | ignored (a repeat, or out of order) | mismatch (amount or currency) | unknown (no such attempt) */
    outcome: text("outcome").notNull(),
    receivedAt: timestampTz("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_notifications_payment_idx").on(t.paymentId, t.id),
    check("payment_notifications_outcome_ck", sql`outcome IN ('applied', 'ignored', 'mismatch', 'unknown')`),
  ],
);

export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** PayU's refundId; `request:<uuid>` while the shop's request waits for PayU's answer (docs/decisions/2026-11-26-audit-atomic.md) */
    refundId: text("refund_id").notNull(),
    /** grosze */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("PLN"),
    /** REQUESTED (the shop asked, PayU has not answered yet), then PayU's refund status: PENDING, FINALIZED, CANCELED */
    status: text("status").notNull(),
    reason: text("reason").notNull().default(""),
    ...timestamps(),
  },
  (t) => [uniqueIndex("payment_refunds_refund_id_uq").on(t.refundId), index("payment_refunds_payment_idx").on(t.paymentId)],
);

/** Reusable card tokens (TOKC_) of a customer, from a completed recurring first payment: for later STANDARD charges. */
export const customerPaymentCards = pgTable(
  "customer_payment_cards",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    mask: text("mask"),
    /** the payment that gave the token */
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customer_payment_cards_uq").on(t.customerId, t.token)],
);

/**
 * The expiry sweep's claims: an order being expired by one process (its live PayU orders are cancelled first) is
 * leased here, so another process does not work on it at the same time; a lease that ends (the process stopped)
 * lets the next sweep take the order again.
 */
export const paymentExpiryLeases = pgTable("payment_expiry_leases", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  leasedUntil: timestampTz("leased_until").notNull(),
});
