/**
 * A recurring collection bought with a saved card and renewed through the real ports: the order module's
 * placeRenewal and the payment module's chargeStoredCard against the PayU stand-in, the clock moved through the
 * development route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenizeTestCard } from "../../integrations/payu/stand-in.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { until } from "../download/test-support.ts";
import { orderBody, payTestApp, type PayContext } from "../payment/test-support.ts";
import { pickSubscription, periodOption } from "./test-support.ts";

describe("a collection renews with the saved card (PayU stand-in)", () => {
  let c: PayContext;
  beforeAll(async () => {
    c = await payTestApp();
  });
  afterAll(async () => c?.close());

  it("the first payment saves the card; at the period's end the next period is ordered and charged once, and the subscription moves on", async () => {
    const product = await pickSubscription(c.t, true);
    const me = await makeCustomer(c.t);
    const tok = await tokenizeTestCard(c.payu.url, { posId: c.payu.posId, number: "4444333322221111", type: "MULTI" });
    if (tok.status !== "SUCCESS") throw new Error("card not tokenised");
    const body = {
      ...orderBody({
        sku: product.sku,
        payment: "vue_payu_gateway_recurring",
        additional: { recurring: true, token_data: { value: tok.body.token, mask: "444433******1111", type: "MULTI" } },
      }),
      products: [{ sku: product.sku, qty: 1, product_option: periodOption(product) }],
    };
    const placed = await c.api.post("/api/order", body, me.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await c.payu.settled();
    // The subscription is made by the payment's receiver, after the notification's answer: wait for it.
    const active = async () => (await c.api.get("/api/subscription/active", me.token)).body.result.subscriptions;
    await until(async () => (await active()).length > 0, "the subscription", 15_000);
    const [s] = await active();
    expect(s).toMatchObject({ sku: product.sku, status: "available", renewal_active: true, period_no: 1 });
    const at = new Date(new Date(s.next_renewal_at).getTime() + 60_000).toISOString();
    const runs = await Promise.all([c.api.post("/api/dev/subscriptions/renewals", { at }), c.api.post("/api/dev/subscriptions/renewals", { at })]);
    for (const run of runs) expect(run.status, JSON.stringify(run.body)).toBe(200);
    await c.payu.settled();
    const renewalsOf = () =>
      c.t.db.query<{ order_id: number; status: string }>("SELECT order_id, status FROM subscription_renewals WHERE subscription_id = $1", [s.id]);
    // The payment's receivers (the renewal marked paid) run after the notification's answer: wait for them.
    await until(async () => (await renewalsOf()).every((r) => r.status === "paid"), "the renewal paid", 15_000);
    const renewals = await renewalsOf();
    expect(renewals).toEqual([{ order_id: expect.any(Number), status: "paid" }]);
    const attempts = await c.t.db.query("SELECT 1 FROM payments WHERE order_id = $1", [renewals[0]!.order_id]);
    expect(attempts).toHaveLength(1);
    const after = (await c.api.get("/api/subscription/active", me.token)).body.result.subscriptions[0];
    expect(after).toMatchObject({ period_no: 2, status: "available" });
    expect(after.next_renewal_at > s.next_renewal_at).toBe(true);
  });
});
