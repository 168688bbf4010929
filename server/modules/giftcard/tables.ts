/**
 * Gift cards (docs/decisions/2026-11-26-gift-cards.md): multi-purpose vouchers issued when an order selling them is
 * paid, spent at checkout as a means of payment with a balance. A card's code is never stored: its SHA-256 finds
 * it (`code_hash`, unique), its last four characters name it, and `code_secret` keeps it encrypted with the shop's
 * secret for its buyer's account page. Issuing is idempotent (UNIQUE(order_item_id, seq)); a balance is spent by
 * one guarded UPDATE (`balance >= amount`) inside the order's transaction, recorded in gift_card_redemptions, and
 * given back when an unpaid order is cancelled.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";
import { carts } from "../cart/tables.ts";
import { customers } from "../customer/tables.ts";
import { orderItems, orders } from "../order/tables.ts";

export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    /** hex SHA-256 of the normalised code (domain/gift-card.ts normaliseGiftCardCode) */
    codeHash: text("code_hash").notNull(),
    /** the code's last four characters, to name the card where its code must not be read */
    codeLast4: text("code_last4").notNull(),
    /** the code, AES-256-GCM with a key from AUTH_SECRET ("iv.tag.ciphertext", base64url): shown to its buyer only */
    codeSecret: text("code_secret"),
    /** grosze: the card's value, its price */
    initialValue: integer("initial_value").notNull(),
    /** grosze left to spend */
    balance: integer("balance").notNull(),
    /** active | revoked (its purchase was refunded before any of it was spent) */
    status: text("status").notNull().default("active"),
    issuedAt: timestampTz("issued_at").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    /** the order that sold it, and its line; `seq` numbers the cards of a line with a quantity above 1 */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "set null" }),
    seq: integer("seq").notNull().default(1),
    /** the buyer (their account lists the card); null for a guest. Anyone with the code may spend it. */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    buyerEmail: text("buyer_email").notNull(),
    /** the product's name as sold ("Karta podarunkowa 50 zł") */
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("gift_cards_code_hash_uq").on(t.codeHash),
    uniqueIndex("gift_cards_item_seq_uq").on(t.orderItemId, t.seq),
    index("gift_cards_customer_idx").on(t.customerId, t.id),
    index("gift_cards_order_idx").on(t.orderId),
    check("gift_cards_balance_ck", sql`balance >= 0 AND balance <= initial_value`),
    check("gift_cards_status_ck", sql`status IN ('active', 'revoked')`),
  ],
);

/** What a card paid of an order: taken when the order is placed, given back (restored) if it is cancelled unpaid. */
export const giftCardRedemptions = pgTable(
  "gift_card_redemptions",
  {
    id: serial("id").primaryKey(),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** grosze */
    amount: integer("amount").notNull(),
    /** debited | restored */
    status: text("status").notNull().default("debited"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
    restoredAt: timestampTz("restored_at"),
  },
  (t) => [
    uniqueIndex("gift_card_redemptions_card_order_uq").on(t.giftCardId, t.orderId),
    index("gift_card_redemptions_order_idx").on(t.orderId),
    check("gift_card_redemptions_amount_ck", sql`amount > 0`),
    check("gift_card_redemptions_status_ck", sql`status IN ('debited', 'restored')`),
  ],
);

/** The cards applied to a cart at checkout, in the order they were applied (they pay in that order). */
export const giftCardCarts = pgTable(
  "gift_card_carts",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    appliedAt: timestampTz("applied_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCardId] }), index("gift_card_carts_card_idx").on(t.giftCardId)],
);
