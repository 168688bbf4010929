/**
 * Helpers of the subscription suites: subscription orders placed through POST /api/order (pay-by-link: a
 * subscription is never paid on delivery, domain/delivery-rules.ts) and marked paid, and small in-memory stand-ins for the ports (job queue, renewal orders, stored-card charges) until
 * the real ones are wired (renewal.integration.test.ts switches on with them).
 */
import { randomUUID } from "node:crypto";
import type { TestContext } from "../../test/helper.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { ChargeStatus, JobsPort, RenewalOrderRequest, RenewalOrders, RenewalPayments, SendOptions } from "./ports.ts";

export type SubProduct = {
  id: number;
  sku: string;
  press_type: string | null;
  number_option_id: number;
  numbers: number;
  price: number;
  start_id: number;
  start_label: string;
  start_date: string;
};

/** A subscription product (recurring or not) with a period and a starting issue. */
export async function pickSubscription(t: TestContext, recurring: boolean, skip: string[] = []): Promise<SubProduct> {
  const rows = await t.db.query<SubProduct>(
    `SELECT p.id, p.sku, p.press_type, n.id AS number_option_id, n.numbers, n.price, s.id AS start_id, s.label AS start_label, s.issue_date::text AS start_date
     FROM products p JOIN subscription_number_options n ON n.product_id = p.id JOIN subscription_starting_numbers s ON s.product_id = p.id
     WHERE p.type_id = 'subscription' AND p.status = 1 AND p.is_recurring_payment = $1 AND NOT (p.sku = ANY($2::text[]))
     ORDER BY p.id, n.position, s.position LIMIT 1`,
    [recurring, skip],
  );
  if (!rows[0]) throw new Error(`no ${recurring ? "recurring " : ""}subscription in the test catalogue`);
  return rows[0];
}

export const periodOption = (p: SubProduct, extra: Record<string, unknown> = {}) => ({
  extension_attributes: { subscription_options: { number_option_id: p.number_option_id, starting_number_id: p.start_id, ...extra } },
});

/**
 * Places an order of `p` (pay-by-link, left waiting for its payment: no delivery hook has run) as the customer with
 * `token` (a guest without); answers its id.
 */
export async function placeOrder(
  t: TestContext,
  p: SubProduct,
  token?: string,
  extra: Record<string, unknown> = {},
  checkout: Record<string, unknown> = {},
): Promise<number> {
  const bill = {
    firstname: "Anna",
    lastname: "Nowak",
    street: ["ul. Długa 1"],
    city: "Kraków",
    postcode: "30-001",
    country_id: "PL",
    telephone: "600100200",
    email: `sub-${randomUUID().slice(0, 8)}@example.com`,
  };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/order",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      order_id: randomUUID(),
      cart_id: "",
      products: [{ sku: p.sku, qty: 1, product_option: periodOption(p, extra) }],
      addressInformation: {
        billingAddress: bill,
        shippingAddress: { ...bill, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "vue_payu_gateway",
        payment_method_additional: {},
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true }, ...checkout },
    },
  });
  if (res.statusCode !== 200) throw new Error(`order not placed: ${res.body}`);
  return res.json().result.backendOrderId as number;
}

/** The order marked paid as the payment module does (pending → processing). */
export const markPaid = (t: TestContext, orderId: number) => t.db.query("UPDATE orders SET status = 'processing', updated_at = now() WHERE id = $1", [orderId]);

/** A job queue in memory: what was sent (deduplicated by singletonKey), run by `drain`. */
export class MemoryJobs implements JobsPort {
  readonly sent: { name: string; data: object; opts?: SendOptions | undefined }[] = [];
  readonly handlers = new Map<string, (data: object) => Promise<void>>();
  readonly schedules: { name: string; cron: string }[] = [];
  async work<T extends object>(name: string, handler: (data: T) => Promise<void>) {
    this.handlers.set(name, handler as (data: object) => Promise<void>);
  }
  async send(name: string, data: object, opts?: SendOptions) {
    if (opts?.singletonKey && this.sent.some((s) => s.name === name && s.opts?.singletonKey === opts.singletonKey)) return null;
    this.sent.push({ name, data, opts });
    return String(this.sent.length);
  }
  async schedule(name: string, cron: string) {
    this.schedules.push({ name, cron });
  }
  kinds(name = "subscription-mail") {
    return this.sent.filter((s) => s.name === name).map((s) => (s.data as { kind: string }).kind);
  }
}

/** Renewal orders in the database: a copy of the previous order (pending) under the key as client_order_id, once per key. */
export class TableOrders implements RenewalOrders {
  calls = 0;
  /** called after the order is placed (a test throws here: the process dies before the charge) */
  afterPlace: ((orderId: number) => void) | null = null;
  private readonly t: TestContext;
  constructor(t: TestContext) {
    this.t = t;
  }
  async placeRenewal(r: RenewalOrderRequest): Promise<Outcome<{ orderId: number; incrementId: string; grandTotal: number; created: boolean }>> {
    this.calls++;
    const inserted = await this.t.db.query<{ id: number; increment_id: string; grand_total: number }>(
      `INSERT INTO orders (client_order_id, increment_id, customer_id, status, customer_email, customer_firstname, customer_lastname, customer_type,
         billing_address, shipping_address, payment_method_code, subtotal_gross, subtotal_net, discount_gross, shipping_gross, shipping_net, shipping_tax,
         tax_total, grand_total, tax_breakdown, consents)
       SELECT $1, 'R' || lpad(nextval('order_increment_seq')::text, 9, '0'), customer_id, 'pending', customer_email, customer_firstname, customer_lastname,
         customer_type, billing_address, shipping_address, 'vue_payu_gateway_recurring', subtotal_gross, subtotal_net, 0, 0, 0, 0, tax_total, subtotal_gross,
         tax_breakdown, consents
       FROM orders WHERE id = $2 ON CONFLICT (client_order_id) DO NOTHING RETURNING id, increment_id, grand_total`,
      [r.key, r.previousOrderId],
    );
    const row =
      inserted[0] ??
      (
        await this.t.db.query<{ id: number; increment_id: string; grand_total: number }>(
          "SELECT id, increment_id, grand_total FROM orders WHERE client_order_id = $1",
          [r.key],
        )
      )[0];
    if (!row) return refuse("ORDER_NOT_FOUND", "previous order missing");
    if (inserted[0])
      await this.t.db.query(
        `INSERT INTO order_items (order_id, product_id, sku, name, product_type, type_id, qty, vat_rate, unit_gross, unit_net, row_gross, row_net,
           discount_gross, row_net_after_discount, tax, product_option, options)
         SELECT $1, product_id, sku, name, product_type, type_id, qty, vat_rate, unit_gross, unit_net, row_gross, row_net, 0, row_net, tax, product_option, options
         FROM order_items WHERE order_id = $2 AND type_id = 'subscription'`,
        [row.id, r.previousOrderId],
      );
    this.afterPlace?.(row.id);
    return accept({ orderId: row.id, incrementId: row.increment_id, grandTotal: row.grand_total, created: inserted.length > 0 });
  }
}

/** Stored-card charges: each answers the next scripted status (COMPLETED marks the order paid, as PayU's notification would). */
export class ScriptedPayments implements RenewalPayments {
  readonly charges: number[] = [];
  script: ChargeStatus[] = [];
  /** called after a completed charge (a test throws here: the process dies before recording it) */
  afterCharge: (() => void) | null = null;
  private readonly t: TestContext;
  constructor(t: TestContext) {
    this.t = t;
  }
  async chargeStoredCard(orderId: number): Promise<Outcome<{ status: ChargeStatus; errorCode: string | null }>> {
    const status = (await this.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [orderId]))[0]?.status;
    if (status === "processing") return refuse("PAYMENT_ALREADY_COMPLETED", "paid");
    this.charges.push(orderId);
    const next = this.script.shift() ?? "COMPLETED";
    if (next === "COMPLETED") {
      await markPaid(this.t, orderId);
      this.afterCharge?.();
    }
    return accept({ status: next, errorCode: next === "CANCELED" ? "INSUFFICIENT_FUNDS" : null });
  }
}
