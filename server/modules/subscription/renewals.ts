/**
 * Renewing recurring subscriptions (docs/decisions/2026-11-26-subscriptions.md). A run claims each due period with
 * an INSERT … ON CONFLICT DO NOTHING on (subscription_id, period_no), takes due renewals with a guarded UPDATE (a
 * lease: status charging, next_attempt_at moved on), then places the renewal order (idempotent by its key) and
 * charges the saved card. Overlapping runs and two processes take a renewal once; a crash leaves it charging until
 * its lease ends, and the next run places the same order again (same key: the same order) and charges it only if it
 * is not paid yet. A declined charge is retried (domain/subscription.ts retryDelayDays), then the renewal is
 * suspended and the subscription waits for the customer to pay the order from the account.
 */
import type { ProductOption } from "../../../contract/cart.ts";
import { issueInterval, lastIssueDate, nextIssueLabel, nextPeriodFirstDate, retryDelayDays, RENEWAL_CHARGES } from "../../../domain/subscription.ts";
import { warsawDay, warsawStartOfDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { orderStatusOf, PAID_ORDER_STATUSES } from "../order/index.ts";
import { subscriptionMailSql, type SubscriptionMail } from "./mail.ts";
import type { RenewalOrders, RenewalPayments } from "./ports.ts";

/** How long a run holds a renewal it is charging; after it, another run takes it again (a crash). */
export const LEASE_MS = 10 * 60_000;
/** How long to wait for PayU's final word on a PENDING charge before asking again. */
export const PENDING_RECHECK_MS = 60 * 60_000;

export interface RunResult {
  claimed: number;
  charged: number;
  paid: number;
  declined: number;
  suspended: number;
  waiting: number;
}

type Taken = {
  id: number;
  subscription_id: number;
  period_no: number;
  order_id: number | null;
  customer_id: number;
  first_order_id: number;
  sku: string;
  product_option: unknown;
};

export interface RenewalDeps {
  db: Database;
  orders: RenewalOrders;
  payments: RenewalPayments;
  mail: SubscriptionMail;
  /** renewals charged at once by a run */
  concurrency?: number;
}

const paidStatuses = PAID_ORDER_STATUSES as readonly string[];

export async function runRenewals(d: RenewalDeps, now: Date, limit: number): Promise<RunResult> {
  const result: RunResult = { claimed: 0, charged: 0, paid: 0, declined: 0, suspended: 0, waiting: 0 };
  const claimed = await d.db.query(
    `INSERT INTO subscription_renewals (subscription_id, period_no, status, attempts, next_attempt_at, created_at, updated_at)
     SELECT s.id, s.period_no + 1, 'ordered', 0, $1, $1, $1 FROM customer_subscriptions s
     WHERE s.recurring AND s.status = 'active' AND s.renewal_cancelled_at IS NULL AND s.customer_id IS NOT NULL AND s.next_renewal_at <= $1
       AND NOT EXISTS (SELECT 1 FROM subscription_renewals r WHERE r.subscription_id = s.id AND r.period_no = s.period_no + 1)
     ORDER BY s.next_renewal_at, s.id LIMIT $2
     ON CONFLICT (subscription_id, period_no) DO NOTHING RETURNING id`,
    [now, limit],
  );
  result.claimed = claimed.length;
  const taken = await d.db.query<Taken>(
    `WITH due AS (
       SELECT r.id FROM subscription_renewals r WHERE r.status IN ('ordered', 'declined', 'charging') AND r.next_attempt_at <= $1
         -- a renewal turned off (or a subscription ended) meanwhile is not charged again; one being charged is finished
         AND (r.status = 'charging' OR EXISTS (
           SELECT 1 FROM customer_subscriptions s WHERE s.id = r.subscription_id AND s.renewal_cancelled_at IS NULL AND s.status <> 'expired'))
       ORDER BY r.next_attempt_at, r.id LIMIT $2 FOR UPDATE OF r SKIP LOCKED
     ), took AS (
       UPDATE subscription_renewals r SET status = 'charging', next_attempt_at = $3, updated_at = $1,
         attempts = r.attempts + CASE WHEN r.status = 'charging' THEN 0 ELSE 1 END
       FROM due WHERE r.id = due.id AND r.next_attempt_at <= $1 RETURNING r.id, r.subscription_id, r.period_no, r.order_id
     )
     SELECT t.*, s.customer_id, s.order_id AS first_order_id, s.sku, s.product_option
     FROM took t JOIN customer_subscriptions s ON s.id = t.subscription_id ORDER BY t.id`,
    [now, limit, new Date(now.getTime() + LEASE_MS)],
  );
  const queue = [...taken];
  const worker = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      const outcome = await renewOne(d, r, now, () => result.charged++);
      result[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, d.concurrency ?? 16) }, worker));
  return result;
}

type OneOutcome = "paid" | "declined" | "suspended" | "waiting";

async function renewOne(d: RenewalDeps, r: Taken, now: Date, charging: () => void): Promise<OneOutcome> {
  let orderId = r.order_id;
  let fresh = false;
  if (orderId === null) {
    const placed = await d.orders.placeRenewal({
      key: `renewal:${r.subscription_id}:${r.period_no}`,
      customerId: r.customer_id,
      previousOrderId: r.first_order_id,
      sku: r.sku,
      productOption: renewalOption(r.product_option),
    });
    if (!placed.ok) return declined(d, { renewalId: r.id }, placed.code, now);
    orderId = placed.value.orderId;
    fresh = placed.value.created;
    await preparedQuery(
      d.db,
      "subscription_renewal_order",
      "UPDATE subscription_renewals SET order_id = $2, updated_at = $3 WHERE id = $1 AND order_id IS NULL",
      [r.id, orderId, now],
    );
  }
  // A crash after the charge: the order is paid already, and is not charged again (an order placed just now is not).
  if (!fresh) {
    const status = await orderStatusOf(d.db, orderId);
    if (status !== null && paidStatuses.includes(status)) return (await renewalPaid(d, orderId, now)) ? "paid" : "waiting";
  }
  charging();
  const charge = await d.payments.chargeStoredCard(orderId);
  if (!charge.ok) {
    if (charge.code === "PAYMENT_ALREADY_COMPLETED") return (await renewalPaid(d, orderId, now)) ? "paid" : "waiting";
    if (charge.code === "PAYMENT_IN_PROGRESS") return wait(d, r.id, now);
    return declined(d, { renewalId: r.id }, charge.code, now);
  }
  if (charge.value.status === "COMPLETED") return (await renewalPaid(d, orderId, now)) ? "paid" : "waiting";
  if (charge.value.status === "CANCELED") return declined(d, { orderId }, charge.value.errorCode, now);
  return wait(d, r.id, now);
}

/** The first order's options for the next period: the same period length, the first issue not chosen again (it follows on). */
function renewalOption(option: unknown): ProductOption | null {
  const o = option as ProductOption | null;
  const sub = o?.extension_attributes?.subscription_options;
  if (!o || !sub) return o ?? null;
  return { ...o, extension_attributes: { ...o.extension_attributes, subscription_options: { ...sub, starting_number_id: null } } };
}

async function wait(d: RenewalDeps, renewalId: number, now: Date): Promise<OneOutcome> {
  await preparedQuery(
    d.db,
    "subscription_renewal_wait",
    "UPDATE subscription_renewals SET next_attempt_at = $2, updated_at = $3 WHERE id = $1 AND status = 'charging'",
    [renewalId, new Date(now.getTime() + PENDING_RECHECK_MS), now],
  );
  return "waiting";
}

/**
 * A declined charge of a renewal that is being charged (the run's answer and PayU's later `failed` race: the first
 * one moves it): retried after retryDelayDays, or suspended after the last charge (the subscription shows pending).
 */
export async function declined(
  d: Pick<RenewalDeps, "db" | "mail">,
  which: { renewalId: number } | { orderId: number },
  errorCode: string | null,
  now: Date,
): Promise<OneOutcome> {
  const delays = Array.from({ length: RENEWAL_CHARGES }, (_, i) => retryDelayDays(i + 1) ?? 0);
  const [col, value] = "renewalId" in which ? ["id", which.renewalId] : ["order_id", which.orderId];
  // The renewal's state and its mail in one transaction: a declined charge always has its mail, once.
  const outcome = await d.db.transaction(async (tx): Promise<OneOutcome> => {
    const rows = await tx.query<{ id: number; subscription_id: number; period_no: number; status: string; next_attempt_at: Date }>(
      `UPDATE subscription_renewals SET last_error_code = $2, updated_at = $3,
       status = CASE WHEN attempts >= $4 THEN 'suspended' ELSE 'declined' END,
       next_attempt_at = $3::timestamptz + make_interval(days => ($5::int[])[attempts])
     WHERE ${col} = $1 AND status = 'charging' RETURNING id, subscription_id, period_no, status, next_attempt_at`,
      [value, errorCode, now, RENEWAL_CHARGES, delays],
    );
    const row = rows[0];
    if (!row) return "waiting";
    if (row.status === "suspended") {
      await tx.query("UPDATE customer_subscriptions SET status = 'pending', updated_at = $2 WHERE id = $1 AND status = 'active'", [row.subscription_id, now]);
      await d.mail.queue({ kind: "renewal_suspended", subscriptionId: row.subscription_id, periodNo: row.period_no }, `suspended:${row.id}`, tx);
      return "suspended";
    }
    await d.mail.queue(
      { kind: "renewal_declined", subscriptionId: row.subscription_id, periodNo: row.period_no, day: warsawDay(new Date(row.next_attempt_at)) },
      `declined:${row.id}:${row.next_attempt_at.valueOf()}`,
      tx,
    );
    return "declined";
  });
  if (outcome !== "waiting") d.mail.kick();
  return outcome;
}

type SubRow = { id: number; period_no: number; numbers: number; press_type: string | null; first_issue_label: string; first_issue_date: string };

/**
 * The renewal order `orderId` was paid: its renewal is paid and its subscription moves on one period (the next
 * period's first issue is the one after the last, its issues count afresh, the next renewal is its last issue's day),
 * active again if it waited for this payment. Guarded by status and period: a repeat changes nothing. False: not a
 * renewal order, or already applied.
 */
export async function renewalPaid(d: Pick<RenewalDeps, "db" | "mail">, orderId: number, now: Date): Promise<boolean> {
  const s = (
    await preparedQuery<SubRow & { renewal_period: number }>(
      d.db,
      "subscription_renewal_paid_read",
      `SELECT s.id, s.period_no, s.numbers, s.press_type, s.first_issue_label, s.first_issue_date::text, r.period_no AS renewal_period
       FROM subscription_renewals r JOIN customer_subscriptions s ON s.id = r.subscription_id WHERE r.order_id = $1 AND r.status <> 'paid'`,
      [orderId],
    )
  )[0];
  if (!s || s.period_no !== s.renewal_period - 1) return false;
  const interval = issueInterval(s.press_type);
  const period = { firstIssueDate: s.first_issue_date, numbers: s.numbers, interval };
  const first = nextPeriodFirstDate(period);
  const last = lastIssueDate({ ...period, firstIssueDate: first });
  // One statement, guarded by the period read above: a repeat or a second process finds nothing to change.
  const rows = await preparedQuery<{ id: number; subscription_id: number; period_no: number }>(
    d.db,
    "subscription_renewal_paid",
    `WITH s AS (
       SELECT id FROM customer_subscriptions WHERE id = $2 AND period_no = $3 - 1 FOR UPDATE
     ), r AS (
       UPDATE subscription_renewals SET status = 'paid', updated_at = $7
       WHERE order_id = $1 AND status <> 'paid' AND period_no = $3 AND subscription_id IN (SELECT id FROM s) RETURNING id, subscription_id, period_no
     ), u AS (
       UPDATE customer_subscriptions SET period_no = $3, first_issue_date = $4, first_issue_label = $5, updated_at = $7,
         status = CASE WHEN status = 'expired' THEN status ELSE 'active' END,
         next_renewal_at = CASE WHEN renewal_cancelled_at IS NULL THEN $6::timestamptz ELSE NULL END
       WHERE id IN (SELECT subscription_id FROM r) AND period_no = $3 - 1
     ), ${subscriptionMailSql("mail", "renewal_charged", "r", "'charged:' || r.id")}
     SELECT * FROM r`,
    [orderId, s.id, s.renewal_period, first, nextIssueLabel(s.first_issue_label, s.numbers, interval), warsawStartOfDay(last), now],
  );
  const advanced = rows[0];
  if (!advanced) return false;
  d.mail.kick();
  return true;
}
