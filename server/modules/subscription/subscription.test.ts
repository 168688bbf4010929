/**
 * Subscriptions from paid orders and the account API: creation on payment (once, however often and from however many
 * callers), what the customer sees, cancelling a renewal with its confirmation mail, renewing an ended one, the
 * periods by sku, and another customer's subscription (404).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueInterval, lastIssueDate } from "../../../domain/subscription.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { waitForMail } from "../../test/customers.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { SubscriptionService } from "./service.ts";
import { markPaid, MemoryJobs, pickSubscription, placeOrder, type SubProduct } from "./test-support.ts";

let t: TestContext;
let magazine: SubProduct;
let collection: SubProduct;
let jobs: MemoryJobs;
let svc: SubscriptionService;
beforeAll(async () => {
  t = await setupTestApp();
  magazine = await pickSubscription(t, false);
  collection = await pickSubscription(t, true);
  jobs = new MemoryJobs();
  svc = new SubscriptionService({ db: t.db, config: t.config, mail: t.app.services.mailOutbox, jobs });
});
afterAll(async () => t?.close());

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
};
const send = async (method: "PUT" | "POST", url: string, payload: object, token?: string) => {
  const res = await t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
};
const rowsOf = (orderId: number) =>
  t.db.query<{
    id: number;
    customer_id: number | null;
    numbers: number;
    first_issue_label: string;
    first_issue_date: string;
    status: string;
    next_renewal_at: Date | null;
    recurring: boolean;
    period_amount: number;
  }>(
    "SELECT id, customer_id, numbers, first_issue_label, first_issue_date::text, status, next_renewal_at, recurring, period_amount FROM customer_subscriptions WHERE order_id = $1",
    [orderId],
  );

describe("creation when an order is paid", () => {
  it("an unpaid order makes none; once paid, one subscription per subscription line with its period, first issue and amount", async () => {
    const me = await makeCustomer(t);
    const orderId = await placeOrder(t, magazine, me.token);
    // paid online: waiting for its payment, nothing delivered yet
    expect(await svc.fulfilOrder(orderId)).toEqual([]);
    expect(await rowsOf(orderId)).toEqual([]);
    await markPaid(t, orderId);
    await svc.paid(orderId);
    const rows = await rowsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customer_id: me.id,
      numbers: magazine.numbers,
      first_issue_label: magazine.start_label,
      first_issue_date: magazine.start_date,
      status: "active",
      recurring: false,
      next_renewal_at: null,
      period_amount: magazine.price,
    });
    const list = await get("/api/subscription/active", me.token);
    expect(list.status).toBe(200);
    const [s] = list.body.result.subscriptions;
    expect(s).toMatchObject({
      id: rows[0]!.id,
      sku: magazine.sku,
      numbers: magazine.numbers,
      unit: "issue",
      period_amount: magazine.price / 100,
      renewal_active: false,
      gift_recipient: null,
    });
    expect(["available", "complete"]).toContain(s.status);
    expect(s.issues_sent + s.issues_left).toBe(magazine.numbers);
    expect(s.last_issue_date).toBe(
      lastIssueDate({ firstIssueDate: magazine.start_date, numbers: magazine.numbers, interval: issueInterval(magazine.press_type) }),
    );
  });

  it("is idempotent: twice, and five callers at once, make one row", async () => {
    const me = await makeCustomer(t);
    const orderId = await placeOrder(t, magazine, me.token);
    await markPaid(t, orderId);
    const other = new SubscriptionService({ db: t.db, config: t.config, mail: t.app.services.mailOutbox });
    const results = await Promise.all([
      svc.fulfilOrder(orderId),
      other.fulfilOrder(orderId),
      svc.fulfilOrder(orderId),
      other.fulfilOrder(orderId),
      svc.fulfilOrder(orderId),
    ]);
    expect(results.flat()).toHaveLength(1);
    await Promise.all([svc.paid(orderId), other.paid(orderId)]);
    expect(await svc.fulfilOrder(orderId)).toEqual([]);
    expect(await rowsOf(orderId)).toHaveLength(1);
  });

  it("a guest's order still makes a subscription (so the shop knows what to send), shown in no account", async () => {
    const orderId = await placeOrder(t, magazine);
    await markPaid(t, orderId);
    await svc.paid(orderId);
    const rows = await rowsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.customer_id).toBeNull();
  });

  it("the backstop finds a paid order whose hook never ran", async () => {
    const me = await makeCustomer(t);
    const orderId = await placeOrder(t, magazine, me.token);
    await markPaid(t, orderId);
    const caught = await svc.fulfilRecent(new Date());
    expect(caught.created).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(orderId)).toHaveLength(1);
  });

  it("a recurring collection renews on its period's last issue", async () => {
    const me = await makeCustomer(t);
    const orderId = await placeOrder(t, collection, me.token);
    await markPaid(t, orderId);
    await svc.paid(orderId);
    const [row] = await rowsOf(orderId);
    expect(row!.recurring).toBe(true);
    const last = lastIssueDate({ firstIssueDate: collection.start_date, numbers: collection.numbers, interval: { days: 14 } });
    expect(row!.next_renewal_at).not.toBeNull();
    expect(new Date(row!.next_renewal_at!).toISOString().slice(0, 10) <= last).toBe(true);
    const rec = await get("/api/subscription/recurrence", me.token);
    expect(rec.body.result.items).toEqual([expect.objectContaining({ id: row!.id, sku: collection.sku, active: true })]);
    // a collection's period counts parts, not issues
    const active = await get("/api/subscription/active", me.token);
    expect(active.body.result.subscriptions[0]).toMatchObject({ id: row!.id, unit: "part" });
  });

  it("a gift line keeps the recipient and the message, and is delivered to the recipient", async () => {
    const me = await makeCustomer(t);
    const recipient = {
      firstname: "Jan",
      lastname: "Kowalski",
      street: ["ul. Polna 3"],
      city: "Poznań",
      postcode: "60-001",
      country_id: "PL",
      message: "Wszystkiego najlepszego!",
    };
    // the checkout asks for the recipient of a gift line and keeps it with the order (orders.gift_recipient)
    const orderId = await placeOrder(t, magazine, me.token, { is_gift: true }, { gift_recipient: recipient });
    await markPaid(t, orderId);
    await svc.paid(orderId);
    const list = await get("/api/subscription/active", me.token);
    const s = list.body.result.subscriptions.find((x: { order_id: number }) => x.order_id === orderId);
    expect(s.gift_recipient).toEqual(recipient);
  });
});

describe("the customer's side", () => {
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let subId: number;
  let orderId: number;
  beforeAll(async () => {
    a = await makeCustomer(t);
    b = await makeCustomer(t);
    orderId = await placeOrder(t, collection, a.token);
    await markPaid(t, orderId);
    await svc.paid(orderId);
    subId = (await rowsOf(orderId))[0]!.id;
  });

  it("needs a signed-in customer", async () => {
    expect((await get("/api/subscription/active")).status).toBe(401);
    expect((await send("PUT", "/api/subscription/recurrence/cancel", { recurrence: { id: subId } })).status).toBe(401);
  });

  it("customer B sees none of A's subscriptions and cannot cancel or renew them (404)", async () => {
    expect((await get("/api/subscription/active", b.token)).body.result.subscriptions).toEqual([]);
    expect((await get("/api/subscription/recurrence", b.token)).body.result.items).toEqual([]);
    const cancel = await send("PUT", "/api/subscription/recurrence/cancel", { recurrence: { id: subId } }, b.token);
    expect(cancel.status).toBe(404);
    expect(cancel.body.result.error).toBe("SUBSCRIPTION_NOT_FOUND");
    expect((await send("POST", `/api/subscription/${subId}/renew`, {}, b.token)).status).toBe(404);
    const still = (
      await t.db.query<{ renewal_cancelled_at: Date | null }>("SELECT renewal_cancelled_at FROM customer_subscriptions WHERE id = $1", [subId])
    )[0]!;
    expect(still.renewal_cancelled_at).toBeNull();
  });

  it("an active one cannot be bought again yet (409)", async () => {
    const res = await send("POST", `/api/subscription/${subId}/renew`, {}, a.token);
    expect(res.status).toBe(409);
    expect(res.body.result.error).toBe("SUBSCRIPTION_STILL_ACTIVE");
  });

  it("cancelling the renewal turns it off, is confirmed by e-mail, and a second cancel is refused", async () => {
    const res = await send("PUT", "/api/subscription/recurrence/cancel", { recurrence: { id: subId } }, a.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.id).toBe(subId);
    const email = (await t.db.query<{ email: string }>("SELECT email FROM customers WHERE id = $1", [a.id]))[0]!.email;
    const mail = await waitForMail(t.app, email, /rezygnacji z odnawiania/);
    expect(mail.text).toContain("nie będzie już odnawiana");
    const [s] = (await get("/api/subscription/active", a.token)).body.result.subscriptions;
    expect(s).toMatchObject({ renewal_active: false, next_renewal_at: null });
    expect(s.renewal_cancelled_at).not.toBeNull();
    const again = await send("PUT", "/api/subscription/recurrence/cancel", { recurrence: { id: subId } }, a.token);
    expect(again.status).toBe(409);
    expect(again.body.result.error).toBe("SUBSCRIPTION_NOT_RENEWABLE");
  });

  it("a refund ends it (expired) and it can be bought again: the answer is what to add to the cart", async () => {
    await svc.revokeOrder(orderId);
    const [s] = (await get("/api/subscription/active", a.token)).body.result.subscriptions;
    expect(s).toMatchObject({ status: "expired", can_renew: true });
    const res = await send("POST", `/api/subscription/${subId}/renew`, {}, a.token);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      sku: collection.sku,
      qty: 1,
      product_option: { extension_attributes: { subscription_options: { number_option_id: collection.number_option_id, starting_number_id: null } } },
    });
  });
});

describe("GET /api/subscription/numbers", () => {
  it("lists the periods of each subscription sku asked for, unknown skus left out", async () => {
    const res = await get(`/api/subscription/numbers?skus=${magazine.sku},NOPE-1,${collection.sku}`);
    expect(res.status).toBe(200);
    expect(res.body.result.items.map((i: { sku: string }) => i.sku)).toEqual([magazine.sku, collection.sku]);
    const opt = res.body.result.items[0].number_options.find((o: { id: number }) => o.id === magazine.number_option_id);
    expect(opt).toMatchObject({ numbers: magazine.numbers, price_incl_tax: magazine.price / 100 });
    expect((await get("/api/subscription/numbers")).status).toBe(400);
  });
});
