/**
 * The order mail outbox: rows written with the order, sent after the commit, sent_at recorded, failures retried
 * with backoff, each row sent once when several senders (processes) run, rows left behind sent after a restart.
 * With DATABASE_URL other test files' apps share the database and run their own senders: the tests here use rows
 * only their own sender claims (by order id, not yet due for anybody) wherever a foreign sender could interfere.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import type { Mailer, OutgoingMail } from "../../integrations/mail/mailer.ts";
import { OrderMailOutbox, retryDelaySeconds } from "./outbox.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" });
});
afterAll(async () => t?.close());

type Row = { id: string; attempts: number; sent_at: string | null; last_error: string | null; wait: number };
const rowsOf = (orderId: number) =>
  t.db.query<Row>(
    "SELECT id::text AS id, attempts, sent_at::text AS sent_at, last_error, extract(epoch FROM next_attempt_at - now())::int AS wait FROM mail_outbox WHERE order_id = $1 ORDER BY id",
    [orderId],
  );

/** A mailer that records what it was asked to send and fails while `failing` is set. */
function fakeMailer() {
  const sent: OutgoingMail[] = [];
  const fake = {
    failing: false,
    sent,
    async send(mail: OutgoingMail) {
      await new Promise((r) => setTimeout(r, 5));
      if (fake.failing) throw new Error("relay said no");
      sent.push(mail);
    },
  };
  return fake;
}
const outboxWith = (mailer: ReturnType<typeof fakeMailer>) => new OrderMailOutbox(t.db, mailer as unknown as Mailer, t.config.PUBLIC_URL, t.config.AUTH_SECRET);

async function placeOrder(): Promise<{ id: number; number: string; email: string }> {
  const product = (
    await t.db.query<{ sku: string }>(
      `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.type_id IN ('simple', 'single_number') AND p.status = 1 AND p.visibility > 1
         AND p.price > 0 AND s.is_in_stock AND s.qty >= 50 AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id) ORDER BY p.id DESC OFFSET 3 LIMIT 1`,
    )
  )[0]!;
  const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
  const bill = {
    firstname: "Ewa",
    lastname: "Nowak",
    street: ["ul. Długa 1"],
    city: "Kraków",
    postcode: "30-001",
    country_id: "PL",
    telephone: "600100200",
    email,
  };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/order",
    payload: {
      order_id: randomUUID(),
      cart_id: "",
      products: [{ sku: product.sku, qty: 1 }],
      addressInformation: { billingAddress: bill, shipping_carrier_code: "flatrate", shipping_method_code: "flatrate", payment_method_code: "cashondelivery" },
      checkout: { customer_type: "private", consents: { rules: true } },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json().result as { backendOrderId: number; orderNumber: string };
  return { id: r.backendOrderId, number: r.orderNumber, email };
}

/** An extra confirmation row for an order, due for nobody for an hour: only a sender told this order's id claims it. */
async function ownRow(orderId: number): Promise<string> {
  return (
    await t.db.query<{ id: string }>(
      "INSERT INTO mail_outbox (kind, order_id, next_attempt_at) VALUES ('order_confirmation', $1, now() + interval '1 hour') RETURNING id::text AS id",
      [orderId],
    )
  )[0]!.id;
}

describe("order mail outbox", () => {
  it("the order writes its confirmation row in the same statement; after the commit it is sent and sent_at recorded", async () => {
    const order = await placeOrder();
    await t.app.services.orders.outbox.flush();
    const rows = await rowsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(rows[0]!.attempts).toBe(1);
    const mail = (await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(order.email)}` })).json().result as {
      subject: string;
      text: string;
    }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(order.number);
    expect(mail[0]!.text).toContain("Odstąpienie od umowy");
  });

  it("a failed send is kept with its error and retried after a backoff; the retry sends it", async () => {
    const order = await placeOrder();
    await t.app.services.orders.outbox.flush();
    const id = await ownRow(order.id);
    const mailer = fakeMailer();
    mailer.failing = true;
    const sender = outboxWith(mailer);
    sender.kick(order.id);
    await sender.flush();
    let row = (await rowsOf(order.id)).find((r) => r.id === id)!;
    expect(row.sent_at).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBe("relay said no");
    // not due again before the backoff (30 s after the first failure)
    expect(row.wait).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(row.wait).toBeLessThanOrEqual(retryDelaySeconds(1));
    // the backoff passes: any sender (here ours, or another process's timer) sends it
    mailer.failing = false;
    await t.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
    await sender.flush();
    await expect.poll(async () => (await rowsOf(order.id)).find((r) => r.id === id)!.sent_at, { timeout: 15_000 }).not.toBeNull();
    row = (await rowsOf(order.id)).find((r) => r.id === id)!;
    expect(row.attempts).toBe(2);
    expect(row.last_error).toBeNull();
  });

  it("backoff doubles from 30 s and stops growing at 6 h", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30)).toBe(6 * 3600);
  });

  it("two senders (two processes) racing for the same rows send each mail once", async () => {
    const order = await placeOrder();
    await t.app.services.orders.outbox.flush();
    const ids = await Promise.all(Array.from({ length: 6 }, () => ownRow(order.id)));
    const a = fakeMailer();
    const b = fakeMailer();
    const senderA = outboxWith(a);
    const senderB = outboxWith(b);
    senderA.kick(order.id);
    senderB.kick(order.id);
    await Promise.all([senderA.flush(), senderB.flush()]);
    expect(a.sent.length + b.sent.length).toBe(ids.length);
    const rows = (await rowsOf(order.id)).filter((r) => ids.includes(r.id));
    expect(rows.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it("a row nobody sent (its process stopped before sending) is sent by a sender started later", async () => {
    const order = await placeOrder();
    await t.app.services.orders.outbox.flush();
    const id = await ownRow(order.id);
    // its writer's hand-over time has passed and nobody claimed it
    await t.db.query("UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1", [id]);
    const mailer = fakeMailer();
    const restarted = outboxWith(mailer);
    restarted.start();
    try {
      await expect.poll(async () => (await rowsOf(order.id)).find((r) => r.id === id)!.sent_at, { timeout: 15_000 }).not.toBeNull();
    } finally {
      await restarted.stop();
    }
  });
});
