/**
 * A subscription's renewal order (renewal.ts): one order per key (twice, at once), the catalogue's current price of
 * the option, the previous order's buyer data copied, VAT and totals as the checkout computes them, and another
 * customer's previous order refused.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { orderBody } from "../payment/test-support.ts";
import { RENEWAL_PAYMENT_METHOD } from "./index.ts";

let t: TestContext;
let sub: { sku: string; option: number; product_option: unknown };
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" });
  const row = (
    await t.db.query<{ sku: string; option: number }>(
      `SELECT p.sku, n.id AS option FROM products p JOIN stock_items s ON s.product_id = p.id JOIN subscription_number_options n ON n.product_id = p.id
       WHERE p.type_id = 'subscription' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND p.special_price IS NULL
         AND s.is_in_stock AND (NOT s.manage_stock OR s.qty > 20) ORDER BY p.id DESC, n.id LIMIT 1`,
    )
  )[0]!;
  sub = { ...row, product_option: { extension_attributes: { subscription_options: { number_option_id: row.option, starting_number_id: null } } } };
});
afterAll(async () => t?.close());

type OrderRow = {
  id: number;
  customer_id: number;
  status: string;
  customer_email: string;
  customer_firstname: string;
  billing_address: Record<string, unknown>;
  shipping_address: Record<string, unknown> | null;
  payment_method_code: string;
  subtotal_gross: number;
  shipping_gross: number;
  tax_total: number;
  grand_total: number;
  tax_breakdown: { rate: number; net: number; tax: number; gross: number }[];
  consents: Record<string, unknown>;
  customer_type: string;
};
const orderOf = async (id: number) => (await t.db.query<OrderRow>("SELECT * FROM orders WHERE id = $1", [id]))[0]!;
const itemsOf = (id: number) =>
  t.db.query<{ sku: string; qty: number; unit_gross: number; unit_net: number; row_gross: number; tax: number; vat_rate: number; product_option: unknown }>(
    "SELECT sku, qty, unit_gross, unit_net, row_gross, tax, vat_rate, product_option FROM order_items WHERE order_id = $1",
    [id],
  );

/** A customer's first order of the subscription, through the checkout (pay-by-link: a subscription is never paid on delivery). */
async function firstOrder() {
  const me = await makeCustomer(t);
  const body = { ...orderBody({ sku: sub.sku, payment: "vue_payu_gateway" }), products: [{ sku: sub.sku, qty: 1, product_option: sub.product_option }] };
  body.checkout.consents = { rules: true, digital_content_waiver: true, newsletter: false } as typeof body.checkout.consents;
  const res = await t.app.inject({ method: "POST", url: "/api/order", payload: body, headers: { authorization: `Bearer ${me.token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return { me, orderId: res.json().result.backendOrderId as number };
}

const renew = (customerId: number, previousOrderId: number, key = `renewal:${randomUUID()}`) =>
  t.app.services.orders.placeRenewal({ key, customerId, previousOrderId, sku: sub.sku, productOption: sub.product_option });

describe("placeRenewal", () => {
  it("places a pending renewal with the previous order's buyer data, the same option, and the checkout's totals", async () => {
    const { me, orderId } = await firstOrder();
    const r = await renew(me.id, orderId);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.created).toBe(true);
    const [first, renewal] = [await orderOf(orderId), await orderOf(r.value.orderId)];
    expect(renewal).toMatchObject({
      customer_id: me.id,
      status: "pending",
      payment_method_code: RENEWAL_PAYMENT_METHOD,
      customer_email: first.customer_email,
      customer_firstname: first.customer_firstname,
      billing_address: first.billing_address,
      shipping_address: first.shipping_address,
      customer_type: first.customer_type,
      grand_total: r.value.grandTotal,
    });
    expect(renewal.consents).toMatchObject({ rules: true, digital_content_waiver: true, newsletter: false });
    // Same catalogue price and the same delivery rule as the checkout gave the first order.
    expect([renewal.subtotal_gross, renewal.shipping_gross, renewal.tax_total, renewal.grand_total]).toEqual([
      first.subtotal_gross,
      first.shipping_gross,
      first.tax_total,
      first.grand_total,
    ]);
    // a subscription's delivery is in its price (domain/delivery-rules.ts): nothing for delivery, first order or renewal
    expect(renewal.shipping_gross).toBe(0);
    const [line] = await itemsOf(r.value.orderId);
    expect(line).toMatchObject({ sku: sub.sku, qty: 1, product_option: sub.product_option });
    // VAT: the line's net and tax from its gross at its rate, the totals adding up.
    expect(line!.unit_net).toBe(Math.round(line!.unit_gross / (1 + Number(line!.vat_rate) / 100)));
    expect(line!.tax).toBe(line!.row_gross - line!.unit_net * line!.qty);
    expect(renewal.grand_total).toBe(renewal.subtotal_gross + renewal.shipping_gross);
    expect(renewal.tax_total).toBe(renewal.tax_breakdown.reduce((s, b) => s + b.tax, 0));
    const history = await t.db.query<{ status: string }>("SELECT status FROM order_status_history WHERE order_id = $1", [r.value.orderId]);
    expect(history).toEqual([{ status: "pending" }]);
    const mail = await t.db.query<{ kind: string }>("SELECT kind FROM mail_outbox WHERE order_id = $1", [r.value.orderId]);
    expect(mail.map((m) => m.kind)).toContain("order_confirmation");
  });

  it("shows the renewal's first issue on its line when the subscription module names it", async () => {
    const { me, orderId } = await firstOrder();
    const r = await t.app.services.orders.placeRenewal({
      key: `renewal:${randomUUID()}`,
      customerId: me.id,
      previousOrderId: orderId,
      sku: sub.sku,
      productOption: sub.product_option,
      startingNumberLabel: "3/2027",
    });
    if (!r.ok) throw new Error(r.message);
    const rows = await t.db.query<{ options: { label: string; value: string }[] }>("SELECT options FROM order_items WHERE order_id = $1", [r.value.orderId]);
    expect(rows[0]!.options).toContainEqual({ label: "Od numeru", value: "3/2027" });
  });

  it("prices the option at the catalogue's price now, not the first order's", async () => {
    const { me, orderId } = await firstOrder();
    const before = (await itemsOf(orderId))[0]!.unit_gross;
    await t.db.query("UPDATE subscription_number_options SET price = price + 1000 WHERE id = $1", [sub.option]);
    try {
      const r = await renew(me.id, orderId);
      if (!r.ok) throw new Error(r.message);
      expect((await itemsOf(r.value.orderId))[0]!.unit_gross).toBe(before + 1000);
    } finally {
      await t.db.query("UPDATE subscription_number_options SET price = price - 1000 WHERE id = $1", [sub.option]);
    }
  });

  it("the same key answers the same order, twice in a row and twice at once", async () => {
    const { me, orderId } = await firstOrder();
    const key = `renewal:${randomUUID()}`;
    const a = await renew(me.id, orderId, key);
    const b = await renew(me.id, orderId, key);
    expect(a).toMatchObject({ ok: true, value: { created: true } });
    expect(b).toMatchObject({ ok: true, value: { created: false } });
    if (!a.ok || !b.ok) throw new Error("refused");
    expect(b.value.orderId).toBe(a.value.orderId);
    const other = `renewal:${randomUUID()}`;
    const both = await Promise.all([renew(me.id, orderId, other), renew(me.id, orderId, other)]);
    const ids = both.map((r) => (r.ok ? r.value.orderId : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBe(ids[0]);
    expect(both.map((r) => r.ok && r.value.created).sort()).toEqual([false, true]);
    expect(await t.db.query("SELECT id FROM orders WHERE client_order_id = ANY($1::text[])", [[key, other]])).toHaveLength(2);
  });

  it("refuses another customer's previous order (ORDER_NOT_FOUND) and another customer's key", async () => {
    const a = await firstOrder();
    const b = await makeCustomer(t);
    expect(await renew(b.id, a.orderId)).toMatchObject({ ok: false, code: "ORDER_NOT_FOUND" });
    const key = `renewal:${randomUUID()}`;
    expect(await renew(a.me.id, a.orderId, key)).toMatchObject({ ok: true });
    const bFirst = await firstOrder();
    expect(await renew(bFirst.me.id, bFirst.orderId, key)).toMatchObject({ ok: false, code: "ORDER_ID_CONFLICT" });
  });
});
