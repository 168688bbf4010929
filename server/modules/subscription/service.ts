/**
 * Customer subscriptions (docs/decisions/2026-11-26-subscriptions.md): created when an order with subscription
 * lines is paid, renewed each period for recurring ones (renewals.ts), shown in the account, and their renewal
 * turned off by the customer. Receives the payment events (server/services.ts `receivers`): each hook is idempotent.
 */
import type { ProductOption } from "../../../contract/cart.ts";
import type { CancelRecurrenceResult, CustomerSubscription, RecurrenceList, RenewResult, SubscriptionNumbers } from "../../../contract/subscription.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { issueInterval, lastIssueDate } from "../../../domain/subscription.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { paidOrdersSince, orderStatusOf } from "../order/index.ts";
import { createFromOrder, SUBSCRIPTION_TYPES } from "./create.ts";
import type { MailOutbox } from "../mail/index.ts";
import { MAIL_JOB, SubscriptionMail, type MailJob } from "./mail.ts";
import type { JobsPort, RenewalOrders, RenewalPayments } from "./ports.ts";
import { subscriptionRows, toRecord } from "./records.ts";
import { declined, renewalPaid, runRenewals, type RunResult } from "./renewals.ts";

export const subscriptionErrors = {
  notFound: () => refuse("SUBSCRIPTION_NOT_FOUND", "There is no such subscription in your account."),
  notRenewable: () => refuse("SUBSCRIPTION_NOT_RENEWABLE", "This subscription does not renew by itself, or its renewal is already off."),
  stillActive: () => refuse("SUBSCRIPTION_STILL_ACTIVE", "This subscription is still running; it can be renewed once it has ended."),
  renewalsOff: () => refuse("RENEWALS_NOT_CONFIGURED", "Renewals cannot run: the job queue, renewal orders or stored-card charges are not wired."),
};

export const RENEWAL_JOB = "subscription-renewals";
export const BACKSTOP_JOB = "subscription-backstop";
/** Every 5 minutes: due renewals and retries. */
export const RENEWAL_CRON = "*/5 * * * *";

export interface SubscriptionDeps {
  db: Database;
  config: Config;
  /** The shop's mail outbox (server/modules/mail): the subscription mails go through it. */
  mail: MailOutbox;
  jobs?: JobsPort | null;
  orders?: RenewalOrders | null;
  payments?: RenewalPayments | null;
  clock?: () => Date;
  /** renewals charged at once by a run */
  concurrency?: number;
}

export class SubscriptionService {
  readonly mail: SubscriptionMail;
  private readonly clock: () => Date;
  private readonly deps: SubscriptionDeps;

  constructor(deps: SubscriptionDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? (() => new Date());
    this.mail = new SubscriptionMail({ db: deps.db, mail: deps.mail, shopUrl: deps.config.PUBLIC_URL });
  }

  /** Renewals can run: both ports (renewal orders, stored-card charges) are plugged in. */
  get wired(): boolean {
    return Boolean(this.deps.orders && this.deps.payments);
  }

  /** Registers the job handlers and the renewal schedule (when there is a job queue). */
  async start(): Promise<void> {
    const jobs = this.deps.jobs;
    if (!jobs) return;
    // a mail job queued before the outbox: its mail goes into the outbox
    await jobs.work<MailJob>(MAIL_JOB, (job) => this.mail.queue(job, `job:${job.kind}:${job.subscriptionId}:${job.periodNo}`));
    await jobs.work(RENEWAL_JOB, async () => void (await this.runRenewals(this.clock())));
    await jobs.work(BACKSTOP_JOB, async () => void (await this.fulfilRecent(this.clock())));
    await jobs.schedule(RENEWAL_JOB, RENEWAL_CRON, {});
    // Also how cash-on-delivery orders (accepted at once, no payment event) get their subscriptions.
    await jobs.schedule(BACKSTOP_JOB, RENEWAL_CRON, {});
  }

  // ---------------------------------------------------------------- payment events (idempotent)

  /** Creates the subscriptions of a paid order; answers the ids created now. */
  fulfilOrder(orderId: number): Promise<number[]> {
    return createFromOrder(this.deps.db, orderId);
  }

  /** An order was paid: a first order's subscriptions are created, a renewal order's subscription moves on a period. */
  async paid(orderId: number): Promise<void> {
    // A renewal order moves its subscription on and creates none (createFromOrder skips it): asked first, so that a
    // renewal costs no read of its lines.
    if (await renewalPaid({ db: this.deps.db, mail: this.mail }, orderId, this.clock())) return;
    await this.fulfilOrder(orderId);
  }

  /** A payment of an order failed: a renewal being charged is retried later or suspended. */
  async failed(orderId: number, errorCode: string | null): Promise<void> {
    await declined({ db: this.deps.db, mail: this.mail }, { orderId }, errorCode, this.clock());
  }

  /** A whole refund ends what the order bought; a part refund (goodwill, one damaged issue) ends nothing. */
  async refunded(orderId: number, whole: boolean): Promise<void> {
    if (whole) await this.revokeOrder(orderId);
  }

  /** A refunded or cancelled order ends what it bought: its subscriptions, or the subscription its renewal renewed. */
  async revokeOrder(orderId: number): Promise<void> {
    await this.deps.db.query(
      `UPDATE customer_subscriptions SET status = 'expired', next_renewal_at = NULL, updated_at = $2
       WHERE status <> 'expired' AND (order_id = $1 OR id IN (SELECT subscription_id FROM subscription_renewals WHERE order_id = $1))`,
      [orderId, this.clock()],
    );
  }

  /**
   * The backstop (a crash between a payment and its hook loses nothing): orders paid in the last 2 days get their
   * subscriptions, paid renewal orders advance their subscription, and a suspended renewal whose order expired
   * unpaid ends its subscription.
   */
  async fulfilRecent(now: Date): Promise<{ created: number; renewed: number; expired: number }> {
    const db = this.deps.db;
    let created = 0;
    const paid = await paidOrdersSince(db, new Date(now.getTime() - 2 * 86_400_000), SUBSCRIPTION_TYPES, 5000);
    // Only the orders with no subscription yet (and not renewal orders) are looked at again.
    const lacking = await db.query<{ id: number }>(
      `SELECT id FROM unnest($1::int[]) AS p(id)
       WHERE NOT EXISTS (SELECT 1 FROM customer_subscriptions s WHERE s.order_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM subscription_renewals r WHERE r.order_id = p.id)`,
      [paid],
    );
    for (const { id } of lacking) created += (await this.fulfilOrder(id)).length;
    let renewed = 0;
    let expired = 0;
    const open = await db.query<{ order_id: number; status: string }>(
      "SELECT order_id, status FROM subscription_renewals WHERE status <> 'paid' AND order_id IS NOT NULL ORDER BY id LIMIT 1000",
    );
    for (const r of open) {
      const status = await orderStatusOf(db, r.order_id);
      if (status === "processing" || status === "complete") {
        if (await renewalPaid({ db, mail: this.mail }, r.order_id, now)) renewed++;
      } else if (status === "canceled" && r.status === "suspended") {
        await this.revokeOrder(r.order_id);
        expired++;
      }
    }
    return { created, renewed, expired };
  }

  // ---------------------------------------------------------------- renewals

  /** Renews what is due at `now` (and retries due declines); `concurrency`: renewals under way at once (default 16). */
  async runRenewals(now: Date, opts: { limit?: number; concurrency?: number; only?: readonly number[] } = {}): Promise<Outcome<RunResult>> {
    const { orders, payments } = this.deps;
    if (!orders || !payments) return subscriptionErrors.renewalsOff();
    const concurrency = opts.concurrency ?? this.deps.concurrency;
    return accept(await runRenewals({ db: this.deps.db, orders, payments, mail: this.mail, concurrency }, now, opts.limit ?? 1000, opts.only ?? null));
  }

  // ---------------------------------------------------------------- the customer's side

  async list(customerId: number): Promise<CustomerSubscription[]> {
    const now = this.clock();
    return (await subscriptionRows(this.deps.db, "s.customer_id = $1", [customerId])).map((s) => toRecord(s, now));
  }

  async recurrence(customerId: number): Promise<RecurrenceList> {
    const rows = await subscriptionRows(this.deps.db, "s.customer_id = $1 AND s.recurring", [customerId]);
    const now = this.clock();
    return {
      items: rows.map((s) => {
        const r = toRecord(s, now);
        return {
          id: s.id,
          subscription_id: s.id,
          sku: s.sku,
          name: s.name,
          numbers: s.numbers,
          period_amount: fromGrosze(s.period_amount),
          next_renewal_at: r.next_renewal_at,
          active: r.renewal_active,
        };
      }),
    };
  }

  /** Turns off the renewal of one of the customer's subscriptions; confirmed by mail (the law's durable medium). */
  async cancelRenewal(customerId: number, id: number): Promise<Outcome<CancelRecurrenceResult>> {
    const now = this.clock();
    // The cancellation and its confirmation mail in one transaction.
    const done = await this.deps.db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: number;
        period_no: number;
        numbers: number;
        press_type: string | null;
        first_issue_date: string;
        renewal_cancelled_at: Date;
      }>(
        `UPDATE customer_subscriptions SET renewal_cancelled_at = $3, next_renewal_at = NULL, updated_at = $3
         WHERE id = $1 AND customer_id = $2 AND recurring AND renewal_cancelled_at IS NULL AND status <> 'expired'
         RETURNING id, period_no, numbers, press_type, first_issue_date::text, renewal_cancelled_at`,
        [id, customerId, now],
      );
      const s = rows[0];
      if (!s) return null;
      const last = lastIssueDate({ firstIssueDate: s.first_issue_date, numbers: s.numbers, interval: issueInterval(s.press_type) });
      await this.mail.queue({ kind: "renewal_cancelled", subscriptionId: s.id, periodNo: s.period_no, day: last }, `cancelled:${s.id}`, tx);
      return { id: s.id, renewal_cancelled_at: new Date(s.renewal_cancelled_at).toISOString(), last_issue_date: last };
    });
    if (!done) return (await this.owned(customerId, id)) ? subscriptionErrors.notRenewable() : subscriptionErrors.notFound();
    this.mail.kick();
    return accept(done);
  }

  /** What to put in the cart to buy an ended subscription again: its sku and period, from the next issue on offer. */
  async renew(customerId: number, id: number): Promise<Outcome<RenewResult>> {
    const rows = await subscriptionRows(this.deps.db, "s.customer_id = $1 AND s.id = $2", [customerId, id]);
    const s = rows[0];
    if (!s) return subscriptionErrors.notFound();
    if (!toRecord(s, this.clock()).can_renew) return subscriptionErrors.stillActive();
    const option: ProductOption = {
      extension_attributes: { subscription_options: { number_option_id: s.number_option_id ?? 0, starting_number_id: null } },
    };
    return accept({ sku: s.sku, qty: 1, product_option: option });
  }

  /** The periods on offer of subscription products, by sku (spec §7). */
  async numbers(skus: string[]): Promise<SubscriptionNumbers> {
    const rows = await this.deps.db.query<{ sku: string; number_options: SubscriptionNumbers["items"][number]["number_options"] }>(
      `SELECT p.sku, coalesce(json_agg(json_build_object('id', n.id, 'numbers', n.numbers, 'label', n.label, 'price_incl_tax', n.price / 100.0, 'position', n.position)
           ORDER BY n.position, n.id) FILTER (WHERE n.id IS NOT NULL), '[]'::json) AS number_options
       FROM products p LEFT JOIN subscription_number_options n ON n.product_id = p.id
       WHERE p.sku = ANY($1::text[]) AND p.type_id = 'subscription' AND p.status = 1 GROUP BY p.sku`,
      [skus],
    );
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    return { items: skus.flatMap((sku) => (bySku.has(sku) ? [bySku.get(sku)!] : [])) };
  }

  private async owned(customerId: number, id: number): Promise<boolean> {
    return (await this.deps.db.query("SELECT 1 FROM customer_subscriptions WHERE id = $1 AND customer_id = $2", [id, customerId])).length > 0;
  }
}
