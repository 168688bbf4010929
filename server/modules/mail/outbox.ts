/**
 * The shop's one mail outbox (docs/decisions/2026-11-26-mail-outbox.md). Every mail is a row of `mail_outbox`,
 * written where its cause is written: in the same statement (`enqueueMailSql`) or transaction (`enqueue(…, { tx })`)
 * as the order, the password change or the issued gift cards, so a committed change always has its mail and a
 * rolled-back one never. This sender, running in every app process, delivers the rows:
 *
 * - one row at a time: claim it (`FOR UPDATE SKIP LOCKED`, its `next_attempt_at` moved a lease ahead, so two
 *   processes never hold one row), render it, send it, record `sent_at` at once. A process that dies leaves at most
 *   the one row it was sending, taken again when its lease ends (at-least-once: that one mail may go twice); the
 *   rows it had not claimed are not delayed by its lease;
 * - the writing process is woken (`kick`) after its commit and may take its own new rows at once; any other process
 *   takes a row HANDOVER_SECONDS after it was due for its writer, and every POLL_MS each process looks for due rows
 *   (the writer stopped, a restart, a retry due);
 * - a failed send records `last_error` and is retried after a backoff (30 s, doubling, at most 10 min) for about two
 *   days (MAX_ATTEMPTS), then left for a person (`sent_at IS NULL AND attempts >= MAX_ATTEMPTS`); the relay refusing
 *   the mail for good (a 5xx answer) stops its retries at once. While the relay is down a pass stops at its first
 *   failure, so an outage costs one attempt per poll, not one per waiting mail;
 * - what a row holds is rendered when it is sent, by the renderer its module registered for its kind (the order is
 *   read from the database, a reset link is made then), or it is a ready mail (`enqueue(mail)`). A renderer that
 *   finds nothing to send (an address without an account) closes the row without a mail.
 */
import type { Database } from "../../db/client.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { HANDOVER_SECONDS, MAIL_ORIGIN } from "./sql.ts";

/** The transport (the Mailer): what the outbox sends through. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** One outbox row as its renderer sees it. */
export interface MailRow {
  id: string;
  kind: string;
  orderId: number | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** How long a stopping sender goes on sending its own last mails (the shutdown grace is longer: SHUTDOWN_GRACE_SECONDS). */
export const STOP_FLUSH_MS = 2000;

/** Renders a row of its kinds when it is sent; null: nothing to send (the row is closed without a mail). */
export type MailRenderer = (row: MailRow) => Promise<OutgoingMail | null>;

export interface EnqueueOptions {
  /** The transaction of the change that causes the mail: the row commits (or not) with it. Kick after the commit. */
  tx?: Pick<Database, "query"> | undefined;
  /** Writes the mail once per key: a second enqueue with the same key is ignored. */
  key?: string | undefined;
  /** The order the mail is about, if any. */
  orderId?: number | undefined;
}

const KICK_DELAY_MS = 20;
const POLL_MS = 10_000;
/** A claimed row's lease (the transport's timeouts keep a send well inside it; mailer.ts). */
export const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 300;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … at most 10 min. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 30 * 2 ** Math.max(0, Math.min(20, attempts - 1)));
}

/** The kind of a ready mail: its payload holds the rendered mail ({ mail: OutgoingMail }). */
export const READY = "ready";

type Claimed = { id: string; kind: string; order_id: number | null; payload: Record<string, unknown>; attempts: number };
interface Log {
  warn(obj: object, msg: string): void;
}

/** A relay's permanent refusal (5xx): retrying the same mail cannot help. */
const refusedForGood = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

export class MailOutbox {
  private readonly db: Database;
  private readonly transport: MailTransport;
  private readonly renderers = new Map<string, MailRenderer>();
  private readonly origin: string;
  private log: Log = { warn: () => undefined };
  private timer: NodeJS.Timeout | undefined;
  private kickTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** when stopping: the time by which the last pass gives up (the rows stay for the next sender) */
  private stopBy: number | undefined;
  /** A flush also takes due rows of others when the timers are stopped (tests, a sender that was never started). */
  private flushing = 0;

  constructor(db: Database, transport: MailTransport, options: { origin?: string } = {}) {
    this.db = db;
    this.transport = transport;
    this.origin = options.origin ?? MAIL_ORIGIN;
  }

  attachLogger(log: Log) {
    this.log = log;
  }

  /** Unsent mails whose last try failed: still being retried, and given up (MAX_ATTEMPTS spent); the back office's dashboard. */
  async failures(): Promise<{ retrying: number; given_up: number }> {
    const [row] = await this.db.query<{ retrying: number; given_up: number }>(
      `SELECT count(*) FILTER (WHERE attempts < $1)::int AS retrying, count(*) FILTER (WHERE attempts >= $1)::int AS given_up
       FROM mail_outbox WHERE sent_at IS NULL AND last_error IS NOT NULL`,
      [MAX_ATTEMPTS],
    );
    return row ?? { retrying: 0, given_up: 0 };
  }

  /** The module that owns `kinds` renders their rows (when they are sent). */
  render(kinds: readonly string[], renderer: MailRenderer): void {
    for (const kind of kinds) this.renderers.set(kind, renderer);
  }

  /**
   * Puts a mail in the outbox: a ready mail (`OutgoingMail`), or `{ kind, payload }` rendered when sent by the
   * renderer registered for `kind`. Without `tx` the sender is woken at once; with `tx`, call `kick()` after the
   * commit. Returns false when `key` was already used.
   */
  async enqueue(mail: OutgoingMail | { kind: string; payload: Record<string, unknown> }, options: EnqueueOptions = {}): Promise<boolean> {
    const [kind, payload] = "kind" in mail ? [mail.kind, mail.payload] : [READY, { mail }];
    const rows = await (options.tx ?? this.db).query(
      `INSERT INTO mail_outbox (kind, order_id, payload, dedupe_key, origin, created_at, next_attempt_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, now(), now() + make_interval(secs => $6))
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [kind, options.orderId ?? null, JSON.stringify(payload), options.key ?? null, this.origin, HANDOVER_SECONDS],
    );
    if (!options.tx) this.kick();
    return rows.length > 0;
  }

  /** Starts the poll timer and sends what is already due (rows left by a previous run or another process). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopBy = undefined;
    this.timer = setInterval(() => this.run(), POLL_MS);
    this.timer.unref();
    this.run();
  }

  /** Rows were committed in this process: send them soon (a short delay gathers the rows of concurrent commits). */
  kick(): void {
    if (this.stopped || this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      this.run();
    }, KICK_DELAY_MS);
  }

  /** Sends everything due now (tests, shutdown), waiting for a pass already on its way. */
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
   * Stops the timers and sends what this process wrote last, not the backlog of others, for at most `withinMs`
   * (a shutdown must end within its grace period even after a burst of orders: what is left is in the table, and
   * another process, or this one after its restart, sends it).
   */
  async stop(withinMs = STOP_FLUSH_MS): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.kickTimer) clearTimeout(this.kickTimer);
    this.timer = this.kickTimer = undefined;
    this.stopBy = Date.now() + withinMs;
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
          while (!(this.flushing === 0 && this.stopBy !== undefined && Date.now() >= this.stopBy) && (await this.sendOne()));
        } while (this.again);
      } catch (err) {
        this.log.warn({ err: { message: (err as Error).message } }, "mail outbox pass failed");
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /**
   * Claims one row (a due one, or one of this process's own that is due for it), renders and sends it, and records
   * the outcome at once. True: go on with the next row; false: nothing claimed, or the relay failed (the pass stops).
   */
  private async sendOne(): Promise<boolean> {
    // Stopped and not flushing: only this process's own rows (a shutdown does not take the backlog of others).
    const others = !this.stopped || this.flushing > 0;
    const claimed = await this.db.query<Claimed>(
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       WHERE id = (SELECT id FROM mail_outbox
                   WHERE sent_at IS NULL AND attempts < $3
                     AND ((origin = $1 AND next_attempt_at <= now() + make_interval(secs => $4)) OR ($5 AND next_attempt_at <= now()))
                   ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, kind, order_id, payload, attempts`,
      [this.origin, LEASE_SECONDS + HANDOVER_SECONDS, MAX_ATTEMPTS, HANDOVER_SECONDS, others],
    );
    const row = claimed[0];
    if (!row) return false;
    let mail: OutgoingMail | null;
    try {
      mail = await this.renderRow(row);
    } catch (err) {
      // a renderer's failure (its database read) is retried like a send, but does not stop the pass
      await this.failed(row, (err as Error).message || "render failed", false);
      return true;
    }
    if (!mail) {
      // Nothing to send (an address without an account, an order gone): closed, and what it held forgotten.
      await this.db.query("UPDATE mail_outbox SET sent_at = now(), last_error = 'nothing to send', payload = '{}'::jsonb WHERE id = $1", [row.id]);
      return true;
    }
    try {
      await this.transport.send(mail);
    } catch (err) {
      await this.failed(row, (err as Error).message || "send failed", refusedForGood(err));
      return refusedForGood(err);
    }
    // Recorded as soon as the relay took it: a crash from here on re-sends this one mail at most.
    await this.db.query("UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1", [row.id]);
    return true;
  }

  private async failed(row: Claimed, error: string, forGood: boolean): Promise<void> {
    this.log.warn({ err: { message: error }, outboxId: row.id, kind: row.kind, attempts: row.attempts, forGood }, "mail not sent");
    await this.db.query(
      `UPDATE mail_outbox SET last_error = $2, attempts = CASE WHEN $4 THEN greatest(attempts, $5) ELSE attempts END,
         next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
      [row.id, error.slice(0, 500), retryDelaySeconds(row.attempts) + HANDOVER_SECONDS, forGood, MAX_ATTEMPTS],
    );
  }

  private async renderRow(row: Claimed): Promise<OutgoingMail | null> {
    const ready = row.payload["mail"] as OutgoingMail | undefined;
    if (ready && typeof ready === "object") return ready;
    const renderer = this.renderers.get(row.kind);
    if (!renderer) throw new Error(`no renderer for mail kind ${row.kind}`);
    return renderer({ id: row.id, kind: row.kind, orderId: row.order_id, payload: row.payload, attempts: row.attempts });
  }
}
