/**
 * Orders (docs/decisions/2026-11-24-orders.md). An order is written once, in the transaction that takes its
 * stock and closes its cart; amounts are integer grosze, copied from the cart's totals at that moment, so an
 * order never changes when prices do. `client_order_id` is the storefront's own id of the order: the
 * idempotency key that makes a retry, a double click or a queued resend return the same order.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "../../db/columns.ts";
import { customers } from "../customer/tables.ts";
import { products } from "../catalog/tables.ts";

/** Increment ids ("000000012"): a sequence, so numbers are unique across processes (gaps after a rollback are fine). */
export const orderIncrementSeq = pgSequence("order_increment_seq", { startWith: 1 });

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    clientOrderId: text("client_order_id").notNull(),
    incrementId: text("increment_id").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** the cart the order was placed from (closed as 'ordered') */
    cartId: integer("cart_id"),
    /** pending | processing | complete | canceled */
    status: text("status").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerFirstname: text("customer_firstname").notNull(),
    customerLastname: text("customer_lastname").notNull(),
    /** private | company */
    customerType: text("customer_type").notNull(),
    invoiceRequested: boolean("invoice_requested").notNull().default(false),
    company: text("company"),
    vatId: text("vat_id"),
    regon: text("regon"),
    /** the VAT register's requestId: proof the NIP was checked */
    registerRequestId: text("register_request_id"),
    billingAddress: jsonb("billing_address").notNull(),
    shippingAddress: jsonb("shipping_address"),
    shippingCarrierCode: text("shipping_carrier_code"),
    shippingMethodCode: text("shipping_method_code"),
    shippingDescription: text("shipping_description"),
    /** {carrier, code, address} of the chosen parcel locker or pickup point */
    pickupPoint: jsonb("pickup_point"),
    paymentMethodCode: text("payment_method_code").notNull(),
    paymentAdditional: jsonb("payment_additional"),
    couponCode: text("coupon_code"),
    subtotalGross: integer("subtotal_gross").notNull(),
    subtotalNet: integer("subtotal_net").notNull(),
    discountGross: integer("discount_gross").notNull(),
    shippingGross: integer("shipping_gross").notNull(),
    shippingNet: integer("shipping_net").notNull(),
    shippingTax: integer("shipping_tax").notNull(),
    taxTotal: integer("tax_total").notNull(),
    /** the order's value: goods after discount plus delivery, VAT included (gift cards do not lessen it) */
    grandTotal: integer("grand_total").notNull(),
    /** what gift cards paid of it (gift_card_redemptions); the rest, grand_total − gift_card_amount, is paid by the payment method */
    giftCardAmount: integer("gift_card_amount").notNull().default(0),
    /** [{rate, net, tax, gross}] per VAT rate, goods after discount plus shipping */
    taxBreakdown: jsonb("tax_breakdown").notNull(),
    /**
     * How the VAT was charged (domain/vat-abroad.ts): domestic (Polish VAT), oss (the EU buyer country's VAT, declared
     * in the One-Stop Shop) or export (0 %); and the country it was charged for.
     */
    vatScheme: text("vat_scheme").notNull().default("domestic"),
    vatCountry: text("vat_country").notNull().default("PL"),
    /** {rules, email_commercials, phone_commercials, newsletter, newsletter_partner, digital_content_waiver, version, at, ip} */
    consents: jsonb("consents").notNull(),
    storeCode: text("store_code"),
    /** {firstname, lastname, street, city, postcode, country_id, message}: who receives the subscriptions bought as a gift */
    giftRecipient: jsonb("gift_recipient"),
    /**
     * sha256 of the order request's canonical JSON (request-hash.ts): a resend with the same order id and the same body
     * is a retry (the same order again); the same id with another body is 409 ORDER_ID_CONFLICT. Null on older orders.
     */
    requestHash: text("request_hash"),
    /** "FV/2026/000123": issued once from the back office (invoice.ts, invoice_sequences), never changed or reused */
    invoiceNumber: text("invoice_number"),
    invoiceIssuedAt: timestampTz("invoice_issued_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("orders_client_order_id_uq").on(t.clientOrderId),
    uniqueIndex("orders_increment_id_uq").on(t.incrementId),
    // One cart gives one order (docs/reliability.md): the database's guard behind the cart's lock in the order
    // statement, and the index by which a refused checkout is told which order consumed its cart.
    uniqueIndex("orders_cart_id_uq").on(t.cartId),
    uniqueIndex("orders_invoice_number_uq").on(t.invoiceNumber),
    index("orders_customer_idx").on(t.customerId, t.id),
    // The payment expiry sweep reads the pending orders, oldest first (order/for-payment.ts dueUnpaidOrdersSql).
    index("orders_pending_created_idx").on(t.createdAt, t.id).where(sql`status = 'pending'`),
    // The delivery backstops (downloads, subscriptions, gift cards) read the orders changed in the last two days.
    index("orders_updated_idx").on(t.updatedAt),
    check("orders_status_ck", sql`status IN ('pending', 'processing', 'complete', 'canceled')`),
    check("orders_customer_type_ck", sql`customer_type IN ('private', 'company')`),
    check("orders_vat_scheme_ck", sql`vat_scheme IN ('domestic', 'oss', 'export')`),
    check("orders_gift_card_amount_ck", sql`gift_card_amount >= 0 AND gift_card_amount <= grand_total`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    /** the line's type as the cart had it ("configurable" for a variant line) */
    productType: text("product_type").notNull(),
    /** the product's own type (virtual and downloadable lines are not shipped) */
    typeId: text("type_id").notNull(),
    qty: integer("qty").notNull(),
    /** percent; null: not subject to VAT ("np.", a gift card: docs/polish-rules.md §3.1) */
    vatRate: numeric("vat_rate", { precision: 5, scale: 2 }),
    unitGross: integer("unit_gross").notNull(),
    unitNet: integer("unit_net").notNull(),
    rowGross: integer("row_gross").notNull(),
    rowNet: integer("row_net").notNull(),
    discountGross: integer("discount_gross").notNull(),
    rowNetAfterDiscount: integer("row_net_after_discount").notNull(),
    tax: integer("tax").notNull(),
    productOption: jsonb("product_option"),
    /** [{label, value}] as the cart showed them */
    options: jsonb("options").notNull(),
    /** a pre-order line (domain/preorder.ts): the release date when the order was placed, else null */
    preorderReleaseDate: date("preorder_release_date", { mode: "string" }),
    /** a pre-order line's expected dispatch day (the release date, or the next working day), else null */
    preorderDispatchDate: date("preorder_dispatch_date", { mode: "string" }),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), check("order_items_qty_ck", sql`qty > 0`)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    comment: text("comment"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.id)],
);

/**
 * The invoice numbers' per-year counters (invoice.ts): the year's row is locked and moved on by the statement that
 * gives an order its number, in the order's transaction, so numbers have no gaps and two staff never get one twice.
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  () => [check("invoice_sequences_last_ck", sql`last_number > 0`)],
);

/**
 * An order's InPost shipment (shipments.ts, docs/decisions/2026-11-28-shipments-invoices.md): one per order (the
 * unique order_id is the double click's guard: the row is claimed before ShipX is called). `status` is
 * `requesting` while the call is under way, then ShipX's own (created, confirmed, …); the tracking number arrives
 * with `confirmed`.
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** inpost_locker_standard | inpost_courier_standard */
    service: text("service").notNull(),
    /** small | medium | large */
    template: text("template").notNull(),
    /** the parcel locker's code for inpost_locker_standard */
    targetPoint: text("target_point"),
    status: text("status").notNull(),
    /** ShipX's shipment id */
    shipxId: text("shipx_id"),
    trackingNumber: text("tracking_number"),
    confirmedAt: timestampTz("confirmed_at"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("order_shipments_order_uq").on(t.orderId), index("order_shipments_open_idx").on(t.id).where(sql`tracking_number IS NULL`)],
);
