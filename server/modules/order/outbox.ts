/**
 * The order mail outbox (docs/decisions/2026-11-24-order-speed.md). The order's own statement writes a
 * `mail_outbox` row (kind `order_confirmation`, or `welcome` for an account made at checkout); this sender,
 * running in every app process, sends them after the commit:
 *
 * - a commit in this process `kick`s it with the order's id (a short delay gathers the mails of concurrent
 *   orders into one batch) and it claims those rows by order id. A new row is due for everybody only
 *   HANDOVER_SECONDS after it was written (the order statement sets that), so another process's timer does
 *   not take a fresh mail from the process that wrote it; every POLL_MS each process looks for due rows
 *   (the writing process stopped, a restart, a retry due);
 * - it claims due rows with `FOR UPDATE SKIP LOCKED` and moves their `next_attempt_at` a lease ahead, so two
 *   processes never claim the same row, and a process that dies mid-send leaves the row to be claimed again
 *   when the lease ends (at-least-once: a mail sent just before a crash may go twice);
 * - the mail is rendered from the stored order (the same record the account shows), then sent; a success
 *   records `sent_at`, a failure `last_error` and a retry after an exponential backoff (MAX_ATTEMPTS, then the
 *   row stays unsent for a person to look at).
 */
import type { Database } from "../../db/client.ts";
import type { Mailer, OutgoingMail } from "../../integrations/mail/mailer.ts";
import { accountExistsMail, welcomeMail } from "../../integrations/mail/templates.ts";
import { orderConfirmationMail, orderExpiredMail, paymentReceivedMail } from "./mail.ts";
import { loadOrders, type OrderRecord } from "./records.ts";

const BATCH = 50;
const KICK_DELAY_MS = 20;
const POLL_MS = 10_000;
const LEASE_SECONDS = 300;
/** How long a new row is left to the process that wrote it (see PLACE_SQL in service.ts). */
export const HANDOVER_SECONDS = 60;
export const MAX_ATTEMPTS = 10;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … capped at 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(6 * 3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** The outbox kinds rendered from the stored order: its confirmation, and the payment's news (for-payment.ts). */
const ORDER_MAILS = new Set(["order_confirmation", "payment_received", "order_expired"]);

type Claimed = { id: string; kind: string; order_id: number | null; payload: Record<string, unknown>; attempts: number };
interface Log {
  warn(obj: object, msg: string): void;
}

export class OrderMailOutbox {
  private readonly db: Database;
  private readonly mailer: Mailer;
  private readonly shopUrl: string;
  /** AUTH_SECRET: the pay token in the links of the mails (pay-token.ts) */
  private readonly secret: string;
  private log: Log = { warn: () => undefined };
  private timer: NodeJS.Timeout | undefined;
  private kickTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Orders committed in this process whose mail has not been claimed yet. */
  private own: number[] = [];
  private stopped = true;
  /** A flush also takes due rows of others when the timers are stopped (tests, a sender that was never started). */
  private flushing = 0;

  constructor(db: Database, mailer: Mailer, shopUrl: string, secret: string) {
    this.db = db;
    this.mailer = mailer;
    this.shopUrl = shopUrl;
    this.secret = secret;
  }

  attachLogger(log: Log) {
    this.log = log;
  }

  /** Starts the poll timer and sends what is already due (rows left by a previous run or another process). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.run(), POLL_MS);
    this.timer.unref();
    this.run();
  }

  /** An order with outbox rows was committed in this process: send its mail soon. */
  kick(orderId: number): void {
    this.own.push(orderId);
    if (this.stopped || this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      this.run();
    }, KICK_DELAY_MS);
  }

  /** Sends everything due now (tests, shutdown), waiting for a batch already on its way. */
  async flush(): Promise<void> {
    if (this.kickTimer) {
      clearTimeout(this.kickTimer);
      this.kickTimer = undefined;
    }
    this.flushing++;
    try {
      await this.run(true);
    } finally {
      this.flushing--;
    }
  }

  /**
   * Stops the timers and sends what this process committed last, not the backlog of others (a shutdown should
   * be quick; what is left is sent by another process, or by this one after its restart).
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.kickTimer) clearTimeout(this.kickTimer);
    this.timer = this.kickTimer = undefined;
    await this.run(true);
  }

  private run(force = false): Promise<void> {
    if (this.stopped && !force) return Promise.resolve();
    if (this.running) {
      // the running pass goes round once more before it resolves, so it also sees what was just committed
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.sendBatch()) === BATCH);
        } while (this.again);
      } catch (err) {
        this.log.warn({ err: { message: (err as Error).message } }, "mail outbox run failed");
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Claims (this process's new rows first, then any due row), renders and sends one batch; returns how many rows it claimed. */
  private async sendBatch(): Promise<number> {
    const mine = this.own.splice(0, BATCH);
    if (mine.length === 0 && this.stopped && this.flushing === 0) return 0;
    const claimed =
      mine.length > 0
        ? await this.db.query<Claimed>(
            `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
             WHERE id IN (SELECT id FROM mail_outbox WHERE order_id = ANY($1::int[]) AND sent_at IS NULL AND attempts = 0 ORDER BY id FOR UPDATE SKIP LOCKED)
             RETURNING id::text AS id, kind, order_id, payload, attempts`,
            [mine, LEASE_SECONDS],
          )
        : await this.db.query<Claimed>(
            `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
             WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $3
                          ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
             RETURNING id::text AS id, kind, order_id, payload, attempts`,
            [BATCH, LEASE_SECONDS, MAX_ATTEMPTS],
          );
    if (claimed.length === 0) return mine.length > 0 ? BATCH : 0;
    const orderIds = [...new Set(claimed.flatMap((c) => (ORDER_MAILS.has(c.kind) && c.order_id !== null ? [c.order_id] : [])))];
    const orders = new Map((await loadOrders(this.db, orderIds)).map((o) => [o["entity_id"] as number, o]));
    const results = await Promise.all(
      claimed.map(async (row): Promise<{ id: string; error: string | null; attempts: number }> => {
        try {
          const mail = this.render(row, orders);
          if (mail) await this.mailer.send(mail);
          return { id: row.id, error: mail ? null : `nothing to send for ${row.kind}`, attempts: row.attempts };
        } catch (err) {
          return { id: row.id, error: (err as Error).message || "send failed", attempts: row.attempts };
        }
      }),
    );
    const sent = results.filter((r) => r.error === null).map((r) => r.id);
    const failed = results.filter((r) => r.error !== null);
    if (sent.length > 0) await this.db.query("UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = ANY($1::bigint[])", [sent]);
    if (failed.length > 0) {
      for (const f of failed) this.log.warn({ err: { message: f.error }, outboxId: f.id, attempts: f.attempts }, "mail not sent, will retry");
      await this.db.query(
        `UPDATE mail_outbox m SET last_error = f.error, next_attempt_at = now() + make_interval(secs => f.delay)
         FROM unnest($1::bigint[], $2::text[], $3::int[]) AS f(id, error, delay) WHERE m.id = f.id`,
        [failed.map((f) => f.id), failed.map((f) => f.error), failed.map((f) => retryDelaySeconds(f.attempts))],
      );
    }
    return claimed.length;
  }

  private render(row: Claimed, orders: Map<number, OrderRecord>): OutgoingMail | null {
    if (ORDER_MAILS.has(row.kind)) {
      const order = row.order_id === null ? undefined : orders.get(row.order_id);
      if (!order) return null;
      if (row.kind === "payment_received") return paymentReceivedMail(order, this.shopUrl);
      if (row.kind === "order_expired") return orderExpiredMail(order, this.shopUrl);
      return orderConfirmationMail(order, this.shopUrl, this.secret);
    }
    const holder = { email: String(row.payload["email"]), firstname: String(row.payload["firstname"]) };
    if (row.kind === "welcome") return welcomeMail(holder, this.shopUrl);
    if (row.kind === "account_exists") return accountExistsMail(holder, this.shopUrl);
    return null;
  }
}
