/**
 * The mail outbox: rows written with their cause, sent after the commit one at a time with sent_at recorded after
 * each, failures retried with backoff, each row sent once when several senders (processes) run, at most the one
 * mail in flight sent again after a crash, rows left behind sent by another process.
 * With DATABASE_URL other test files' apps share the database and run their own senders: the rows here belong to a
 * test origin of their own, so no other sender takes them within the hand-over time.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { HANDOVER_SECONDS, LEASE_SECONDS, MailOutbox, MAX_ATTEMPTS, retryDelaySeconds } from "./index.ts";
import { dueNow, outboxRows, ownRows, readyMail } from "./test-support.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" });
});
afterAll(async () => t?.close());

/** A transport that records what it was asked to send, fails while `failing` is set, and can hang ("crash") on the nth mail. */
function fakeTransport() {
  const fake = {
    failing: null as Error | null,
    sent: [] as OutgoingMail[],
    /** the nth send (1-based) is delivered, then the sender never hears back (its process died) */
    crashOn: 0,
    async send(mail: OutgoingMail) {
      await new Promise((r) => setTimeout(r, 2));
      if (fake.failing) throw fake.failing;
      fake.sent.push(mail);
      if (fake.sent.length === fake.crashOn) await new Promise(() => undefined);
    },
  };
  return fake;
}
const origin = () => `test-${randomUUID()}`;
const senderWith = (transport: ReturnType<typeof fakeTransport>, from: string) => new MailOutbox(t.db, transport, { origin: from });
const mails = (n: number) => Array.from({ length: n }, () => readyMail(`outbox-${randomUUID().slice(0, 8)}@example.com`));
const countBySubject = (sent: OutgoingMail[]) => sent.reduce((m, s) => m.set(s.subject, (m.get(s.subject) ?? 0) + 1), new Map<string, number>());

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

describe("mail outbox", () => {
  it("the order writes its confirmation row in the same statement; after the commit it is sent and sent_at recorded", async () => {
    const order = await placeOrder();
    await t.app.services.mailOutbox.flush();
    const rows = await t.db.query<{ sent_at: string | null; attempts: number }>("SELECT sent_at, attempts FROM mail_outbox WHERE order_id = $1", [order.id]);
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
    const me = origin();
    const [id] = await ownRows(t.db, me, mails(1));
    const transport = fakeTransport();
    transport.failing = new Error("relay said no");
    const sender = senderWith(transport, me);
    await sender.flush();
    let [row] = await outboxRows(t.db, [id!]);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: "relay said no" });
    // not due again before the backoff (30 s after the failure for this process, the hand-over time later for others)
    expect(row!.wait).toBeGreaterThan(retryDelaySeconds(1) + HANDOVER_SECONDS - 5);
    expect(row!.wait).toBeLessThanOrEqual(retryDelaySeconds(1) + HANDOVER_SECONDS);
    await sender.flush();
    expect((await outboxRows(t.db, [id!]))[0]!.attempts).toBe(1);
    // the backoff passes and the relay is back
    transport.failing = null;
    await dueNow(t.db, me);
    await sender.flush();
    [row] = await outboxRows(t.db, [id!]);
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row!.sent_at).not.toBeNull();
    expect(transport.sent).toHaveLength(1);
  });

  it("while the relay is down a pass stops at its first failure (one attempt, not one per waiting mail)", async () => {
    const me = origin();
    const ids = await ownRows(t.db, me, mails(5));
    const transport = fakeTransport();
    transport.failing = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNECTION" });
    await senderWith(transport, me).flush();
    const rows = await outboxRows(t.db, ids);
    expect(rows.map((r) => r.attempts)).toEqual([1, 0, 0, 0, 0]);
  });

  it("a mail the relay refuses for good (5xx) is not retried; the pass goes on with the next", async () => {
    const me = origin();
    const ids = await ownRows(t.db, me, mails(2));
    const transport = fakeTransport();
    let first = true;
    const refusing = {
      async send(mail: OutgoingMail) {
        if (first) {
          first = false;
          throw Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 });
        }
        await transport.send(mail);
      },
    };
    await new MailOutbox(t.db, refusing, { origin: me }).flush();
    const rows = await outboxRows(t.db, ids);
    expect(rows[0]).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS, last_error: "550 mailbox unavailable" });
    expect(rows[1]!.sent_at).not.toBeNull();
  });

  it("a row with nothing to send (its renderer finds no account) is closed without a mail, and what it held is forgotten", async () => {
    const me = origin();
    const sender = senderWith(fakeTransport(), me);
    sender.render(["nobody"], async () => null);
    const [row] = await t.db.query<{ id: string }>(
      "INSERT INTO mail_outbox (kind, payload, origin, next_attempt_at) VALUES ('nobody', '{\"email\":\"x@example.com\"}', $1, now() + interval '30 seconds') RETURNING id::text AS id",
      [me],
    );
    await sender.flush();
    expect((await outboxRows(t.db, [row!.id]))[0]).toMatchObject({ last_error: "nothing to send", payload: {} });
  });

  it("backoff doubles from 30 s and stops growing at 10 min; about two days of tries before a person must look", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30)).toBe(600);
    const total = Array.from({ length: MAX_ATTEMPTS }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(40);
  });

  it("two senders (two processes) racing for the same rows send each mail once", async () => {
    const me = origin();
    const batch = mails(20);
    const ids = await ownRows(t.db, me, batch);
    const a = fakeTransport();
    const b = fakeTransport();
    await Promise.all([senderWith(a, me).flush(), senderWith(b, me).flush()]);
    expect(a.sent.length + b.sent.length).toBe(batch.length);
    expect([...countBySubject([...a.sent, ...b.sent]).values()].every((n) => n === 1)).toBe(true);
    expect((await outboxRows(t.db, ids)).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it("a sender that dies mid-batch (after 3 of 8) leaves only the mail in flight: the rest go at once, that one after its lease, at most once more", async () => {
    const me = origin();
    const batch = mails(8);
    const ids = await ownRows(t.db, me, batch);
    const dying = fakeTransport();
    dying.crashOn = 4; // the 4th mail reaches the relay, then the process dies before it records sent_at
    void senderWith(dying, me).flush();
    await expect.poll(() => dying.sent.length).toBe(4);
    let rows = await outboxRows(t.db, ids);
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(3);
    // the restarted process sends the 4 rows nobody claimed at once, without waiting for any lease
    const restarted = fakeTransport();
    const sender = senderWith(restarted, me);
    await sender.flush();
    expect(restarted.sent.map((m) => m.subject)).toEqual(batch.slice(4).map((m) => m.subject));
    rows = await outboxRows(t.db, ids);
    const inFlight = rows.filter((r) => r.sent_at === null);
    expect(inFlight).toHaveLength(1);
    expect(inFlight[0]!.wait).toBeGreaterThan(LEASE_SECONDS - 5);
    // its lease ends: it is sent again, the one mail sent twice
    await dueNow(t.db, me, [inFlight[0]!.id]);
    await sender.flush();
    expect((await outboxRows(t.db, ids)).every((r) => r.sent_at !== null)).toBe(true);
    const times = countBySubject([...dying.sent, ...restarted.sent]);
    expect(times.size).toBe(8);
    expect([...times.values()].filter((n) => n > 1)).toEqual([2]);
  });

  it("a stopping sender with a burst of its own mails stops within its bound; the rest stay for the next sender", async () => {
    const me = origin();
    const batch = mails(60);
    const ids = await ownRows(t.db, me, batch);
    const slow = fakeTransport();
    const send = slow.send;
    slow.send = async (mail) => {
      await new Promise((r) => setTimeout(r, 20)); // a relay at ~50 mails a second: 60 would take over a second
      await send(mail);
    };
    const sender = senderWith(slow, me);
    sender.start();
    const t0 = performance.now();
    await sender.stop(300);
    expect(performance.now() - t0).toBeLessThan(2000);
    const rows = await outboxRows(t.db, ids);
    const sent = rows.filter((r) => r.sent_at !== null).length;
    expect(sent).toBeLessThan(batch.length);
    expect(sent).toBe(slow.sent.length);
    // the next sender (another process, or this one restarted) sends exactly the rest
    const next = fakeTransport();
    await senderWith(next, me).flush();
    expect(slow.sent.length + next.sent.length).toBe(batch.length);
    expect((await outboxRows(t.db, ids)).every((r) => r.sent_at !== null)).toBe(true);
  });

  it("rows nobody sent (their process stopped) are sent by another process once they are due for everybody", async () => {
    const ids = await ownRows(t.db, origin(), mails(2));
    // the writer's hand-over time has passed and nobody claimed them
    await t.db.query("UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = ANY($1::bigint[])", [ids]);
    const other = senderWith(fakeTransport(), origin());
    other.start();
    try {
      await expect.poll(async () => (await outboxRows(t.db, ids)).every((r) => r.sent_at !== null), { timeout: 15_000 }).toBe(true);
    } finally {
      await other.stop();
    }
  });

  it("the rows written before the mail module (no origin, the order's kinds) are still sent", async () => {
    const order = await placeOrder();
    await t.app.services.mailOutbox.flush();
    const [row] = await t.db.query<{ id: string }>(
      "INSERT INTO mail_outbox (kind, order_id, next_attempt_at) VALUES ('order_confirmation', $1, now() + interval '1 hour') RETURNING id::text AS id",
      [order.id],
    );
    const transport = fakeTransport();
    const sender = senderWith(transport, origin());
    sender.render(["order_confirmation"], async () => readyMail(order.email, `Kiosk – potwierdzenie zamówienia nr ${order.number}`));
    await t.db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1", [row!.id]);
    await sender.flush();
    expect((await outboxRows(t.db, [row!.id]))[0]!.sent_at).not.toBeNull();
  });
});
