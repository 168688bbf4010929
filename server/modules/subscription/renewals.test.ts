/**
 * Renewals of recurring subscriptions through the ports (in-memory job queue, renewal orders written as the order
 * module would, scripted stored-card charges): one order and one charge per period however the runs overlap, two
 * processes, a crash between the order and the charge or after the charge, a declined card retried then suspended
 * (pending) and paid from the account, and a cancelled renewal that is not charged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueInterval, lastIssueDate, nextPeriodFirstDate } from "../../../domain/subscription.ts";
import { warsawStartOfDay } from "../../../domain/warsaw-time.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { waitForMail } from "../../test/customers.ts";
import { makeCustomer } from "../cart/test-support.ts";
import { LEASE_MS } from "./renewals.ts";
import { SubscriptionService } from "./service.ts";
import { markPaid, MemoryJobs, pickSubscription, placeOrder, ScriptedPayments, TableOrders, type SubProduct } from "./test-support.ts";

let t: TestContext;
let product: SubProduct;
beforeAll(async () => {
  t = await setupTestApp();
  product = await pickSubscription(t, true);
});
afterAll(async () => t?.close());

/**
 * The subscriptions this file made. Its runs renew only these: on PostgreSQL every test file shares one database,
 * and another file's subscriptions fall due at the same moments (a run here would order and charge them too).
 */
const mine: number[] = [];
class ScopedService extends SubscriptionService {
  override runRenewals(now: Date, opts: { limit?: number; concurrency?: number } = {}) {
    return super.runRenewals(now, { ...opts, only: mine });
  }
}

type Rig = { svc: SubscriptionService; jobs: MemoryJobs; orders: TableOrders; payments: ScriptedPayments };
function rig(shared?: Partial<Rig>): Rig {
  const jobs = shared?.jobs ?? new MemoryJobs();
  const orders = shared?.orders ?? new TableOrders(t);
  const payments = shared?.payments ?? new ScriptedPayments(t);
  return { svc: new ScopedService({ db: t.db, config: t.config, mail: t.app.services.mailOutbox, jobs, orders, payments }), jobs, orders, payments };
}

/** A paid recurring subscription; answers its id and the moment it is due. */
async function dueSubscription(r: Rig) {
  const me = await makeCustomer(t);
  const orderId = await placeOrder(t, product, me.token);
  await markPaid(t, orderId);
  await r.svc.paid(orderId);
  const row = (
    await t.db.query<{ id: number; next_renewal_at: Date }>("SELECT id, next_renewal_at FROM customer_subscriptions WHERE order_id = $1", [orderId])
  )[0]!;
  mine.push(row.id);
  return { id: row.id, customer: me, due: new Date(new Date(row.next_renewal_at).getTime() + 60_000) };
}
const sub = async (id: number) =>
  (
    await t.db.query<{ period_no: number; status: string; first_issue_date: string; next_renewal_at: Date | null }>(
      "SELECT period_no, status, first_issue_date::text, next_renewal_at FROM customer_subscriptions WHERE id = $1",
      [id],
    )
  )[0]!;
const renewalsOf = (id: number) =>
  t.db.query<{ period_no: number; status: string; attempts: number; order_id: number | null; last_error_code: string | null }>(
    "SELECT period_no, status, attempts, order_id, last_error_code FROM subscription_renewals WHERE subscription_id = $1 ORDER BY period_no",
    [id],
  );
const renewalOrders = async (id: number) =>
  (await t.db.query<{ id: number }>("SELECT id FROM orders WHERE client_order_id LIKE $1", [`renewal:${id}:%`])).map((r) => r.id);

describe("a due renewal", () => {
  it("nothing is renewed before it is due", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    const run = await r.svc.runRenewals(new Date(s.due.getTime() - 2 * 86_400_000));
    expect(run.ok).toBe(true);
    expect(await renewalsOf(s.id)).toEqual([]);
  });

  it("three overlapping runs and a second process: one order and one charge; the subscription moves on one period", async () => {
    const r = rig();
    const other = rig({ orders: r.orders, payments: r.payments, jobs: r.jobs });
    const s = await dueSubscription(r);
    const before = await sub(s.id);
    await Promise.all([r.svc.runRenewals(s.due), r.svc.runRenewals(s.due), other.svc.runRenewals(s.due), other.svc.runRenewals(s.due)]);
    const orders = await renewalOrders(s.id);
    expect(orders).toHaveLength(1);
    expect(r.payments.charges.filter((o) => o === orders[0])).toHaveLength(1);
    expect(await renewalsOf(s.id)).toEqual([{ period_no: 2, status: "paid", attempts: 1, order_id: orders[0], last_error_code: null }]);
    const after = await sub(s.id);
    const period = { firstIssueDate: before.first_issue_date, numbers: product.numbers, interval: issueInterval(product.press_type) };
    const first = nextPeriodFirstDate(period);
    expect(after).toMatchObject({ period_no: 2, status: "active", first_issue_date: first });
    expect(new Date(after.next_renewal_at!).getTime()).toBeGreaterThan(new Date(before.next_renewal_at!).getTime());
    expect(lastIssueDate({ ...period, firstIssueDate: first }) >= new Date(after.next_renewal_at!).toISOString().slice(0, 10)).toBe(true);
    const mails = await t.db.query<{ kind: string; payload: object }>("SELECT kind, payload FROM mail_outbox WHERE payload->>'subscriptionId' = $1", [
      String(s.id),
    ]);
    expect(mails).toEqual([{ kind: "renewal_charged", payload: { kind: "renewal_charged", subscriptionId: s.id, periodNo: 2 } }]);
    // Run again at the same moment: the next period is not due yet.
    await r.svc.runRenewals(s.due);
    expect(await renewalOrders(s.id)).toHaveLength(1);
  });

  it("a crash between placing the order and charging it: the next run charges the same order once", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    r.orders.afterPlace = () => {
      throw new Error("process died");
    };
    await expect(r.svc.runRenewals(s.due)).rejects.toThrow("process died");
    r.orders.afterPlace = null;
    const [placed] = await renewalOrders(s.id);
    expect(placed).toBeDefined();
    expect(r.payments.charges).toEqual([]);
    // Within the lease nobody takes it again.
    await r.svc.runRenewals(new Date(s.due.getTime() + 1000));
    expect(r.payments.charges).toEqual([]);
    await r.svc.runRenewals(new Date(s.due.getTime() + LEASE_MS + 1000));
    expect(await renewalOrders(s.id)).toEqual([placed]);
    expect(r.payments.charges).toEqual([placed]);
    expect((await renewalsOf(s.id))[0]).toMatchObject({ status: "paid", attempts: 1, order_id: placed });
  });

  it("a crash after the charge: the next run finds the order paid and does not charge again", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    r.payments.afterCharge = () => {
      throw new Error("process died");
    };
    await expect(r.svc.runRenewals(s.due)).rejects.toThrow("process died");
    r.payments.afterCharge = null;
    expect(r.payments.charges).toHaveLength(1);
    await r.svc.runRenewals(new Date(s.due.getTime() + LEASE_MS + 1000));
    expect(r.payments.charges).toHaveLength(1);
    expect(await renewalOrders(s.id)).toHaveLength(1);
    expect((await sub(s.id)).period_no).toBe(2);
  });

  it("a declined card: retried after 1 day and 2 more days, then pending; paying the order from the account reactivates it", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    r.payments.script = ["CANCELED", "CANCELED", "CANCELED"];
    const day = 86_400_000;
    const at = (ms: number) => new Date(s.due.getTime() + ms);
    await r.svc.runRenewals(at(0));
    expect(await renewalsOf(s.id)).toEqual([expect.objectContaining({ status: "declined", attempts: 1, last_error_code: "INSUFFICIENT_FUNDS" })]);
    // PayU's own `failed` for the same charge arrives too: it changes nothing more.
    const [order] = await renewalOrders(s.id);
    await r.svc.failed(order!, "INSUFFICIENT_FUNDS");
    expect((await renewalsOf(s.id))[0]!.attempts).toBe(1);
    await r.svc.runRenewals(at(day - 60_000));
    expect(r.payments.charges).toHaveLength(1);
    await r.svc.runRenewals(at(day + 60_000));
    expect(r.payments.charges).toHaveLength(2);
    await r.svc.runRenewals(at(2 * day + 60_000));
    expect(r.payments.charges).toHaveLength(2);
    await r.svc.runRenewals(at(3 * day + 120_000));
    expect(r.payments.charges).toEqual([order, order, order]);
    expect(await renewalsOf(s.id)).toEqual([expect.objectContaining({ status: "suspended", attempts: 3 })]);
    expect((await sub(s.id)).status).toBe("pending");
    const list = await t.app.inject({ method: "GET", url: "/api/subscription/active", headers: { authorization: `Bearer ${s.customer.token}` } });
    const shown = list.json().result.subscriptions[0];
    expect(shown).toMatchObject({ status: "pending", payable_order: { order_id: order } });
    const mails = await t.db.query<{ kind: string }>("SELECT kind FROM mail_outbox WHERE payload->>'subscriptionId' = $1 ORDER BY id", [String(s.id)]);
    expect(mails.map((m) => m.kind)).toEqual(["renewal_declined", "renewal_declined", "renewal_suspended"]);
    // No more charges once suspended.
    await r.svc.runRenewals(at(30 * day));
    expect(r.payments.charges).toHaveLength(3);
    // The customer pays the renewal order ("Zapłać teraz"); PayU's paid event reactivates the subscription.
    await markPaid(t, order!);
    await r.svc.paid(order!);
    expect(await sub(s.id)).toMatchObject({ status: "active", period_no: 2 });
    expect((await renewalsOf(s.id))[0]!.status).toBe("paid");
  });

  it("a cancelled renewal is not charged", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/subscription/recurrence/cancel",
      payload: { recurrence: { id: s.id } },
      headers: { authorization: `Bearer ${s.customer.token}` },
    });
    expect(res.statusCode).toBe(200);
    await r.svc.runRenewals(new Date(s.due.getTime() + 365 * 86_400_000));
    expect(await renewalsOf(s.id)).toEqual([]);
    expect(await renewalOrders(s.id)).toEqual([]);
  });

  it("a renewal turned off while its declined charge waits for a retry is not charged again", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    r.payments.script = ["CANCELED"];
    await r.svc.runRenewals(s.due);
    expect(r.payments.charges).toHaveLength(1);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/subscription/recurrence/cancel",
      payload: { recurrence: { id: s.id } },
      headers: { authorization: `Bearer ${s.customer.token}` },
    });
    expect(res.statusCode).toBe(200);
    await r.svc.runRenewals(new Date(s.due.getTime() + 10 * 86_400_000));
    expect(r.payments.charges).toHaveLength(1);
    expect((await renewalsOf(s.id))[0]).toMatchObject({ status: "declined", attempts: 1 });
  });

  it("the development route runs the renewals at a moved clock (503 until the renewal ports are wired)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/dev/subscriptions/renewals", payload: { at: "2030-01-01T00:00:00Z", limit: 1 } });
    if (t.app.services.subscriptions.wired) {
      expect(res.statusCode).toBe(200);
      expect(res.json().result.at).toBe("2030-01-01T00:00:00.000Z");
    } else {
      expect(res.statusCode).toBe(503);
      expect(res.json().result.error).toBe("RENEWALS_NOT_CONFIGURED");
    }
    expect((await t.app.inject({ method: "POST", url: "/api/dev/subscriptions/renewals", payload: { at: "tomorrow" } })).statusCode).toBe(400);
  });

  it("a pending charge paid later moves the subscription on in one statement, from the period kept with the order; a renewal placed before it was kept too", async () => {
    const planned = rig();
    const legacy = rig();
    const a = await dueSubscription(planned);
    const b = await dueSubscription(legacy);
    const [beforeA, beforeB] = [await sub(a.id), await sub(b.id)];
    planned.payments.script = ["PENDING"];
    legacy.payments.script = ["PENDING"];
    await planned.svc.runRenewals(a.due);
    await legacy.svc.runRenewals(b.due);
    const kept = await t.db.query<{ next_first_issue_date: string | null }>(
      "SELECT next_first_issue_date::text FROM subscription_renewals WHERE subscription_id = $1",
      [a.id],
    );
    const period = (from: string) => ({ firstIssueDate: from, numbers: product.numbers, interval: issueInterval(product.press_type) });
    expect(kept).toEqual([{ next_first_issue_date: nextPeriodFirstDate(period(beforeA.first_issue_date)) }]);
    // b's renewal as one placed before the next period was kept with its order
    await t.db.query(
      "UPDATE subscription_renewals SET next_first_issue_date = NULL, next_first_issue_label = NULL, next_renewal_at = NULL WHERE subscription_id = $1",
      [b.id],
    );
    for (const [r, s] of [
      [planned, a],
      [legacy, b],
    ] as const) {
      const [order] = await renewalOrders(s.id);
      await markPaid(t, order!);
      await r.svc.paid(order!);
      await r.svc.paid(order!); // a repeat changes nothing
    }
    const [afterA, afterB] = [await sub(a.id), await sub(b.id)];
    expect(afterA).toMatchObject({ period_no: 2, status: "active", first_issue_date: nextPeriodFirstDate(period(beforeA.first_issue_date)) });
    expect(afterB).toMatchObject({ period_no: 2, status: "active", first_issue_date: nextPeriodFirstDate(period(beforeB.first_issue_date)) });
    const nextDue = (before: { first_issue_date: string }) =>
      lastIssueDate({ ...period(before.first_issue_date), firstIssueDate: nextPeriodFirstDate(period(before.first_issue_date)) });
    expect(new Date(afterA.next_renewal_at!)).toEqual(warsawStartOfDay(nextDue(beforeA)));
    expect(new Date(afterB.next_renewal_at!)).toEqual(warsawStartOfDay(nextDue(beforeB)));
    expect((await renewalsOf(a.id)).map((x) => x.status)).toEqual(["paid"]);
    expect((await renewalsOf(b.id)).map((x) => x.status)).toEqual(["paid"]);
    const charged = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'renewal_charged' AND payload->>'subscriptionId' = ANY($1::text[])",
      [[String(a.id), String(b.id)]],
    );
    expect(charged[0]!.n).toBe(2);
  });

  it("a charge PayU leaves PENDING is not asked about again within the lease, and is asked about (the same order) after it", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    r.payments.script = ["PENDING", "PENDING"];
    expect((await r.svc.runRenewals(s.due)).ok).toBe(true);
    const [order] = await renewalOrders(s.id);
    expect(r.payments.charges).toEqual([order]);
    await r.svc.runRenewals(new Date(s.due.getTime() + LEASE_MS - 1000));
    expect(r.payments.charges).toEqual([order]);
    await r.svc.runRenewals(new Date(s.due.getTime() + LEASE_MS + 1000));
    expect(r.payments.charges).toEqual([order, order]);
    expect(await renewalsOf(s.id)).toEqual([{ period_no: 2, status: "charging", attempts: 1, order_id: order, last_error_code: null }]);
  });

  it("the renewal order is not a new subscription when paid", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    await r.svc.runRenewals(s.due);
    const [order] = await renewalOrders(s.id);
    expect(await r.svc.fulfilOrder(order!)).toEqual([]);
    expect(await t.db.query("SELECT 1 FROM customer_subscriptions WHERE order_id = $1", [order])).toEqual([]);
  });

  it("the renewal mail goes through the mail outbox, once, with the renewal order's number", async () => {
    const r = rig();
    const s = await dueSubscription(r);
    await r.svc.runRenewals(s.due);
    await r.svc.runRenewals(s.due);
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'renewal_charged' AND payload->>'subscriptionId' = $1",
      [String(s.id)],
    );
    expect(rows[0]!.n).toBe(1);
    const email = (await t.db.query<{ email: string }>("SELECT email FROM customers WHERE id = $1", [s.customer.id]))[0]!.email;
    const mail = await waitForMail(t.app, email, /Odnowiliśmy/);
    const [order] = await renewalOrders(s.id);
    const number = (await t.db.query<{ increment_id: string }>("SELECT increment_id FROM orders WHERE id = $1", [order]))[0]!.increment_id;
    expect(mail.text).toContain(number);
    expect(mail.text).toContain("/my-account/subscription");
  });

  it("start() registers the mail and renewal jobs and schedules renewals every 5 minutes", async () => {
    const r = rig();
    await r.svc.start();
    expect([...r.jobs.handlers.keys()]).toEqual(expect.arrayContaining(["subscription-mail", "subscription-renewals"]));
    expect(r.jobs.schedules).toContainEqual({ name: "subscription-renewals", cron: "*/5 * * * *" });
  });
});
