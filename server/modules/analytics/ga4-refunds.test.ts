/**
 * An order's refunds in GA4 from the server (docs/decisions/2026-11-27-ga4-refunds.md): the refund event through
 * the Measurement Protocol's stand-in, once per refund however often it is reported (the back office's answer and
 * PayU's repeated notifications) and however often sending is tried; nothing without the shopper's consent or
 * without the configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/helper.ts";
import { payuClientFromConfig } from "../../integrations/payu/client.ts";
import { Ga4MeasurementClient } from "../../integrations/ga4/client.ts";
import type { MeasurementBody } from "../../integrations/ga4/protocol.ts";
import type { Ga4StandIn } from "../../integrations/ga4/stand-in.ts";
import { orderBody, payTestApp, pickProduct, type PayContext, type Product } from "../payment/test-support.ts";

const GA4 = { GA4_MEASUREMENT_ID: "G-KIOSKTEST1", GA4_API_SECRET: "mp-secret-test" };

let c: PayContext;
let ga4: Ga4StandIn;
let product: Product;
beforeAll(async () => {
  c = await payTestApp(GA4);
  ga4 = c.t.standIns.find((s) => s.name === "ga4") as Ga4StandIn;
  product = await pickProduct(c.t.db, { offset: 70 });
});
afterAll(async () => c?.close());

type Placed = { id: number; number: string; grandTotal: number; unitGross: number; name: string };

/** A BLIK order of 2 units, paid; `analytics` as the checkout sends it, `cookie` the request's Cookie header. */
async function paidOrder(analytics: { consent: boolean; client_id?: string } | null, cookie?: string): Promise<Placed> {
  const body = orderBody({ sku: product.sku, qty: 2, payment: "vue_payu_gateway_blik", additional: { authorization_code: "777123" } });
  const res = await c.t.app.inject({
    method: "POST",
    url: "/api/order",
    payload: { ...body, checkout: { ...body.checkout, analytics } },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as { result: { backendOrderId: number } }).result.backendOrderId;
  await expect
    .poll(async () => (await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!.status, { timeout: 15_000 })
    .toBe("processing");
  const [o] = await c.t.db.query<{ increment_id: string; grand_total: number; unit_gross: number; name: string }>(
    "SELECT o.increment_id, o.grand_total, i.unit_gross, i.name FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1",
    [id],
  );
  return { id, number: o!.increment_id, grandTotal: o!.grand_total, unitGross: o!.unit_gross, name: o!.name };
}

const eventsOf = (number: string) => ga4.received.filter((b) => b.events.some((e) => e.params["transaction_id"] === number));
const rowsOf = (orderId: number) =>
  c.t.db.query<{ event_key: string; attempts: number; sent_at: Date | null; last_error: string | null }>(
    "SELECT event_key, attempts, sent_at, last_error FROM analytics_events WHERE order_id = $1 ORDER BY id",
    [orderId],
  );
/** Until PayU's notifications (2 of each) have arrived and every send started has ended. */
async function settle() {
  await c.payu.settled();
  await c.t.app.services.ga4.drain();
}

describe("GA4 refunds, with consent and configuration", () => {
  it("a whole refund sends one refund event: the order's number, the amount, PLN, no items", async () => {
    const order = await paidOrder({ consent: true, client_id: "1234567890.1700000000" });
    const refund = await c.t.app.services.payments.refund(order.id, null, "Odstąpienie od umowy");
    expect(refund.ok).toBe(true);
    await expect.poll(() => eventsOf(order.number).length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(eventsOf(order.number)).toEqual([
      {
        client_id: "1234567890.1700000000",
        events: [{ name: "refund", params: { transaction_id: order.number, value: order.grandTotal / 100, currency: "PLN" } }],
      },
    ]);
    // GA4's validation server finds nothing wrong with it
    const client = new Ga4MeasurementClient({ baseUrl: ga4.url, measurementId: GA4.GA4_MEASUREMENT_ID, apiSecret: GA4.GA4_API_SECRET });
    expect(await client.validate(eventsOf(order.number)[0]!)).toEqual([]);
    // PayU's FINALIZED notifications (twice) reported the same refund again: still one row, sent once
    expect(await rowsOf(order.id)).toMatchObject([{ attempts: 1, sent_at: expect.any(Date), last_error: null }]);
    expect(await c.t.app.services.ga4.sendDue(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(eventsOf(order.number)).toHaveLength(1);
  });

  it("a partial refund names its lines as items; the rest refunded later is a second event without items", async () => {
    const order = await paidOrder({ consent: true, client_id: "42.1700000001" });
    const part = await c.t.app.services.payments.refund(order.id, order.unitGross, "Uszkodzony egzemplarz", [{ sku: product.sku, qty: 1 }]);
    expect(part.ok).toBe(true);
    await expect.poll(() => eventsOf(order.number).length, { timeout: 10_000 }).toBe(1);
    expect(eventsOf(order.number)[0]!.events[0]).toEqual({
      name: "refund",
      params: {
        transaction_id: order.number,
        value: order.unitGross / 100,
        currency: "PLN",
        items: [{ item_id: product.sku, item_name: order.name, price: order.unitGross / 100, quantity: 1 }],
      },
    });
    await settle();
    const rest = await c.t.app.services.payments.refund(order.id, null, "Odstąpienie");
    expect(rest.ok).toBe(true);
    await expect.poll(() => eventsOf(order.number).length, { timeout: 10_000 }).toBe(2);
    await settle();
    expect(eventsOf(order.number)[1]!.events[0]!.params).toEqual({
      transaction_id: order.number,
      value: (order.grandTotal - order.unitGross) / 100,
      currency: "PLN",
    });
    expect(await rowsOf(order.id)).toHaveLength(2);
  });

  it("GA4 unreachable: the refund is not held up, the event is tried again later and arrives once", async () => {
    const order = await paidOrder({ consent: true, client_id: "77.1700000002" });
    ga4.mode = "down";
    try {
      const refund = await c.t.app.services.payments.refund(order.id, 500, "Rabat za opóźnienie", [{ sku: product.sku, qty: 1 }]);
      expect(refund.ok).toBe(true);
      await expect.poll(async () => (await rowsOf(order.id))[0]?.last_error ?? null, { timeout: 10_000 }).toMatch(/ga4 is unavailable \(http-503\)/);
      await settle();
      // not due yet: a send now tries nothing
      expect(await c.t.app.services.ga4.sendDue()).toBe(0);
      // still down when due: tried again, not sent
      expect(await c.t.app.services.ga4.sendDue(new Date(Date.now() + 60_000))).toBe(0);
      expect(await rowsOf(order.id)).toMatchObject([{ attempts: 2, sent_at: null }]);
    } finally {
      ga4.mode = "normal";
    }
    expect(eventsOf(order.number)).toHaveLength(0);
    expect(await c.t.app.services.ga4.sendDue(new Date(Date.now() + 3_600_000))).toBe(1);
    expect(await c.t.app.services.ga4.sendDue(new Date(Date.now() + 7_200_000))).toBe(0);
    expect(eventsOf(order.number)).toHaveLength(1);
    expect(eventsOf(order.number)[0]!.events[0]!.params["value"]).toBe(5);
    expect(await rowsOf(order.id)).toMatchObject([{ attempts: 3, sent_at: expect.any(Date), last_error: null }]);
  });

  it("a refund made in PayU's panel reaches GA4 by its notification, once", async () => {
    const order = await paidOrder({ consent: true, client_id: "88.1700000003" });
    const [attempt] = await c.t.db.query<{ payu_order_id: string }>("SELECT payu_order_id FROM payments WHERE order_id = $1 AND status = 'COMPLETED'", [
      order.id,
    ]);
    const panel = await payuClientFromConfig(c.t.app.config).refund(attempt!.payu_order_id, 300, "Zwrot w panelu PayU");
    expect("refundId" in panel).toBe(true);
    // written from the notification, it waits two minutes for a back-office record of the same refund
    await expect.poll(async () => (await rowsOf(order.id)).length, { timeout: 10_000 }).toBe(1);
    await settle();
    expect(eventsOf(order.number)).toHaveLength(0);
    // at least this order's event (with DATABASE_URL other files' events may be due too)
    expect(await c.t.app.services.ga4.sendDue(new Date(Date.now() + 180_000))).toBeGreaterThanOrEqual(1);
    expect(eventsOf(order.number)).toHaveLength(1);
    expect(eventsOf(order.number)[0]!.events[0]!.params).toEqual({ transaction_id: order.number, value: 3, currency: "PLN" });
  });

  it("the client id comes from the _ga cookie when the checkout sends only the consent", async () => {
    const order = await paidOrder({ consent: true }, "kiosk_x=1; _ga=GA1.1.555666777.1700000004");
    expect((await c.t.db.query<{ ga_client_id: string }>("SELECT ga_client_id FROM orders WHERE id = $1", [order.id]))[0]!.ga_client_id).toBe(
      "555666777.1700000004",
    );
  });

  it("without consent to analytics nothing is kept or sent, even with a _ga cookie", async () => {
    for (const analytics of [{ consent: false, client_id: "99.1700000005" }, null]) {
      const order = await paidOrder(analytics, "_ga=GA1.1.99.1700000005");
      expect((await c.t.db.query<{ ga_client_id: string | null }>("SELECT ga_client_id FROM orders WHERE id = $1", [order.id]))[0]!.ga_client_id).toBeNull();
      expect((await c.t.app.services.payments.refund(order.id, null, "Odstąpienie")).ok).toBe(true);
      await settle();
      expect(await rowsOf(order.id)).toEqual([]);
      expect(eventsOf(order.number)).toEqual([]);
    }
  });
});

describe("GA4 refunds without configuration", () => {
  it("no stand-in, no sender: a refund records and sends nothing", async () => {
    // the measurement id alone (the storefront's tag) sends nothing from the server: the API secret is missing
    const t = await setupTestApp({ GA4_MEASUREMENT_ID: "G-KIOSKTEST1" });
    try {
      expect(t.standIns.some((s) => s.name === "ga4")).toBe(false);
      expect(t.app.services.ga4.enabled).toBe(false);
      const refundId = `unconfigured-${Date.now()}`;
      expect(await t.app.services.ga4.refundRecorded(1, { refundId, amount: 100, by: "shop" })).toBe(false);
      // (with DATABASE_URL the suites share one database: only this refund's row is looked for)
      expect(await t.db.query("SELECT 1 FROM analytics_events WHERE event_key = $1", [`refund:${refundId}`])).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("the Measurement Protocol client against the stand-in", () => {
  const body = (over: Partial<MeasurementBody> = {}): MeasurementBody => ({
    client_id: "1.2",
    events: [{ name: "refund", params: { transaction_id: "000000001", value: 1.5, currency: "PLN" } }],
    ...over,
  });

  it("the validation server names what GA4 would drop", async () => {
    const client = new Ga4MeasurementClient({ baseUrl: ga4.url, measurementId: GA4.GA4_MEASUREMENT_ID, apiSecret: GA4.GA4_API_SECRET });
    expect(await client.validate(body())).toEqual([]);
    const bad = await client.validate({
      client_id: "",
      events: [
        { name: "refund", params: { value: "1,50", currency: "zł" } },
        { name: "session_start", params: {} },
        { name: "_refund", params: { items: [{ quantity: 0 }] } },
      ],
    });
    expect(bad.map((m) => [m.fieldPath, m.validationCode])).toEqual([
      ["client_id", "VALUE_REQUIRED"],
      ["events[0].params.value", "VALUE_INVALID"],
      ["events[0].params.currency", "VALUE_INVALID"],
      ["events[0].params.transaction_id", "VALUE_REQUIRED"],
      ["events[1].name", "NAME_RESERVED"],
      ["events[2].name", "NAME_INVALID"],
      ["events[2].params.items[0]", "VALUE_REQUIRED"],
      ["events[2].params.items[0].quantity", "VALUE_INVALID"],
    ]);
  });

  it("a wrong API secret is answered 2xx and dropped, as Google does; an invalid body is not sent at all", async () => {
    const calls = ga4.calls;
    const wrong = new Ga4MeasurementClient({ baseUrl: ga4.url, measurementId: GA4.GA4_MEASUREMENT_ID, apiSecret: "wrong" });
    const before = ga4.received.length;
    await wrong.send(body());
    expect(ga4.received.length).toBe(before);
    expect(ga4.dropped.at(-1)?.why).toBe("unknown measurement_id or api_secret");
    await expect(wrong.send(body({ client_id: "" }))).rejects.toThrow(/GA4 would drop the measurement: client_id VALUE_REQUIRED/);
    expect(ga4.calls).toBe(calls + 1);
  });

  it("a stand-in that hangs is a timeout, one that is down is unavailable", async () => {
    const client = new Ga4MeasurementClient({ baseUrl: ga4.url, measurementId: GA4.GA4_MEASUREMENT_ID, apiSecret: GA4.GA4_API_SECRET, timeoutMs: 300 });
    try {
      ga4.mode = "hang";
      await expect(client.send(body())).rejects.toThrow("ga4 is unavailable (timeout)");
      ga4.mode = "malformed";
      await expect(client.validate(body())).rejects.toThrow("ga4 is unavailable (malformed)");
    } finally {
      ga4.mode = "normal";
    }
  });
});
