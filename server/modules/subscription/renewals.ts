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

/** How long a run holds a renewal it is charging; after it, another run takes it again (a crash, or a charge still PENDING). */
export const LEASE_MS = 10 * 60_000;

export interface RunResult {
  claimed: number;
  charged: number;
  paid: number;
  declined: number;
  suspended: number;
  waiting: number;
}

type SubRow = { id: number; period_no: number; numbers: number; press_type: string | null; first_issue_label: string; first_issue_date: string };

type Taken = {
  id: number;
  subscription_id: number;
  period_no: number;
  order_id: number | null;
  customer_id: number;
  first_order_id: number;
  sku: string;
  product_option: unknown;
  /** the subscription's period as it is now (the renewal pays for the next one) */
  sub: SubRow;
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

/**
 * One run: claims the due periods, then charges what is due (new periods, retries, charges whose lease ran out).
 * `only`: the run is limited to these subscriptions (a run for named subscriptions: the renewal tests, whose
 * database other test files share on PostgreSQL); absent, every due subscription.
 */
export async function runRenewals(d: RenewalDeps, now: Date, limit: number, only: readonly number[] | null = null): Promise<RunResult> {
  const result: RunResult = { claimed: 0, charged: 0, paid: 0, declined: 0, suspended: 0, waiting: 0 };
  const claimed = await d.db.query(
    `INSERT INTO subscription_renewals (subscription_id, period_no, status, attempts, next_attempt_at, created_at, updated_at)
     SELECT s.id, s.period_no + 1, 'ordered', 0, $1, $1, $1 FROM customer_subscriptions s
     WHERE s.recurring AND s.status = 'active' AND s.renewal_cancelled_at IS NULL AND s.customer_id IS NOT NULL AND s.next_renewal_at <= $1
       AND ($3::int[] IS NULL OR s.id = ANY($3::int[]))
       AND NOT EXISTS (SELECT 1 FROM subscription_renewals r WHERE r.subscription_id = s.id AND r.period_no = s.period_no + 1)
     ORDER BY s.next_renewal_at, s.id LIMIT $2
     ON CONFLICT (subscription_id, period_no) DO NOTHING RETURNING id`,
    [now, limit, only],
  );
  result.claimed = claimed.length;
  const taken = await d.db.query<Taken>(
    `WITH due AS (
       SELECT r.id FROM subscription_renewals r WHERE r.status IN ('ordered', 'declined', 'charging') AND r.next_attempt_at <= $1
         AND ($4::int[] IS NULL OR r.subscription_id = ANY($4::int[]))
         -- a renewal turned off (or a subscription ended) meanwhile is not charged again; one being charged is finished
         AND (r.status = 'charging' OR EXISTS (
           SELECT 1 FROM customer_subscriptions s WHERE s.id = r.subscription_id AND s.renewal_cancelled_at IS NULL AND s.status <> 'expired'))
       ORDER BY r.next_attempt_at, r.id LIMIT $2 FOR UPDATE OF r SKIP LOCKED
     ), took AS (
       UPDATE subscription_renewals r SET status = 'charging', next_attempt_at = $3, updated_at = $1,
         attempts = r.attempts + CASE WHEN r.status = 'charging' THEN 0 ELSE 1 END
       FROM due WHERE r.id = due.id AND r.next_attempt_at <= $1 RETURNING r.id, r.subscription_id, r.period_no, r.order_id
     )
     SELECT t.*, s.customer_id, s.order_id AS first_order_id, s.sku, s.product_option,
       json_build_object('id', s.id, 'period_no', s.period_no, 'numbers', s.numbers, 'press_type', s.press_type,
         'first_issue_label', s.first_issue_label, 'first_issue_date', s.first_issue_date::text) AS sub
     FROM took t JOIN customer_subscriptions s ON s.id = t.subscription_id ORDER BY t.id`,
    [now, limit, new Date(now.getTime() + LEASE_MS), only],
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
    // The order and the period it pays for, kept together: its payment then moves the subscription on in one statement.
    const next = r.sub.period_no === r.period_no - 1 ? nextPeriod(r.sub) : null;
    await preparedQuery(
      d.db,
      "subscription_renewal_order",
      `UPDATE subscription_renewals SET order_id = $2, updated_at = $3, next_first_issue_date = $4, next_first_issue_label = $5, next_renewal_at = $6
       WHERE id = $1 AND order_id IS NULL`,
      [r.id, orderId, now, next?.firstIssueDate ?? null, next?.firstIssueLabel ?? null, next?.renewalAt ?? null],
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
    if (charge.code === "PAYMENT_IN_PROGRESS") return wait();
    return declined(d, { renewalId: r.id }, charge.code, now);
  }
  if (charge.value.status === "COMPLETED") return (await renewalPaid(d, orderId, now)) ? "paid" : "waiting";
  if (charge.value.status === "CANCELED") return declined(d, { orderId }, charge.value.errorCode, now);
  return wait();
}

/** The first order's options for the next period: the same period length, the first issue not chosen again (it follows on). */
function renewalOption(option: unknown): ProductOption | null {
  const o = option as ProductOption | null;
  const sub = o?.extension_attributes?.subscription_options;
  if (!o || !sub) return o ?? null;
  return { ...o, extension_attributes: { ...o.extension_attributes, subscription_options: { ...sub, starting_number_id: null } } };
}

/**
 * PayU has not decided yet (PENDING): the renewal stays charging until its lease ends. Its notification settles it
 * meanwhile (renewalPaid, declined); else the next run after the lease asks PayU again about the same attempt (the
 * same extOrderId: never a second charge). No write: a pending stored-card charge is normally settled in seconds.
 */
function wait(): OneOutcome {
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

/** The period after subscription `s`'s current one: its first issue's date and label, and when its renewal is due (its last issue's day). */
function nextPeriod(s: SubRow): { firstIssueDate: string; firstIssueLabel: string; renewalAt: Date } {
  const interval = issueInterval(s.press_type);
  const period = { firstIssueDate: s.first_issue_date, numbers: s.numbers, interval };
  const first = nextPeriodFirstDate(period);
  const last = lastIssueDate({ ...period, firstIssueDate: first });
  return { firstIssueDate: first, firstIssueLabel: nextIssueLabel(s.first_issue_label, s.numbers, interval), renewalAt: warsawStartOfDay(last) };
}

/**
 * Moves the subscription of renewal `r` (CTE: id, subscription_id, period_no and the next period's values) on one
 * period, guarded by the period the subscription is at (locked): a repeat or a second process finds nothing to change.
 * `$1` the order id, `$2` now. Answers the renewal row changed, if any.
 */
const advanceSql = (renewal: string) => `s AS (
       SELECT cs.id FROM customer_subscriptions cs JOIN ${renewal} r0 ON cs.id = r0.subscription_id AND cs.period_no = r0.period_no - 1 FOR UPDATE OF cs
     ), r AS (
       UPDATE subscription_renewals x SET status = 'paid', updated_at = $2
       FROM ${renewal} r0 WHERE x.id = r0.id AND x.order_id = $1 AND x.status <> 'paid' AND x.subscription_id IN (SELECT id FROM s)
       RETURNING x.id, x.subscription_id, x.period_no
     ), u AS (
       UPDATE customer_subscriptions cs SET period_no = r0.period_no, first_issue_date = r0.next_first_issue_date,
         first_issue_label = r0.next_first_issue_label, updated_at = $2,
         status = CASE WHEN cs.status = 'expired' THEN cs.status ELSE 'active' END,
         next_renewal_at = CASE WHEN cs.renewal_cancelled_at IS NULL THEN r0.next_renewal_at ELSE NULL END
       FROM r JOIN ${renewal} r0 ON r0.id = r.id WHERE cs.id = r.subscription_id AND cs.period_no = r0.period_no - 1
     ), ${subscriptionMailSql("mail", "renewal_charged", "r", "'charged:' || r.id")}`;

/**
 * The renewal order `orderId` was paid: its renewal is paid and its subscription moves on one period (the next
 * period's first issue is the one after the last, its issues count afresh, the next renewal is its last issue's day),
 * active again if it waited for this payment. One statement, with the next period kept when the order was placed;
 * a renewal placed before that was kept is worked out from the subscription (a read, then the same change). False:
 * not a renewal order, or already applied.
 */
export async function renewalPaid(d: Pick<RenewalDeps, "db" | "mail">, orderId: number, now: Date): Promise<boolean> {
  const [row] = await preparedQuery<{ advanced: { id: number } | null; unplanned: boolean }>(
    d.db,
    "subscription_renewal_paid",
    `WITH planned AS (
       SELECT id, subscription_id, period_no, next_first_issue_date, next_first_issue_label, next_renewal_at
       FROM subscription_renewals WHERE order_id = $1 AND status <> 'paid' AND next_first_issue_date IS NOT NULL
     ), ${advanceSql("planned")}
     SELECT (SELECT row_to_json(r) FROM r LIMIT 1) AS advanced,
       EXISTS (SELECT 1 FROM subscription_renewals WHERE order_id = $1 AND status <> 'paid' AND next_first_issue_date IS NULL) AS unplanned`,
    [orderId, now],
  );
  const advanced = row?.advanced ? true : row?.unplanned ? await unplannedRenewalPaid(d, orderId, now) : false;
  if (advanced) d.mail.kick();
  return advanced;
}

/** renewalPaid for a renewal whose order was placed before the next period was kept with it. */
async function unplannedRenewalPaid(d: Pick<RenewalDeps, "db">, orderId: number, now: Date): Promise<boolean> {
  const s = (
    await d.db.query<SubRow & { renewal_period: number }>(
      `SELECT s.id, s.period_no, s.numbers, s.press_type, s.first_issue_label, s.first_issue_date::text, r.period_no AS renewal_period
       FROM subscription_renewals r JOIN customer_subscriptions s ON s.id = r.subscription_id WHERE r.order_id = $1 AND r.status <> 'paid'`,
      [orderId],
    )
  )[0];
  if (!s || s.period_no !== s.renewal_period - 1) return false;
  const next = nextPeriod(s);
  const rows = await d.db.query(
    `WITH worked AS (
       SELECT id, subscription_id, period_no, $3::date AS next_first_issue_date, $4::text AS next_first_issue_label, $5::timestamptz AS next_renewal_at
       FROM subscription_renewals WHERE order_id = $1 AND status <> 'paid' AND period_no = $6
     ), ${advanceSql("worked")}
     SELECT * FROM r`,
    [orderId, now, next.firstIssueDate, next.firstIssueLabel, next.renewalAt, s.renewal_period],
  );
  return rows.length > 0;
}
