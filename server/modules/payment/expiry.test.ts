/**
 * Unpaid orders expire (stock released, status canceled, the shopper mailed), a PayU order found paid at expiry is
 * applied instead, two app processes on one database apply a notification once and expire an order once, and a
 * restart between the order and its notification loses nothing. Orders are placed by an app whose clock is the
 * order validity and an hour behind, so the sweep at the real time finds them due and no other suite's orders (with DATABASE_URL the suites
 * share one database: a sweep elsewhere may expire these orders first, which is the same outcome).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import type { Config } from "../../config.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { waitForMail } from "../../test/customers.ts";
import {
  attemptsOf,
  client,
  deliverInto,
  historyOf,
  notificationsOf,
  orderBody,
  orderRow,
  outboxOf,
  payTestApp,
  pickProduct,
  stockOf,
  type PayContext,
  type Product,
} from "./test-support.ts";

const VALIDITY_AND_HOUR = (loadConfig({}).PAYMENT_VALIDITY_MINUTES + 60) * 60_000;
const past = () => new Date(Date.now() - VALIDITY_AND_HOUR);

/** Where this file's product is taken from (each payment suite its own: with DATABASE_URL they share the stock). */
const OFFSET = 90;
let c: PayContext;
let book: Product;
beforeAll(async () => {
  c = await payTestApp({}, { clock: past });
  book = await pickProduct(c.t.db, { offset: OFFSET });
});
afterAll(async () => c?.close());

/** Another app process on the same database (its own pool on PostgreSQL, the same handle on PGlite). */
async function secondProcess(config: Partial<Config> = {}, clock: () => Date = past): Promise<{ app: FastifyInstance; db: Database; close(): Promise<void> }> {
  const shared = c.t.config.DATABASE_URL;
  const db = shared ? await openDatabase({ databaseUrl: shared, poolSize: 4 }) : c.t.db;
  const app = await buildApp({ config: { ...c.t.config, ...config }, db, logger: false, clock });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (shared) await db.close();
    },
  };
}

async function placePbl(app = c.t.app, qty = 2) {
  const res = await client(app).post("/api/order", orderBody({ sku: book.sku, qty, payment: "vue_payu_gateway", additional: { payu_method: "m" } }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

describe("expiry", () => {
  it("an unpaid order past its validity: PayU order cancelled, order canceled with a history row, stock released, shopper mailed; once", async () => {
    const before = await stockOf(c.t.db, book.id);
    const r = await placePbl();
    expect((await stockOf(c.t.db, book.id)).qty).toBe(before.qty - 2);
    // not due yet at the app's own time
    await c.t.app.services.payments.sweepExpired(past());
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("pending");

    await c.t.app.services.payments.sweepExpired(new Date());
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("canceled");
    const history = await historyOf(c.t.db, r.backendOrderId);
    expect(history.map((h) => h.status)).toEqual(["pending", "canceled"]);
    expect(history[1]!.comment).toMatch(/nieopłacone w terminie/);
    expect(await stockOf(c.t.db, book.id)).toEqual(before);
    expect(c.payu.findOrder(`${r.orderNumber}-1`)!.status).toBe("CANCELED");
    // closed as expired, or by PayU's CANCELED notification of our cancellation when it came first
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => a.status)).toEqual(["CANCELED"]);
    const mail = await waitForMail(
      c.t.app,
      (await c.t.db.query<{ customer_email: string }>("SELECT customer_email FROM orders WHERE id = $1", [r.backendOrderId]))[0]!.customer_email,
      /anulowane/,
    );
    expect(mail.text).toContain(r.orderNumber);

    const info = (await c.api.get(`/api/payment/orders/${r.orderNumber}?pay_token=${r.payment.pay_token}`)).body.result;
    expect(info).toMatchObject({ state: "expired", order_status: "canceled", retry: false, expires_at: null });
    const again = await c.api.post(`/api/payment/orders/${r.orderNumber}/pay`, { pay_token: r.payment.pay_token, payment_method_code: "vue_payu_gateway" });
    expect(again.status).toBe(409);
    expect(again.body.result.error).toBe("ORDER_NOT_PAYABLE");

    // a second sweep, and PayU's CANCELED notifications, change nothing more
    await c.t.app.services.payments.sweepExpired(new Date());
    await c.payu.settled();
    expect((await historyOf(c.t.db, r.backendOrderId)).map((h) => h.status)).toEqual(["pending", "canceled"]);
    expect((await outboxOf(c.t.db, r.backendOrderId)).map((m) => m.kind)).toEqual(["order_confirmation", "order_expired"]);
    expect(await stockOf(c.t.db, book.id)).toEqual(before);
  });

  it("a PayU order found paid at expiry (its notification lost) is applied instead: the order is paid, not expired", async () => {
    const r = await placePbl();
    const at = c.payu.findOrder(`${r.orderNumber}-1`)!;
    const lost = c.payu.deliver;
    c.payu.deliver = async () => 503;
    try {
      c.payu.setStatus(at.orderId, "COMPLETED");
      await c.payu.settled();
    } finally {
      c.payu.deliver = lost;
    }
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("pending");
    const swept = await c.t.app.services.payments.sweepExpired(new Date());
    expect(swept.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("processing");
    expect((await attemptsOf(c.t.db, r.backendOrderId)).map((a) => a.status)).toEqual(["COMPLETED"]);
    expect((await notificationsOf(c.t.db, `${r.orderNumber}-1`)).map((n) => `${n.kind}:${n.outcome}`)).toEqual(["retrieved:applied"]);
  });

  it("the sweep timer runs by itself every PAYMENT_EXPIRY_SWEEP_SECONDS (at the process's own time)", async () => {
    const r = await placePbl();
    const timed = await secondProcess({ PAYMENT_EXPIRY_SWEEP_SECONDS: 1 }, () => new Date());
    try {
      for (let i = 0; i < 60 && (await orderRow(c.t.db, r.backendOrderId)).status === "pending"; i++) await new Promise((ok) => setTimeout(ok, 100));
      expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("canceled");
    } finally {
      await timed.close();
    }
  });
});

describe("two processes on one database", () => {
  it("apply the same notification once, delivered to both one after the other and at the same time", async () => {
    const b = await secondProcess();
    try {
      const first = await placePbl();
      c.payu.deliver = deliverInto(c.t.app, b.app);
      await fetch(first.payment.redirect_uri);
      await fetch(first.payment.redirect_uri, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
      await c.payu.settled();
      expect((await historyOf(c.t.db, first.backendOrderId)).map((h) => h.status)).toEqual(["pending", "processing"]);
      expect((await outboxOf(c.t.db, first.backendOrderId)).filter((m) => m.kind === "payment_received")).toHaveLength(1);
      expect((await notificationsOf(c.t.db, `${first.orderNumber}-1`)).filter((n) => n.outcome === "applied").map((n) => n.status)).toEqual([
        "PENDING",
        "COMPLETED",
      ]);

      const second = await placePbl();
      const both = deliverInto(c.t.app);
      const other = deliverInto(b.app);
      c.payu.deliver = (url, request) => Promise.all([both(url, request), other(url, request)]).then(([x, y]) => (x === 200 && y === 200 ? 200 : 500));
      c.payu.setStatus(c.payu.findOrder(`${second.orderNumber}-1`)!.orderId, "COMPLETED");
      await c.payu.settled();
      expect((await historyOf(c.t.db, second.backendOrderId)).map((h) => h.status)).toEqual(["pending", "processing"]);
      expect((await outboxOf(c.t.db, second.backendOrderId)).filter((m) => m.kind === "payment_received")).toHaveLength(1);
      expect((await notificationsOf(c.t.db, `${second.orderNumber}-1`)).filter((n) => n.outcome === "applied")).toHaveLength(1);
    } finally {
      c.payu.deliver = deliverInto(c.t.app);
      await b.close();
    }
  });

  it("sweep at the same time and expire an order once (one history row, one mail, stock released once)", async () => {
    const b = await secondProcess();
    try {
      const before = await stockOf(c.t.db, book.id);
      const r = await placePbl(c.t.app, 3);
      const now = new Date();
      const [x, y] = await Promise.all([c.t.app.services.payments.sweepExpired(now), b.app.services.payments.sweepExpired(now)]);
      expect(x.expired + y.expired).toBeGreaterThanOrEqual(1);
      expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("canceled");
      expect((await historyOf(c.t.db, r.backendOrderId)).map((h) => h.status)).toEqual(["pending", "canceled"]);
      expect((await outboxOf(c.t.db, r.backendOrderId)).filter((m) => m.kind === "order_expired")).toHaveLength(1);
      expect(await stockOf(c.t.db, book.id)).toEqual(before);
    } finally {
      await b.close();
    }
  });
});

describe("a restart between the order and its notification", () => {
  it("the new process applies the notification: the state is in the database", async () => {
    const first = await secondProcess();
    const r = await placePbl(first.app);
    await first.close(); // the process that placed the order is gone
    const next = await secondProcess();
    try {
      c.payu.deliver = deliverInto(next.app);
      await fetch(r.payment.redirect_uri);
      await fetch(r.payment.redirect_uri, { method: "POST", body: new URLSearchParams({ action: "pay" }), redirect: "manual" });
      await c.payu.settled();
      expect((await orderRow(c.t.db, r.backendOrderId)).status).toBe("processing");
      const info = (await client(next.app).get(`/api/payment/orders/${r.orderNumber}?pay_token=${r.payment.pay_token}`)).body.result;
      expect(info.state).toBe("completed");
      await next.app.services.orders.outbox.flush();
      expect((await outboxOf(c.t.db, r.backendOrderId)).map((m) => m.kind)).toEqual(["order_confirmation", "payment_received"]);
    } finally {
      c.payu.deliver = deliverInto(c.t.app);
      await next.close();
    }
  });
});
