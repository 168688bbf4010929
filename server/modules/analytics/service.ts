/**
 * Server-side GA4 events (docs/decisions/2026-11-27-ga4-refunds.md): an order's refunds, which happen in the back
 * office or in PayU's panel, never in the shopper's browser, are sent to GA4 through the Measurement Protocol.
 *
 * - Only for an order placed with consent to analytics (it keeps the shopper's GA4 client id) and only when GA4 is
 *   configured (GA4_MEASUREMENT_ID and GA4_API_SECRET; otherwise there is no sender and nothing is written).
 * - One row per refund in `analytics_events` (unique `refund:{refundId}`), written when the payment module reports the
 *   refund recorded (`refundRecorded`, after its commit: the refund never waits for GA4; a refund learnt from PayU's
 *   notification waits two minutes for the back office's own record, which names the lines), then sent one row at a
 *   time: claimed under a lease, POSTed, `sent_at` recorded. A failure (network, 429, 5xx) is tried again with a
 *   doubling delay (30 s … 1 h) for about two days; a body GA4 would drop is not retried. A second report of the
 *   same refund (PayU's notifications) writes nothing, and a sent row is never claimed again.
 * - Who sends: the process that wrote the row, at once; every process looks for due rows every 30 s, and with the
 *   job runner on, a pg-boss schedule once a minute as well (one run across processes).
 */
import type { Database } from "../../db/client.ts";
import type { Ga4Sender } from "../../integrations/ga4/client.ts";
import { Ga4Refused } from "../../integrations/ga4/client.ts";
import type { Ga4Item, MeasurementBody } from "../../integrations/ga4/protocol.ts";
import { fromGrosze } from "../../../domain/money.ts";

export interface Ga4Jobs {
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(name: string, cron: string, data?: object): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export interface Ga4EventsDeps {
  db: Database;
  /** the Measurement Protocol client; null: GA4 is not configured and nothing is recorded or sent */
  sender: Ga4Sender | null;
  clock?: () => Date;
}

/** The job that sends due rows once a minute (across processes). */
export const GA4_SEND_JOB = "ga4-send-due";
/** A claim's lease: a process that died mid-send leaves its row to be tried again after it. */
const LEASE_SECONDS = 120;
/** Tries before a row waits for a person (about two days at the longest delay). */
export const MAX_ATTEMPTS = 60;
const POLL_MS = 30_000;
/** How long a refund learnt from PayU's notification waits for the back office's own record of it (with its lines). */
export const NOTIFIED_GRACE_SECONDS = 120;

/** The delay after the n-th failed try: 30 s doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

const CLAIM_SQL = `UPDATE analytics_events SET attempts = attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $2::int), updated_at = $1
   WHERE id = (SELECT id FROM analytics_events WHERE sent_at IS NULL AND next_attempt_at <= $1::timestamptz AND attempts < $3::int
               ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
   RETURNING id, body, attempts`;

export interface RefundToSend {
  refundId: string;
  /** grosze */
  amount: number;
  /** the back office's record (with its lines) or PayU's notification (RecordedRefund in the payment module) */
  by: "shop" | "payu";
  lines?: readonly { sku: string; qty: number }[] | null | undefined;
}

export class Ga4Events {
  private readonly db: Database;
  private readonly sender: Ga4Sender | null;
  private readonly clock: () => Date;
  private readonly pending = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  log: Log = { warn: () => undefined };

  constructor(deps: Ga4EventsDeps) {
    this.db = deps.db;
    this.sender = deps.sender;
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Whether refunds are sent (GA4 configured). */
  get enabled(): boolean {
    return this.sender !== null;
  }

  /**
   * The payment module's `refundRecorded`: the refund's GA4 event is written once (only for an order kept with a
   * client id), then sent. True when this call wrote it.
   */
  async refundRecorded(orderId: number, refund: RefundToSend): Promise<boolean> {
    if (!this.sender) return false;
    const [order] = await this.db.query<{ increment_id: string; ga_client_id: string | null; lines: { sku: string; name: string; unit_gross: number }[] }>(
      `SELECT o.increment_id, o.ga_client_id,
         coalesce((SELECT json_agg(json_build_object('sku', i.sku, 'name', i.name, 'unit_gross', i.unit_gross) ORDER BY i.id)
                   FROM order_items i WHERE i.order_id = o.id), '[]'::json) AS lines
       FROM orders o WHERE o.id = $1`,
      [orderId],
    );
    if (!order?.ga_client_id) return false;
    const body = refundMeasurement(order.ga_client_id, order.increment_id, refund, order.lines);
    const now = this.clock();
    // PayU's notification of a refund may come before PayU's answer to the back office that asked for it: a row
    // written from a notification waits NOTIFIED_GRACE_SECONDS, and the back office's record (which knows the lines)
    // replaces it while it is unsent and untried. A refund made in PayU's panel is sent after that wait.
    const shop = refund.by === "shop";
    const rows = await this.db.query(
      `INSERT INTO analytics_events (event_key, order_id, body, next_attempt_at, created_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4::timestamptz + make_interval(secs => $5::int), $4, $4)
       ON CONFLICT (event_key) DO ${
         shop
           ? "UPDATE SET body = excluded.body, next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at WHERE analytics_events.sent_at IS NULL AND analytics_events.attempts = 0"
           : "NOTHING"
       }
       RETURNING id`,
      [`refund:${refund.refundId}`, orderId, JSON.stringify(body), now, shop ? 0 : NOTIFIED_GRACE_SECONDS],
    );
    if (rows.length === 0) return false;
    this.kick();
    return true;
  }

  /** Sends the due rows now, in the background (after a row was written). */
  kick(): void {
    const p = this.sendDue()
      .catch((err: Error) => this.log.warn({ err: { message: err.message } }, "GA4 events: sending failed"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Sends the rows due at `now`, one at a time; stops at the first failure (GA4 unreachable). Answers how many were sent. */
  async sendDue(now: Date = this.clock(), max = 100): Promise<number> {
    if (!this.sender) return 0;
    let sent = 0;
    for (let i = 0; i < max; i++) {
      const [row] = await this.db.query<{ id: number; body: MeasurementBody; attempts: number }>(CLAIM_SQL, [now, LEASE_SECONDS, MAX_ATTEMPTS]);
      if (!row) break;
      try {
        await this.sender.send(row.body);
      } catch (err) {
        const permanent = err instanceof Ga4Refused;
        await this.db.query(
          `UPDATE analytics_events SET last_error = $2, updated_at = $3,
             next_attempt_at = CASE WHEN $4::boolean THEN 'infinity'::timestamptz ELSE $3::timestamptz + make_interval(secs => $5::int) END
           WHERE id = $1`,
          [row.id, (err as Error).message.slice(0, 500), now, permanent, retryDelaySeconds(row.attempts)],
        );
        this.log.warn({ err: { message: (err as Error).message }, id: row.id, attempts: row.attempts, permanent }, "GA4 event not sent");
        if (!permanent) break;
        continue;
      }
      await this.db.query("UPDATE analytics_events SET sent_at = $2, last_error = NULL, updated_at = $2 WHERE id = $1", [row.id, this.clock()]);
      sent++;
    }
    return sent;
  }

  /** Looks for due rows every 30 s, and registers the once-a-minute job when the job runner is on. */
  async start(jobs: Ga4Jobs | null): Promise<void> {
    if (!this.sender) return;
    if (!this.timer) {
      this.timer = setInterval(() => this.kick(), POLL_MS);
      this.timer.unref();
    }
    if (!jobs) return;
    await jobs.work(GA4_SEND_JOB, async () => void (await this.sendDue()));
    await jobs.schedule(GA4_SEND_JOB, "* * * * *", {});
  }

  /** Stops looking and waits for sends under way (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.drain();
  }

  /** Resolves when every send started so far has ended (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

/**
 * GA4's `refund` event of an order's refund: `transaction_id` the order's number (its purchase's), `value` the amount
 * refunded, and for a refund of some lines, those lines as `items` (GA4 then counts them as refunded); a refund of
 * the whole payment carries no items (GA4 refunds the whole transaction).
 */
export function refundMeasurement(
  clientId: string,
  orderNumber: string,
  refund: RefundToSend,
  orderLines: readonly { sku: string; name: string; unit_gross: number }[],
): MeasurementBody {
  const items: Ga4Item[] = [];
  for (const l of refund.lines ?? []) {
    const line = orderLines.find((o) => o.sku === l.sku);
    if (line) items.push({ item_id: line.sku, item_name: line.name, price: fromGrosze(line.unit_gross), quantity: l.qty });
  }
  return {
    client_id: clientId,
    events: [
      {
        name: "refund",
        params: { transaction_id: orderNumber, value: fromGrosze(refund.amount), currency: "PLN", ...(items.length ? { items } : {}) },
      },
    ],
  };
}
